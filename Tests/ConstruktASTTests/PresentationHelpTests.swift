import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// A destination's presentation written with SwiftUI's or UIKit's word gets the style meant.
@Suite struct PresentationHelpTests {
    @Test(arguments: [
        ("modal", "a modal is 'present' here", "present"),
        ("fullScreenCover", "a fullScreenCover is 'fullScreen' here", "fullScreen"),
        ("shet", "did you mean 'sheet'?", "sheet"), ("slide", nil, nil),
    ])
    func anUnknownPresentationNamesTheStyleMeant(written: String, help: String?, fix: String?) throws {
        let yaml =
            "routes: AppRoute\ndestinations:\n  home: { screen: Home, presentation: \(written) }\nroot: { navigation: home }\n"
        let loaded = YAMLLoader.load(SourceFile(path: "App.routes.yaml", text: yaml))
        let (_, diagnostics) = ConstruktFile.read(try #require(loaded.document))
        #expect(diagnostics.map(\.message) == ["unknown presentation '\(written)'"])
        #expect(diagnostics.map(\.help) == [help])
        #expect(diagnostics.first?.fixIts.map(\.replacement) == (fix.map { [$0] } ?? []))
    }
}
