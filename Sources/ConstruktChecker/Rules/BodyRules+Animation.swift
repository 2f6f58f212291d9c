import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// A node's `animation:` (Docs/language.md, Animation): its keys read and checked (CK0830), and a
/// warning when the node has no live value it would move (CK0831).
extension BodyRules {
    /// The checked animation, or `nil` after CK0830.
    mutating func animation(_ node: YAMLNode) -> CheckedAnimation? {
        guard let entries = node.mappingEntries else {
            report(
                .animationShape, "'animation' is a mapping, not a single value", at: node.range,
                help: "write 'animation: { duration: 0.3s }'")
            return nil
        }
        let mapping = KeyedMapping.nodeAnimation
        var valid = true
        for entry in entries where mapping.key(entry.key.scalarText ?? "") == nil {
            let written = entry.key.scalarText ?? ""
            report(
                .animationShape, "'\(written)' is not a key of an animation", at: entry.key.range,
                help: NameSuggestion.help(for: written, among: mapping.names)
                    ?? "its keys are " + mapping.names.joined(separator: ", "))
            valid = false
        }
        func value(_ key: String) -> YAMLNode? { entries.first { $0.key.scalarText == key }?.value }
        guard let durationNode = value("duration") else {
            report(
                .animationShape, "an animation needs a 'duration'", at: node.range,
                help: "say how long the change takes: 'duration: 0.3s'")
            return nil
        }
        let duration = seconds(durationNode, of: "duration")
        let delay = value("delay").map { seconds($0, of: "delay") } ?? 0
        var curve = AnimationCurve.easeInOut
        if let written = value("curve") {
            if let named = written.scalarText.flatMap(AnimationCurve.init(rawValue:)) {
                curve = named
            } else {
                let names = AnimationCurve.allCases.map(\.rawValue)
                report(
                    .animationShape, "'\(written.scalarText ?? "")' is not a curve", at: written.range,
                    help: NameSuggestion.help(for: written.scalarText ?? "", among: names)
                        ?? "write one of " + names.joined(separator: ", "))
                valid = false
            }
        }
        var spring: CheckedAnimation.Spring?
        if let written = value("spring") {
            spring = self.spring(written)
            valid = valid && spring != nil
        }
        guard valid, let duration, let delay else { return nil }
        return CheckedAnimation(duration: duration, delay: delay, curve: curve, spring: spring)
    }

    /// A warning when an animated node has no live value applied by `onReceive` (CK0831).
    mutating func checkAnimated(_ component: CheckedComponent, at range: SourceRange) {
        guard component.animation != nil else { return }
        let moves = component.members.contains { member in
            if case .property(_, .onReceive) = member.kind { return true }
            return false
        }
        guard !moves else { return }
        report(
            .animationWithoutLiveValue, "\(component.name)'s animation has no live value to move", at: range,
            help: "animate a value that follows state, such as 'alpha: \"${shown ? 1 : 0}\"', or remove 'animation'")
    }

    /// A duration or delay in seconds, or `nil` after CK0830.
    private mutating func seconds(_ node: YAMLNode, of key: String) -> Double? {
        if let seconds = node.scalarText.flatMap(TimeSpan.seconds(in:)) { return seconds }
        report(
            .animationShape, "'\(key)' of an animation is a length of time above zero, not '\(node.scalarText ?? "")'",
            at: node.range, help: "write '\(key): 0.3s' or '\(key): 300ms'")
        return nil
    }

    /// A spring written as its damping ratio or in full, or `nil` after CK0830.
    private mutating func spring(_ node: YAMLNode) -> CheckedAnimation.Spring? {
        var dampingNode = node
        var velocity = 0.0
        if let entries = node.mappingEntries {
            for entry in entries where !["damping", "velocity"].contains(entry.key.scalarText ?? "") {
                report(
                    .animationShape, "'\(entry.key.scalarText ?? "")' is not a key of a spring", at: entry.key.range,
                    help: "a spring takes 'damping' and 'velocity'")
                return nil
            }
            guard let damping = entries.first(where: { $0.key.scalarText == "damping" })?.value else {
                report(
                    .animationShape, "a spring needs its 'damping'", at: node.range,
                    help: "write 'spring: { damping: 0.7 }', or the ratio alone, 'spring: 0.7'")
                return nil
            }
            dampingNode = damping
            if let written = entries.first(where: { $0.key.scalarText == "velocity" })?.value {
                guard let value = written.scalarText.flatMap(Double.init), value.isFinite else {
                    report(
                        .animationShape, "a spring's 'velocity' is a number", at: written.range,
                        help: "write 'velocity: 0.5', or leave it out for 0")
                    return nil
                }
                velocity = value
            }
        }
        guard let damping = dampingNode.scalarText.flatMap(Double.init), damping > 0, damping <= 1 else {
            report(
                .animationShape, "a spring's damping ratio is above 0 and at most 1", at: dampingNode.range,
                help: "write 'spring: 0.7' (1 settles without overshooting, less oscillates)")
            return nil
        }
        return CheckedAnimation.Spring(damping: damping, velocity: velocity)
    }
}
