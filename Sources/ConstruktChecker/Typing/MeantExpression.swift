import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// Plain text that is an expression of the type the place expects once written in `${…}`
/// (`to: "!on"`, `enabled: count > 0`): the writer meant the expression (Docs/language.md,
/// Values), and the fix-it wraps it; where the place cannot follow state, only an expression that
/// reads none. Text that is a bare name is `MeantReference`'s.
struct MeantExpression {
    let written: String

    init?(
        _ text: String, expected: ValueType, scope: Scope, types: TypeEnvironment, catalog: ComponentCatalog?,
        path: String, canFollowState: Bool
    ) {
        guard !text.isEmpty, !ValueParser.holdsExpression(text),
            text.unicodeScalars.contains(where: { "!<>=&|?+-*/%(.".unicodeScalars.contains($0) })
        else { return nil }
        let wrapped = "${" + text + "}"
        let file = SourceFile(path: path, text: wrapped)
        let end = SourcePosition(line: 1, column: wrapped.utf8.count + 1, offset: wrapped.utf8.count)
        let node = YAMLNode(
            .scalar(wrapped, .plain), range: SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0), end: end)
        )
        guard case (.expression(let expression)?, let found) = ValueParser.parse(node, in: file), found.isEmpty
        else { return nil }
        var typer = ExpressionTyper(path: path, types: types, scope: scope, catalog: catalog)
        guard typer.check(expression, expected: expected) != nil, typer.diagnostics.isEmpty,
            canFollowState || !typer.reads.contains(where: { scope[$0]?.kind.isLive == true })
        else { return nil }
        written = wrapped
    }

    var help: String { "an expression is written in ${…}: '\(written)'" }

    func fixIts(at location: SourceLocation) -> [Diagnostic.FixIt] {
        [Diagnostic.FixIt(location, replacement: "\"\(written)\"")]
    }
}
