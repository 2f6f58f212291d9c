/// What `send:` makes of one screen's (or component's, or routes file's) actions: each runs the
/// actions it sends at once, inside itself (those under `after:` run later, in a transaction of
/// their own). Lint refuses the actions that could never finish (CK0418), and the generated Swift
/// counts how deep its actions nest where they could nest deeper than the runtime allows.
public struct SendGraph: Sendable {
    /// How many actions may nest, each run by a `send:` of the one around it, before the
    /// transaction is rejected, by the runtime and the generated Swift alike.
    public static let maximumDepth = 32

    /// The actions in declaration order.
    public let actions: [CheckedScreen.Action]
    /// Each action's body, by name.
    private let bodies: [String: [CheckedStatement]]
    /// The own actions each action may send at once, in the order its body names them.
    public let sends: [String: [String]]

    public init(_ actions: [CheckedScreen.Action]) {
        self.actions = actions
        let bodies = Dictionary(actions.map { ($0.name, $0.body) }, uniquingKeysWith: { first, _ in first })
        self.bodies = bodies
        var sends: [String: [String]] = [:]
        for action in actions {
            var sent: [String] = []
            Self.visitSends(in: action.body) { _, name in
                if bodies[name] != nil, !sent.contains(name) { sent.append(name) }
            }
            sends[action.name] = sent
        }
        self.sends = sends
    }

    /// Whether running an action can nest more than `depth` actions (itself counted): some action
    /// can send itself again, directly or through others, or a chain of sends is longer than that.
    public func mayNest(deeperThan depth: Int) -> Bool {
        var longest: [String: Int] = [:]
        var open: Set<String> = []
        var cyclic = false
        func chain(from name: String) -> Int {
            if let known = longest[name] { return known }
            guard open.insert(name).inserted else {
                cyclic = true
                return 0
            }
            let deepest = (sends[name] ?? []).map(chain).max() ?? 0
            open.remove(name)
            longest[name] = deepest + 1
            return deepest + 1
        }
        for action in actions where chain(from: action.name) > depth || cyclic { return true }
        return false
    }

    /// The actions that can never finish: each path through one sends, at once, an action that can
    /// never finish (itself, or another such). A statement that fails at run time (a removal out of
    /// range) only ends such an action by rejecting it, so it counts as going on.
    public func endless() -> Set<String> {
        var endless = Set(bodies.keys)
        var changed = true
        while changed {
            changed = false
            for name in endless where Self.finishes(bodies[name] ?? [], unless: endless) {
                endless.remove(name)
                changed = true
            }
        }
        return endless
    }

    /// Groups of endless actions that send each other round (a group of one sends itself), each
    /// in the order of its first action's sends, the groups in declaration order. An endless action
    /// that only sends into such a group belongs to none: the group is the mistake.
    public func cycles() -> [[String]] {
        let endless = endless()
        var grouped: Set<String> = []
        var cycles: [[String]] = []
        for action in actions where endless.contains(action.name) && !grouped.contains(action.name) {
            let reached = reachable(from: action.name, within: endless)
            guard reached.contains(action.name) else { continue }
            let group = actions.map(\.name).filter {
                reached.contains($0) && reachable(from: $0, within: endless).contains(action.name)
            }
            grouped.formUnion(group)
            cycles.append([action.name] + group.filter { $0 != action.name })
        }
        return cycles
    }

    /// The first statement of `action` that sends, at once, one of `targets`.
    public func firstSend(in action: String, to targets: Set<String>) -> CheckedStatement? {
        var found: CheckedStatement?
        Self.visitSends(in: bodies[action] ?? []) { statement, name in
            if found == nil, targets.contains(name) { found = statement }
        }
        return found
    }

    /// The actions reached from `start` by sends (not `start` itself unless a send leads back to it).
    private func reachable(from start: String, within allowed: Set<String>) -> Set<String> {
        var seen: Set<String> = []
        var frontier = (sends[start] ?? []).filter(allowed.contains)
        while let name = frontier.popLast() {
            guard seen.insert(name).inserted else { continue }
            frontier += (sends[name] ?? []).filter(allowed.contains)
        }
        return seen
    }

    /// Whether some path through `statements` reaches their end without sending one of `endless`.
    private static func finishes(_ statements: [CheckedStatement], unless endless: Set<String>) -> Bool {
        statements.allSatisfy { statement in
            switch statement.kind {
            case .send(let action, _):
                return !endless.contains(action)
            case .conditional(_, let then, let otherwise):
                return finishes(then, unless: endless) || finishes(otherwise, unless: endless)
            case .switchOver(let checked):
                // A switch lists every case, or has a default that runs for the others (CK0420).
                return checked.cases.contains { finishes($0.body, unless: endless) }
                    || checked.fallback.map { finishes($0, unless: endless) } ?? false
            default:
                // `after:` runs later, in a transaction of its own; the rest send nothing.
                return true
            }
        }
    }

    /// Each `send:` run at once by `statements` (in `if` and `switch` branches, not under `after:`).
    private static func visitSends(
        in statements: [CheckedStatement], _ visit: (CheckedStatement, String) -> Void
    ) {
        for statement in statements {
            switch statement.kind {
            case .send(let action, _):
                visit(statement, action)
            case .conditional(_, let then, let otherwise):
                visitSends(in: then, visit)
                visitSends(in: otherwise, visit)
            case .switchOver(let checked):
                for body in checked.cases.map(\.body) + [checked.fallback].compactMap({ $0 }) {
                    visitSends(in: body, visit)
                }
            default:
                break
            }
        }
    }
}
