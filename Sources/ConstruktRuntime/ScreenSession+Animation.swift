import ConstruktChecker

/// A number of an animated node moving from the value shown to its new one (Docs/language.md,
/// Animation), from `start` (the change's time plus the animation's delay) over its duration.
struct StyleTransition: Sendable {
    var from: Double
    var to: Double
    var start: Double
    var animation: CheckedAnimation

    /// The value shown at `time`: the old value before the start, the new one from the end on.
    /// Times are compared in whole milliseconds, which the clock counts in.
    func value(at time: Double) -> Double {
        let elapsed = ScreenClock.milliseconds(time) - ScreenClock.milliseconds(start)
        let progress = Double(elapsed) / Double(ScreenClock.milliseconds(animation.duration))
        guard progress > 0 else { return from }
        guard progress < 1 else { return to }
        // To a millionth, which a scenario can write, rather than to the last bit of a Double.
        let value = from + (to - from) * AnimationTiming.fraction(at: progress, of: animation)
        return (value * 1_000_000).rounded() / 1_000_000
    }

    func hasEnded(at time: Double) -> Bool {
        ScreenClock.milliseconds(time) >= ScreenClock.milliseconds(start) + ScreenClock.milliseconds(animation.duration)
    }
}

/// Animated values on the screen's clock: a node with `animation:` shows each of its numbers
/// (alpha, a size) moving to a new value over the animation, as UIKit's presentation layer does,
/// so a scenario that waits half an animation reads the value half way along its curve; its
/// `style` holds the new value at once, as a view's own properties do, which a still picture draws.
extension ScreenSession {
    /// Whether the screen's body, or the body of one of the app's `component:` files, has a node
    /// with an `animation:`.
    static func animates(_ screen: CheckedScreen, among catalog: RuntimeCatalog) -> Bool {
        ([screen] + catalog.userComponents.values).contains { owner in
            owner.body?.components.contains { $0.animation != nil } ?? false
        }
    }

    /// The numbers the animated nodes show now, by node address and property name.
    func animatedNumbers() -> [String: [String: Double]] {
        var numbers: [String: [String: Double]] = [:]
        for node in tree.allNodes where node.animation != nil {
            numbers[node.address] = node.style.merging(node.presented) { _, shown in shown }.compactMapValues(\.number)
        }
        return numbers
    }

    /// Starts a transition for each number of an animated node that an update changed, from the
    /// value shown before it (`shown`), then shows every transition's value at the clock's time.
    mutating func animateChanges(from shown: [String: [String: Double]]) {
        for node in tree.allNodes {
            guard let animation = node.animation, let before = shown[node.address] else { continue }
            for (name, value) in node.style {
                guard let new = value.number, let old = before[name], old != new else { continue }
                transitions[node.address, default: [:]][name] = StyleTransition(
                    from: old, to: new, start: now + animation.delay, animation: animation)
            }
        }
        presentTransitions()
    }

    /// Writes each running transition's value at the clock's time into its node's `presented`
    /// values; an ended one leaves its node showing its new value and is forgotten.
    mutating func presentTransitions() {
        guard !transitions.isEmpty else { return }
        let time = now
        let running = transitions
        tree.modifyNodes { node in
            guard let own = running[node.address] else { return }
            for (name, transition) in own {
                node.presented[name] = transition.hasEnded(at: time) ? nil : .double(transition.value(at: time))
            }
        }
        transitions = transitions.compactMapValues { own in
            let left = own.filter { !$0.value.hasEnded(at: time) }
            return left.isEmpty ? nil : left
        }
    }
}

extension RuntimeNode {
    /// Runs `body` on this node and every node below it.
    fileprivate mutating func modifyNodes(_ body: (inout RuntimeNode) -> Void) {
        body(&self)
        for index in children.indices { children[index].modifyNodes(body) }
    }
}

extension RuntimeValue {
    /// The value as a number, when it is one.
    fileprivate var number: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }
}
