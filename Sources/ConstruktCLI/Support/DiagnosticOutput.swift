import ConstruktDiagnostics
import ConstruktReports
import Foundation

/// Prints diagnostics in the format the user chose, with colour only where the format is human,
/// the stream is a terminal and NO_COLOR is not set.
struct DiagnosticOutput {
    var format: DiagnosticFormat
    var console: Console
    /// The files checked, which the Checkstyle and JUnit reports list even when they have no problem.
    var checkedFiles: [String] = []

    func renderer(for stream: Console.Stream) -> any DiagnosticRenderer {
        switch format {
        case .human:
            let useColor = console.isTerminal(stream) && (console.environment["NO_COLOR"] ?? "").isEmpty
            return HumanRenderer(useColor: useColor)
        case .gnu:
            return GNURenderer()
        case .github:
            return GitHubRenderer()
        case .sarif:
            return SARIFRenderer(toolVersion: ConstruktGen.version, paths: reportPaths)
        case .json:
            return JSONRenderer()
        case .codeclimate:
            return CodeClimateRenderer(paths: reportPaths)
        case .checkstyle:
            return CheckstyleRenderer(files: checkedFiles, paths: reportPaths)
        case .junit:
            return JUnitRenderer(files: checkedFiles, paths: reportPaths)
        }
    }

    private var reportPaths: ReportPaths {
        ReportPaths(
            repositoryRoot: Self.repositoryRoot(from: console.workingDirectory),
            workingDirectory: console.workingDirectory)
    }

    /// Renders diagnostics to a stream in reading order.
    func emit(_ diagnostics: [Diagnostic], sources: [String: SourceFile], to stream: Console.Stream) {
        let text = renderer(for: stream).render(diagnostics.sortedForReport(), sources: sources)
        if !text.isEmpty { console.write(text, stream) }
    }

    /// The nearest enclosing folder holding `.git`, so report paths and SARIF URIs are repository-relative.
    static func repositoryRoot(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}
