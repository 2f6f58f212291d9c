/// What the navigation statements of one transaction may do, so that `back` at a stack's root
/// and `dismiss` with nothing presented reject the transaction when they run (the Zelkova rule).
/// It follows the transaction's own `route:`, `tab:`, `back` and `dismiss` statements as they run.
struct NavigationContext: Sendable {
    /// How many screens each stack holds: the stack modals are presented over, then each modal's.
    private(set) var stackDepths: [Int]
    /// The destinations shown by pushing; every other destination is presented as a modal.
    let pushed: Set<String>

    /// Follows a `route:` to `destination`: one more screen on the top stack, or a new modal.
    mutating func route(to destination: String) {
        if pushed.contains(destination) {
            stackDepths[stackDepths.count - 1] += 1
        } else {
            stackDepths.append(1)
        }
    }

    /// Follows a `tab:`. The selected tab's stack may hold any number of screens, so when no modal
    /// covers it, a later `back` of the same transaction counts it as its root alone (and fails),
    /// as the generated `canPerform` does.
    mutating func selectTab() {
        stackDepths[0] = 1
    }

    /// Follows a `back`, which fails at the root of the top stack.
    mutating func back() throws {
        guard let depth = stackDepths.last, depth > 1 else {
            throw RuntimeFailure("'back' at the root of its navigation stack: there is nothing to go back to")
        }
        stackDepths[stackDepths.count - 1] = depth - 1
    }

    /// Follows a `dismiss`, which fails when nothing is presented.
    mutating func dismiss() throws {
        guard stackDepths.count > 1 else { throw RuntimeFailure("'dismiss' with nothing presented") }
        stackDepths.removeLast()
    }
}
