/// Writes a screen's `watch:` and `timers:` (the `time` family): watches with and without a
/// debounce, each running an action or statements, and timers. A watch without a debounce only
/// counts its runs in the screen's time counter, which nothing watches, so watches never start
/// each other at once (CK0523); one with a debounce may run any action that takes no param or
/// one of the watched state's type. Timers only count their ticks.
struct TimeGenerator {
    let context: GenerationContext
    let plan: ScreenPlan
    let counter: String

    /// Durations the generator writes, in their spellings.
    static let durations = ["130ms", "270ms", "0.5s", "1.1s", "2s", "0.75"]
    /// Timer intervals.
    static let intervals = ["370ms", "1s", "1.3s", "2.2s"]

    func write(into yaml: inout YAMLText) {
        // A watch's statements count in `counter`, whose `${counter + 1}` would read the watched
        // value where the counter is named `value` (collisionNames): no watches then.
        let watchable = counter == "value" ? [] : plan.state.filter { $0.name != counter }
        var watched: [(name: String, type: ValueType)] = []
        for item in watchable where context.chance(50) { watched.append(item) }
        if !watched.isEmpty {
            yaml.line(0, "watch:")
            for item in watched { writeWatch(item, into: &yaml) }
        }
        if context.chance(60) {
            plan.hasTimers = true
            yaml.line(0, "timers:")
            for _ in 0..<context.int(1...2) {
                let name = context.names.lower(&context.random, hint: "tick")
                // Counting only: a timer runs many times in a walk, and an action appending to a
                // list from itself would make the state (and the parity scenario) grow without bound.
                yaml.line(1, "\(name): { every: \(context.pick(Self.intervals)), do: \(count) }")
            }
        }
    }

    private func writeWatch(_ item: (name: String, type: ValueType), into yaml: inout YAMLText) {
        guard context.chance(60) else {
            let form = context.chance(50) ? count : "{ do: \(count) }"
            yaml.line(1, "\(item.name): \(form)")
            return
        }
        yaml.line(1, "\(item.name): { debounce: \(context.pick(Self.durations)), do: \(handler(carrying: item.type)) }")
        yaml.mutable(.wrongType, replacement: "\(item.name): { debounce: soon, do: \(count) }")
    }

    /// An action that takes no param (or one param of `carried`'s type, given the new value), or
    /// statements counting the run.
    private func handler(carrying carried: ValueType?) -> String {
        let actions = plan.actions.filter { action in
            action.params.isEmpty || (carried != nil && action.params.count == 1 && action.params[0].type == carried)
        }
        if !actions.isEmpty, context.chance(60) { return context.pick(actions).name }
        return count
    }

    private var count: String {
        "[ { set: \(counter), to: \"${\(counter) + 1}\" } ]"
    }
}
