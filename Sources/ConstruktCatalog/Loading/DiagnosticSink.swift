import ConstruktDiagnostics
import ConstruktYAML

/// Collects the diagnostics of one load, for the file currently being read.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []
    /// The file whose ranges the next diagnostics refer to.
    var file: SourceFile

    init(file: SourceFile) {
        self.file = file
    }

    func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(path: file.path, range: range)
    }

    func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        labels: [Diagnostic.Label] = [], notes: [String] = [], help: String? = nil, replacement: String? = nil
    ) {
        report(code, message, at: location(range), labels: labels, notes: notes, help: help, replacement: replacement)
    }

    func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        labels: [Diagnostic.Label] = [], notes: [String] = [], help: String? = nil, replacement: String? = nil
    ) {
        let fixIts = replacement.map { [Diagnostic.FixIt(location, replacement: $0)] } ?? []
        diagnostics.append(
            Diagnostic(code, message, at: location, labels: labels, notes: notes, help: help, fixIts: fixIts))
    }

    /// Reports `name` as unknown among `candidates`, with a did-you-mean and its fix-it when one is close.
    func reportUnknown(
        _ code: DiagnosticCode, _ message: String, name: String, at range: SourceRange,
        candidates: some Sequence<String>, otherwise: String? = nil
    ) {
        reportUnknown(code, message, name: name, at: location(range), candidates: candidates, otherwise: otherwise)
    }

    func reportUnknown(
        _ code: DiagnosticCode, _ message: String, name: String, at location: SourceLocation,
        candidates: some Sequence<String>, otherwise: String? = nil
    ) {
        let suggestion = NameSuggestion.nearest(to: name, among: candidates).first
        report(
            code, message, at: location, help: suggestion.map { "did you mean '\($0)'?" } ?? otherwise,
            replacement: suggestion)
    }
}
