import ConstruktDiagnostics

/// Plain text that is the name of something in scope of the type the place expects
/// (`enabled: canContinue`, where `canContinue` is a Bool derived value): the writer meant to read
/// it, `$canContinue`, and the fix-it writes that. So is `$$isOn`, where `$$` is a literal `$`
/// (Docs/language.md, Values) and the writer meant the binding `$isOn`.
struct MeantReference {
    let name: String
    private let escaped: Bool

    /// `canFollowState` is false where the place cannot follow state, which no state is then offered for.
    init?(_ text: String, in scope: Scope, expected: ValueType, canFollowState: Bool = true) {
        let escaped = text.hasPrefix("$$")
        let name = escaped ? String(text.dropFirst(2)) : text
        guard let entry = scope[name], ExpressionTyper.accepts(expected, entry.type),
            canFollowState || !entry.kind.isLive
        else { return nil }
        self.name = name
        self.escaped = escaped
    }

    var help: String {
        escaped
            ? "'$$' writes a literal '$'; to read or bind \(name), write '$\(name)'"
            : "to read \(name), write '$\(name)'"
    }

    func fixIts(at location: SourceLocation) -> [Diagnostic.FixIt] {
        [Diagnostic.FixIt(location, replacement: "$" + name)]
    }
}
