import ConstruktDiagnostics
import ConstruktReports
import Foundation
import GoldenFiles
import Testing

/// Every format rendered from the same fixture diagnostics, compared byte for byte with `Golden/`.
@Suite struct RendererGoldenTests {
    let diagnostics = RenderingFixtures.all
    let sources = RenderingFixtures.sources

    /// A file of `Golden/`, beside this test.
    static func golden(_ name: String) -> GoldenFile {
        GoldenFile(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
                .appendingPathComponent(name))
    }

    @Test func humanWithoutColor() {
        let output = HumanRenderer(useColor: false).render(diagnostics, sources: sources)
        #expect(!output.contains("\u{1B}"))
        Self.golden("human.txt").check(output)
    }

    @Test func humanWithColor() {
        let output = HumanRenderer(useColor: true).render(diagnostics, sources: sources)
        #expect(output.contains("\u{1B}[1;31merror[CK0114]\u{1B}[0m"))
        Self.golden("human-color.txt").check(output)
    }

    @Test func gnu() {
        Self.golden("gnu.txt").check(GNURenderer().render(diagnostics, sources: sources))
    }

    @Test func github() {
        Self.golden("github.txt").check(GitHubRenderer().render(diagnostics, sources: sources))
    }

    @Test func sarif() {
        let rules = DiagnosticCatalog.all.filter { $0.id < "CK0200" }
        let renderer = SARIFRenderer(
            toolVersion: "0.1.0",
            paths: ReportPaths(repositoryRoot: "/home/dev/app", workingDirectory: "/home/dev/app"), rules: rules)
        Self.golden("sarif.json").check(renderer.render(diagnostics, sources: sources))
    }

    @Test func json() {
        Self.golden("diagnostics.json").check(JSONRenderer().render(diagnostics, sources: sources))
    }

    @Test func codeClimate() {
        Self.golden("codeclimate.json").check(Self.renderer(for: .codeclimate).render(diagnostics, sources: sources))
    }

    @Test func checkstyle() {
        Self.golden("checkstyle.xml").check(Self.renderer(for: .checkstyle).render(diagnostics, sources: sources))
    }

    @Test func junit() {
        Self.golden("junit.xml").check(Self.renderer(for: .junit).render(diagnostics, sources: sources))
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func nonEmptyOutputEndsWithOneLineBreak(format: DiagnosticFormat) {
        let output = Self.renderer(for: format).render(diagnostics, sources: sources)
        #expect(output.hasSuffix("\n"))
        #expect(!output.hasSuffix("\n\n"))
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func renderingIsDeterministic(format: DiagnosticFormat) {
        let renderer = Self.renderer(for: format)
        #expect(renderer.render(diagnostics, sources: sources) == renderer.render(diagnostics, sources: sources))
    }

    @Test func lineFormatsPrintNothingForNoDiagnostics() {
        #expect(HumanRenderer(useColor: true).render([], sources: [:]) == "")
        #expect(GNURenderer().render([], sources: [:]) == "")
        #expect(GitHubRenderer().render([], sources: [:]) == "")
    }

    static func renderer(for format: DiagnosticFormat) -> any DiagnosticRenderer {
        switch format {
        case .human: HumanRenderer(useColor: false)
        case .gnu: GNURenderer()
        case .github: GitHubRenderer()
        case .sarif:
            SARIFRenderer(toolVersion: "0.1.0", paths: ReportPaths(repositoryRoot: "/repo", workingDirectory: "/repo"))
        case .json: JSONRenderer()
        case .codeclimate:
            CodeClimateRenderer(
                paths: ReportPaths(
                    repositoryRoot: ReportFixtures.root, workingDirectory: ReportFixtures.workingDirectory))
        case .checkstyle:
            CheckstyleRenderer(
                files: ReportFixtures.checkedFiles,
                paths: ReportPaths(
                    repositoryRoot: ReportFixtures.root, workingDirectory: ReportFixtures.workingDirectory))
        case .junit:
            JUnitRenderer(
                files: ReportFixtures.checkedFiles,
                paths: ReportPaths(
                    repositoryRoot: ReportFixtures.root, workingDirectory: ReportFixtures.workingDirectory))
        }
    }
}
