import Testing

@testable import ConstruktEmitter

@Suite struct GeneratedFileNameTests {
    private func fileName(_ path: String) throws -> String {
        try GeneratedFileName(for: RelativeSourcePath(path)).fileName
    }

    @Test func foldersAreFlattenedAndTheKindKept() throws {
        #expect(try fileName("Home.screen.yaml") == "Home.screen.swift")
        #expect(try fileName("Home.types.yaml") == "Home.types.swift")
        #expect(try fileName("A/Home.screen.yaml") == "A_Home.screen.swift")
        #expect(try fileName("B/Home.screen.yaml") == "B_Home.screen.swift")
        #expect(try fileName("Features/Login/Form.screen.yaml") == "Features_Login_Form.screen.swift")
        #expect(try fileName("\u{C9}crans/Accueil.screen.yaml") == "\u{C9}crans_Accueil.screen.swift")
    }

    @Test func underscoresAndPlusSignsAreEscaped() throws {
        #expect(try fileName("A_Home.screen.yaml") == "A+_Home.screen.swift")
        #expect(try fileName("My_Screens/Home.screen.yaml") == "My+_Screens_Home.screen.swift")
        #expect(try fileName("C++/X.screen.yaml") == "C++++_X.screen.swift")
        #expect(try fileName("A_/Home.screen.yaml") != fileName("A/_Home.screen.yaml"))
    }

    /// Every path over a small alphabet rich in `_`, `+` and `/`: distinct paths, distinct names.
    @Test func distinctPathsNeverShareAName() {
        let alphabet: [Character] = ["a", "_", "+", "/", "."]
        var paths = [""]
        for _ in 0..<6 { paths = paths.flatMap { path in alphabet.map { path + String($0) } } }
        var seen: [String: String] = [:]
        var named = 0
        for stem in paths {
            guard let source = try? RelativeSourcePath(stem + ".yaml"), let name = try? GeneratedFileName(for: source)
            else { continue }
            named += 1
            if let other = seen[name.fileName] {
                Issue.record("'\(other)' and '\(source)' are both named \(name.fileName)")
                return
            }
            seen[name.fileName] = source.description
        }
        #expect(named > 1000)
    }

    @Test func onlyYAMLFilesGetNames() throws {
        let path = try RelativeSourcePath("README.md")
        #expect(throws: GeneratedFileName.Rejection.notYAML(path)) { try GeneratedFileName(for: path) }
        let bare = try RelativeSourcePath("A/.yaml")
        #expect(throws: GeneratedFileName.Rejection.notYAML(bare)) { try GeneratedFileName(for: bare) }
    }

    @Test func overlongNamesAreRejected() throws {
        let path = try RelativeSourcePath(String(repeating: "folder/", count: 40) + "Home.screen.yaml")
        #expect(throws: GeneratedFileName.Rejection.tooLong(path)) { try GeneratedFileName(for: path) }
    }

    @Test func namesDifferingOnlyByCaseClash() throws {
        let names = try ["A/Home.screen.yaml", "B/Home.screen.yaml", "a/Home.screen.yaml", "b/home.screen.yaml"].map {
            try GeneratedFileName(for: RelativeSourcePath($0))
        }
        let clashes = GeneratedFileName.caseInsensitiveClashes(among: names)
        #expect(
            clashes.map { [$0.0.fileName, $0.1.fileName] } == [
                ["A_Home.screen.swift", "a_Home.screen.swift"], ["B_Home.screen.swift", "b_home.screen.swift"],
            ])
        let normalization = try ["\u{E9}.screen.yaml", "e\u{301}.screen.yaml"].map {
            try GeneratedFileName(for: RelativeSourcePath($0))
        }
        #expect(GeneratedFileName.caseInsensitiveClashes(among: normalization).count == 1)
    }
}
