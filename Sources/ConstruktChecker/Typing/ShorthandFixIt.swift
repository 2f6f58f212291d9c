import ConstruktDiagnostics
import ConstruktYAML

/// The `$name` shorthand holds a name or a path only (Docs/language.md, Values): a fix-it that rewrites its
/// expression into anything more (`!username.isEmpty`) must rewrite the whole value into the
/// `${…}` form, quoted so that it reads the same inside a flow mapping.
extension ValueTyper {
    mutating func widenShorthandFixIts(since first: Int, expressionRange: SourceRange, node: YAMLNode) {
        guard let text = node.scalarText, text.hasPrefix("$"), !text.hasPrefix("${"), first < diagnostics.count else {
            return
        }
        for index in first..<diagnostics.count {
            diagnostics[index].fixIts = diagnostics[index].fixIts.map { fixIt in
                guard fixIt.location.range == expressionRange, !Self.isPath(fixIt.replacement) else { return fixIt }
                let escaped = fixIt.replacement.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined()
                return Diagnostic.FixIt(
                    SourceLocation(path: fixIt.location.path, range: node.range), replacement: "\"${\(escaped)}\"")
            }
        }
    }

    /// Whether the text is a name or a path of names, which the shorthand can hold.
    private static func isPath(_ text: String) -> Bool {
        text.first.map { $0.isLetter || $0 == "_" } == true
            && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" }
    }
}
