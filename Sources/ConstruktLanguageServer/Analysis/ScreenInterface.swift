import ConstruktAST
import ConstruktChecker

/// What other files see of a screen or component: its name and kind, the names and types of its
/// params, state, signals, actions and types, and where they are declared. An edit that leaves it
/// unchanged cannot change what another screen's check finds, so only the edited screen (and the
/// routes and scenarios, which look inside screens) is checked again.
struct ScreenInterface: Hashable, Sendable {
    private var parts: [String]

    init?(_ read: ReadFile) {
        guard let parsed = read.parsed, case .screen(let screen) = parsed.file, parsed.completeness == .complete else {
            return nil
        }
        func line(_ identifier: Identifier) -> String { "\(identifier.text)@\(identifier.range.start.line)" }
        var parts = ["\(screen.kind.rawValue) \(line(screen.name))"]
        parts += screen.params.map { "param \(line($0.name)): \($0.type) default \($0.defaultValue != nil)" }
        parts += screen.state.map { "state \(line($0.name)): \($0.type)" }
        parts += screen.derived.map { "derived \(line($0.name))" }
        parts += screen.signals.map { "signal \(line($0.name)): \($0.type)" }
        parts += screen.actions.map { action in
            "action \(line(action.name))(" + action.params.map { "\($0.name.text): \($0.type)" }.joined(separator: ", ")
                + ")"
        }
        parts += screen.types.map { "type \(line($0.name))" }
        self.parts = parts
    }
}
