import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// The checks a `switch` gets, as a node and as a statement (Docs/language.md, Component nodes, Events and statements): its value is an
/// enum from `types:`; each case listed is one of its cases (CK0421) and is listed once (a YAML
/// key written twice is CK0114 already); every case is listed or `default:` covers the rest
/// (CK0420, with a fix-it adding them); a `default:` nothing reaches is a warning (CK0422); and a
/// payload field must not hide a name in scope (CK0423).
struct SwitchCheck {
    /// A listed case that is one of the enum's, with its payload's fields.
    struct ValidCase {
        var index: Int
        var name: String
        var payload: [(name: String, type: ValueType)]
    }

    let subject: TypedValue
    let cases: [ValidCase]
    /// Whether the `default:` branch is reached by some case.
    let fallbackIsReached: Bool

    /// Checks the value and the cases of `syntax`; `nil` when the value cannot be switched over
    /// (reported).
    static func check<Body>(
        _ syntax: SwitchSyntax<Body>, typer: inout ValueTyper, scope: Scope, diagnostics: inout [Diagnostic]
    ) -> SwitchCheck? {
        let path = typer.source.path
        guard let subject = typer.infer(syntax.subject, scope: scope) else { return nil }
        let types = typer.types
        let allCases: [(name: String, payload: [(name: String, type: ValueType)])]
        switch subject.type {
        case .payloadEnumeration(let name):
            allCases = types.payloadCases(name).map { declared in
                (declared.name.text, types.payload(of: declared.name.text, in: name) ?? [])
            }
        case .enumeration(let name) where !types.isCatalogEnumeration(name):
            allCases = types.enumerationCases(name).map { ($0, []) }
        default:
            let help =
                subject.type == ExpressionTyper.unwrapped(subject.type)
                ? "switch over an enum from types:; for a Bool, use 'if'"
                : "it may be nil: switch over a value that is not optional (give a fallback with '??')"
            diagnostics.append(
                Diagnostic(
                    .typeMismatch, "a switch takes an enum from types:, and this is \(subject.type)",
                    at: SourceLocation(path: path, range: syntax.subject.range), help: help))
            return nil
        }
        let names = allCases.map(\.name)
        var valid: [ValidCase] = []
        for (index, written) in syntax.cases.enumerated() {
            guard let found = allCases.first(where: { $0.name == written.name.text }) else {
                // A types file with an error of its own may have lost the case: that error is the report.
                guard types.declarationsAreComplete else { continue }
                diagnostics.append(
                    Diagnostic(
                        .unknownSwitchCase, "'\(written.name.text)' is not a case of \(subject.type)",
                        at: SourceLocation(path: path, range: written.name.range),
                        notes: ["cases: " + names.joined(separator: ", ")],
                        help: NameSuggestion.help(for: written.name.text, among: names),
                        fixIts: NameSuggestion.fixIts(
                            for: written.name.text, among: names,
                            at: SourceLocation(path: path, range: written.name.range))))
                continue
            }
            guard !valid.contains(where: { $0.name == found.name }) else { continue }
            valid.append(ValidCase(index: index, name: found.name, payload: found.payload))
        }
        let written = Set(syntax.cases.map(\.name.text))
        let missing = names.filter { !written.contains($0) }
        if let fallback = syntax.fallback, missing.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .unreachableDefault, "'default' never runs: every case of \(subject.type) is listed",
                    at: SourceLocation(path: path, range: fallback.key), help: "remove 'default:'"))
        }
        if syntax.fallback == nil, !missing.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .nonExhaustiveSwitch,
                    "the switch misses " + missing.map { "'\($0)'" }.joined(separator: ", ") + " of \(subject.type)",
                    at: SourceLocation(path: path, range: syntax.subject.range),
                    help: "list " + (missing.count == 1 ? "it" : "them") + " under 'cases:', or add 'default:'",
                    fixIts: insertion(of: missing, in: syntax.casesNode, source: typer.source).map { [$0] } ?? []))
        }
        return SwitchCheck(subject: subject, cases: valid, fallbackIsReached: !missing.isEmpty)
    }

    /// The scope of a case's branch: its payload's fields as locals (live ones in a branch that is
    /// kept, `keeps`). A field named like a name in scope is neither: a branch that reads the name
    /// gets CK0423 there, one that does not binds the field to nothing and hides nothing.
    static func scope(for valid: ValidCase, in scope: Scope, keeps: Bool = false) -> Scope {
        var inner = scope
        for field in valid.payload {
            if let existing = scope[field.name] {
                inner.markClash(
                    field.name,
                    message:
                        "'\(field.name)' here is both the payload field of '\(valid.name)' and the \(existing.kind.rawValue) '\(field.name)'"
                )
                continue
            }
            inner.add(field.name, keeps ? .payloadField : .loopVariable, field.type)
        }
        return inner
    }

    /// Adds each missing case after the last case written, with an empty list to fill.
    private static func insertion(of missing: [String], in cases: YAMLNode?, source: SourceFile) -> Diagnostic.FixIt? {
        guard let cases, case .mapping(let entries, let flow) = cases.value, let last = entries.last else { return nil }
        let end = last.value.range.end
        let text: String
        if flow {
            text = missing.map { ", \($0): []" }.joined()
        } else {
            let indent = String(repeating: " ", count: max(0, last.key.range.start.column - 1))
            text = missing.map { "\n" + indent + "\($0): []" }.joined()
        }
        return Diagnostic.FixIt(
            SourceLocation(path: source.path, range: SourceRange(start: end, end: end)), replacement: text)
    }
}
