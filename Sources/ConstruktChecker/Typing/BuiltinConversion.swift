import ConstruktAST
import ConstruktDiagnostics

/// A value of the wrong type where one of the language's built-ins makes the expected one
/// (Docs/language.md, Values): a String or a list where a Bool is expected is `!x.isEmpty`, an optional is
/// `x != nil`, an Int, a Bool or a UUID where a String is expected is `String(x)`, a floating
/// number `format(x, '%.1f')` (its Swift description may run to 17 digits). The fix-it rewrites the expression when it is a name or a path of names, whose text is
/// known; a longer expression gets the help alone.
struct BuiltinConversion {
    let help: String
    let fixIts: [Diagnostic.FixIt]

    init?(_ expression: ExpressionSyntax, from found: ValueType, to expected: ValueType, path: String) {
        let written = Self.text(of: expression)
        let shown = written ?? "…"
        let converted: String
        switch (found, ExpressionTyper.unwrapped(expected)) {
        case (.optional, .bool):
            converted = "\(shown) != nil"
        case (.string, .bool), (.array, .bool):
            converted = "!\(shown).isEmpty"
        case (.int, .string), (.bool, .string), (.uuid, .string):
            converted = "String(\(shown))"
        case (.double, .string), (.float, .string), (.cgFloat, .string):
            converted = "format(\(shown), '%.1f')"
        default:
            return nil
        }
        help =
            ExpressionTyper.unwrapped(expected) == .string
            ? "make it text with \(converted), or write it inside other text" : "write '\(converted)'"
        fixIts =
            written == nil
            ? [] : [Diagnostic.FixIt(SourceLocation(path: path, range: expression.range), replacement: converted)]
    }

    /// A name or a path of names as written (`user.name`, `user?.name`); `nil` for anything else.
    static func text(of expression: ExpressionSyntax) -> String? {
        switch expression.kind {
        case .name(let name): return name
        case .member(let base, let member, let optional):
            return text(of: base).map { $0 + (optional ? "?." : ".") + member.value }
        default: return nil
        }
    }
}
