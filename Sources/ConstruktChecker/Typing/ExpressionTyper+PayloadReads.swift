import ConstruktAST
import ConstruktDiagnostics

/// A field of an enum case's payload read in an expression (Docs/language.md, Types):
/// `load.loaded?.movies` is the `movies` of `load` when it is `loaded`, nil when it is another
/// case, so always optional; the case alone (`load.loaded`) is no value, and reading it says how
/// to read a field, or, for a case that carries nothing, to compare with `==`.
extension ExpressionTyper {
    /// What typing `subject.case?.field` gave: not such a read, or the read (nil after an error).
    enum PayloadRead {
        case notOne
        case typed(TypedExpression?)
    }

    /// `subject.case?.field` when `base` is `subject.case` and `subject` is an enum whose case of
    /// that name carries values; `.notOne` leaves the member to the other readings.
    mutating func payloadRead(
        _ base: ExpressionSyntax, _ field: Spanned<String>, optional: Bool, at range: SourceRange
    ) -> PayloadRead {
        guard optional, case .member(let subject, let caseName, let subjectOptional) = base.kind,
            Self.links(in: subject) <= Self.subjectLinks, isPayloadCaseName(caseName.value)
        else { return .notOne }
        // Typed on a copy, kept only when it is such a read (else the member's own typing reports).
        var probe = self
        guard let typedSubject = probe.check(subject, expected: nil),
            case .payloadEnumeration(let name) = Self.unwrapped(typedSubject.type),
            let payload = types.payload(of: caseName.value, in: name), !payload.isEmpty
        else { return .notOne }
        // The subject is read as any member's base: through `?.` when it may be nil.
        let mayBeNil = typedSubject.type != Self.unwrapped(typedSubject.type)
        guard mayBeNil == (subjectOptional || Self.isOptionalChain(subject)) else { return .notOne }
        self = probe
        guard let declared = payload.first(where: { $0.name == field.value }) else {
            let names = payload.map(\.name)
            report(
                .unknownMember, "the case '\(caseName.value)' of \(name) carries no '\(field.value)'", at: field.range,
                notes: ["its payload: " + names.joined(separator: ", ")],
                help: NameSuggestion.help(for: field.value, among: names),
                fixIts: NameSuggestion.fixIts(
                    for: field.value, among: names, at: SourceLocation(path: path, range: field.range)))
            return .typed(nil)
        }
        return .typed(
            TypedExpression(
                .payloadField(
                    typedSubject, case: caseName.value, field: field.value, isOnlyField: payload.count == 1),
                type: Self.optional(declared.type), range: range))
    }

    /// The longest path a payload is read from (`team?.load.loaded?.movies` reads `team?.load`,
    /// two links). A subject is typed twice, to look and then as a member, so a bound keeps a long
    /// chain of `?.` from being typed again and again at every link.
    static let subjectLinks = 3

    private static func links(in expression: ExpressionSyntax) -> Int {
        switch expression.kind {
        case .member(let base, _, _), .methodCall(let base, _, _, _): 1 + links(in: base)
        default: 0
        }
    }

    /// Whether some enum declares a case of this name that carries values: only then is the
    /// subject typed to look (a chain of `?.` would otherwise be typed again at every link).
    private func isPayloadCaseName(_ name: String) -> Bool {
        types.declarations.values.contains { declaration in
            guard case .payloadEnumeration(let cases) = declaration.kind else { return false }
            return cases.contains { $0.name.text == name && !$0.payload.isEmpty }
        }
    }

    /// CK0407 for a case of an enum read as a member (`load.loaded`), saying what reads it: a
    /// field of its payload, or `==` for a case that carries nothing. False when `member` names no case.
    mutating func reportCaseRead(_ member: Spanned<String>, of name: String) -> Bool {
        guard let payload = types.payload(of: member.value, in: name) else { return false }
        guard let first = payload.first else {
            report(
                .unknownMember, "'\(member.value)' is a case of \(name), which carries nothing to read",
                at: member.range, help: "compare with it: 'value == .\(member.value)'")
            return true
        }
        report(
            .unknownMember, "'\(member.value)' is a case of \(name), whose payload is read a field at a time",
            at: member.range, notes: ["its payload: " + payload.map(\.name).joined(separator: ", ")],
            help:
                "write '.\(member.value)?.\(first.name)': the field when the value is '\(member.value)', nil otherwise")
        return true
    }
}
