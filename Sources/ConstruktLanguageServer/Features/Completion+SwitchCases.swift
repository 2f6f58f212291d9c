import ConstruktChecker
import Foundation

/// Completion under a `switch`'s `cases:`: the cases of the enum its value is, each with its
/// payload's fields as the detail, for the value a `$name` (or `${name}`) of the screen reads.
extension Completion {
    /// The cases of the value the nearest `switch:` above `line` names, or nil when there is none.
    func switchCases(above line: Int) -> [CompletionItem]? {
        guard let screen = context.screen, let types = context.symbols?.types else { return nil }
        for current in stride(from: line - 1, through: max(line - Self.switchSearchLines, 0), by: -1) {
            let text = context.lines.lineText(current)
            guard let range = text.range(of: "switch:") else { continue }
            let subject = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"'${}"))
            guard let type = screen.state[subject] ?? screen.params[subject] else { return [] }
            switch type {
            case .payloadEnumeration(let name):
                return types.payloadCases(name).map { declared in
                    let payload = declared.payload.map { "\($0.name.text): \($0.type)" }.joined(separator: ", ")
                    return CompletionItem(
                        label: declared.name.text, kind: .enumMember,
                        detail: payload.isEmpty ? name : "\(name)(\(payload))")
                }
            case .enumeration(let name):
                return types.enumerationCases(name).map { CompletionItem(label: $0, kind: .enumMember, detail: name) }
            default:
                return []
            }
        }
        return nil
    }

    /// How far above `cases:` its `switch:` is looked for.
    private static let switchSearchLines = 8
}
