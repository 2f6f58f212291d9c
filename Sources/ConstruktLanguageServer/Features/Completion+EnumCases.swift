import ConstruktChecker
import Foundation

/// Completion of the cases of the app's enums where a value of one is written: the `to:` of a
/// `set:` of an enum state value, and Swift's implicit member in an expression (`${load == .idle}`),
/// the compared name's enum's cases, or every enum's when no name is compared (Docs/language.md,
/// Types).
extension Completion {
    /// The cases of an enum type, each with its payload's fields as the detail; none for another type.
    func cases(of type: ValueType) -> [CompletionItem] {
        guard let types = context.symbols?.types else { return [] }
        switch type {
        case .payloadEnumeration(let name):
            return types.payloadCases(name).map { declared in
                let payload = declared.payload.map { "\($0.name.text): \($0.type)" }.joined(separator: ", ")
                return CompletionItem(
                    label: declared.name.text, kind: .enumMember, detail: payload.isEmpty ? name : "\(name)(\(payload))"
                )
            }
        case .enumeration(let name):
            return types.enumerationCases(name).map { CompletionItem(label: $0, kind: .enumMember, detail: name) }
        case .optional(let wrapped):
            return cases(of: wrapped)
        default:
            return []
        }
    }

    /// The cases a `.` that starts a name may begin (`.lo`), after `typeOf` names the compared value's type.
    func implicitMemberCases(before prefix: String, typeOf: (String) -> ValueType?) -> [CompletionItem] {
        let beforeDot = prefix[..<(prefix.lastIndex(of: ".") ?? prefix.endIndex)].trimmingCharacters(in: .whitespaces)
        if beforeDot.hasSuffix("==") || beforeDot.hasSuffix("!=") {
            let operand = beforeDot.dropLast(2).trimmingCharacters(in: .whitespaces)
            let name = String(operand.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            if let type = typeOf(name) { return cases(of: type) }
        }
        guard let declarations = context.symbols?.types.declarations else { return [] }
        return declarations.keys.sorted().flatMap { name -> [CompletionItem] in
            switch declarations[name]?.kind {
            case .enumeration?: cases(of: .enumeration(name))
            case .payloadEnumeration?: cases(of: .payloadEnumeration(name))
            case .structure?, nil: []
            }
        }
    }

    /// The cases of the state value the `set:` beside a `to:` at `line` writes, or nil when there
    /// is no `set:` there.
    func setValueCases(line: Int) -> [CompletionItem]? {
        guard let screen = context.screen else { return nil }
        for current in stride(from: line, through: max(line - 1, 0), by: -1) {
            let text = context.lines.lineText(current)
            guard let range = text.range(of: "set:") else { continue }
            let name = String(
                text[range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return screen.state[name].map(cases(of:)) ?? []
        }
        return nil
    }
}
