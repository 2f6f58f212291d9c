/// The params, state and derived values of a screen or `component:` instance at one moment. The
/// names whose values differ between two snapshots are what a change touched, and so what the
/// live tree updates.
struct ValuesSnapshot: Sendable {
    var params: [String: RuntimeValue]
    var state: [String: RuntimeValue]
    var derived: [String: RuntimeValue]

    /// The names whose value differs in `later` (a name present in only one counts as changed).
    /// An unchanged list or record shares its storage with the earlier one, so comparing it is quick.
    func changedNames(in later: ValuesSnapshot) -> Set<String> {
        var names: Set<String> = []
        for (earlier, now) in [(params, later.params), (state, later.state), (derived, later.derived)] {
            for (name, value) in now where earlier[name] != value { names.insert(name) }
            for name in earlier.keys where now[name] == nil { names.insert(name) }
        }
        return names
    }
}
