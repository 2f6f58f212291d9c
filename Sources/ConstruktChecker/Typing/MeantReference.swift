import ConstruktDiagnostics

/// Plain text that is the name of something in scope of the type the place expects
/// (`enabled: canContinue`, where `canContinue` is a Bool derived value): the writer meant to read
/// it, `$canContinue`, and the fix-it writes that.
struct MeantReference {
    let name: String

    init?(_ text: String, in scope: Scope, expected: ValueType) {
        guard let entry = scope[text], ExpressionTyper.accepts(expected, entry.type) else { return nil }
        name = text
    }

    var help: String { "to read \(name), write '$\(name)'" }

    func fixIts(at location: SourceLocation) -> [Diagnostic.FixIt] {
        [Diagnostic.FixIt(location, replacement: "$" + name)]
    }
}
