import ConstruktChecker

/// The payload fields in scope in the branches of `switch` nodes that keep their branches
/// (`keepBranches: true`, Docs/language.md, Component nodes): each follows the switch's value
/// while its case is shown, so the view reads it as a binding of that value,
/// `viewModel.$results.compactMap(\.loaded)`, and an event's statements that read it match the
/// case over the transaction first, `guard case .loaded(let movies) = transaction.results else
/// { return }`, so that they see the payload of the moment the event fires.
struct KeptPayloads {
    /// A kept case whose branch is being written, innermost last.
    struct Branch {
        let subject: TypedValue
        let name: String
        let payload: [String]
    }

    private(set) var branches: [Branch] = []
    /// Each payload field's binding, by the field's name.
    private(set) var bindings: [String: String] = [:]

    /// The payloads with `branch`'s fields added, over `subject`, the Swift of its value's binding,
    /// whose values are of the enum `enumType`.
    func adding(
        _ branch: CheckedSwitch<[CheckedNode]>.Case, of value: TypedValue, subject: String, enumType: String
    ) throws(EmitterError) -> KeptPayloads {
        var copy = self
        copy.branches.append(Branch(subject: value, name: branch.name, payload: branch.payload))
        for (name, type) in zip(branch.payload, branch.payloadTypes) {
            copy.bindings[name] = try Self.binding(
                of: name, type: type, in: branch, subject: subject, enumType: enumType)
        }
        return copy
    }

    /// Through the enum's property named as the case, when the field is not optional:
    /// `<subject>.compactMap(\.loaded)` for a case's one field, `compactMap(\.loaded?.total)` for
    /// one of several. An optional field's nil would read as another case there, so it is matched
    /// by a closure instead, which hands it on as it is.
    private static func binding(
        of field: String, type: ValueType, in branch: CheckedSwitch<[CheckedNode]>.Case, subject: String,
        enumType: String
    ) throws(EmitterError) -> String {
        if !type.isOptional {
            let property = try Identifiers.field(branch.name)
            let path = branch.payload.count == 1 ? property : property + "?." + (try Identifiers.field(field))
            return subject + ".compactMap(\\.\(path))"
        }
        let pattern = try SwitchPattern.swift(branch.name, payload: branch.payload) { $0 == field }
        let result = try SwiftTypeName.of(.optional(type))
        return subject
            + ".compactMap { (value: \(enumType)) -> \(result) in if case \(pattern) = value { \(try Identifiers.local(field)) } else { nil } }"
    }

    /// The `guard case` lines that bind the kept payload fields `statements` read, outermost case
    /// first, each matching its switch's value as `subject` writes it over the transaction (a
    /// value that reads an outer case's field needs that case matched before it).
    func guards(
        for statements: [CheckedStatement], subject: (TypedValue) throws(EmitterError) -> String
    ) throws(EmitterError) -> [String] {
        var lines: [String] = []
        var needed: [TypedValue] = []
        for branch in branches.reversed() {
            let read = branch.payload.filter { field in
                VariableReads.readsPayloadField(field, in: statements)
                    || needed.contains { VariableReads.readsPayloadField(field, in: $0) }
            }
            guard !read.isEmpty else { continue }
            needed.append(branch.subject)
            let pattern = try SwitchPattern.swift(branch.name, payload: branch.payload) { read.contains($0) }
            lines.insert("guard case \(pattern) = \(try subject(branch.subject)) else { return }", at: 0)
        }
        return lines
    }
}
