import ConstruktChecker
import Foundation

/// Completion under a `switch`'s `cases:`: the cases of the enum its value is, each with its
/// payload's fields as the detail, for the value a `$name` (or `${name}`) of the screen reads.
extension Completion {
    /// The cases of the value the nearest `switch:` above `line` names, or nil when there is none.
    func switchCases(above line: Int) -> [CompletionItem]? {
        guard let screen = context.screen else { return nil }
        for current in stride(from: line - 1, through: max(line - Self.switchSearchLines, 0), by: -1) {
            let text = context.lines.lineText(current)
            guard let range = text.range(of: "switch:") else { continue }
            let subject = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"'${}"))
            guard let type = screen.state[subject] ?? screen.params[subject] else { return [] }
            return cases(of: type)
        }
        return nil
    }

    /// How far above `cases:` its `switch:` is looked for.
    private static let switchSearchLines = 8
}
