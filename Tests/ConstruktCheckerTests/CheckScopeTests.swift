import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// A check scoped to some files checks them against the whole app and reports on them alone.
@Suite struct CheckScopeTests {
    static let types = """
        types:
          Movie: { id: Int, title: String }
        """
    static let list = """
        screen: MovieList
        state:
          movies: [Movie]
        body:
          LabelView: "${movies.count} movies"
        """
    static let broken = """
        screen: Broken
        state:
          count: Int
        body:
          LabelView: "Count: ${cuont}"
        """

    static func read(_ files: [(String, String)]) -> [ReadFile] {
        files.map { path, text in
            ReadFile(document: YAMLLoader.load(SourceFile(path: path, text: text)).document!)
        }
    }

    @Test func aScopedCheckReportsOnlyItsFilesYetSeesTheOthersDeclarations() {
        let read = Self.read([
            ("App.types.yaml", Self.types), ("MovieList.screen.yaml", Self.list), ("Broken.screen.yaml", Self.broken),
        ])
        let everything = FrontEnd.check(read).diagnostics
        #expect(everything.contains { $0.location.path == "Broken.screen.yaml" && $0.severity == .error })

        let list = FrontEnd.check(read, scope: .files(["MovieList.screen.yaml"]))
        #expect(list.diagnostics.isEmpty)
        #expect(list.apps.first?.screens.map(\.name) == ["MovieList"])

        let broken = FrontEnd.check(read, scope: .files(["Broken.screen.yaml"])).diagnostics
        #expect(broken == everything.filter { $0.location.path == "Broken.screen.yaml" })
    }

    @Test func readingTwiceGivesTheSameCheckAsReadingDocuments() {
        let files = [("App.types.yaml", Self.types), ("Broken.screen.yaml", Self.broken)]
        let documents = files.map { YAMLLoader.load(SourceFile(path: $0.0, text: $0.1)).document! }
        #expect(FrontEnd.check(documents).diagnostics == FrontEnd.check(Self.read(files)).diagnostics)
    }
}
