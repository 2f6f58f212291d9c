import ConstruktChecker

/// The views a `component:` node gives one of the component's slots, with the environment of
/// that node: they are the using screen's views, reading its state and sending its actions
/// wherever the component's body places them.
final class SlotFill: Sendable {
    let nodes: [CheckedNode]
    let environment: TreeEnvironment

    init(nodes: [CheckedNode], environment: TreeEnvironment) {
        self.nodes = nodes
        self.environment = environment
    }

    /// The fills of a `component:` node's slots, given where the node stands.
    static func fills(of component: CheckedComponent, in environment: TreeEnvironment) -> [String: SlotFill] {
        var fills: [String: SlotFill] = [:]
        for member in component.members {
            guard case .slot(_, let nodes) = member.kind else { continue }
            fills[member.name] = SlotFill(nodes: nodes, environment: environment)
        }
        return fills
    }
}
