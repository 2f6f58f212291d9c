/// The state values statements may set when they run, through the actions they send; not those of
/// `after:` bodies, which run later as transactions of their own.
enum WatchEffects {
    static func statesSet(by statements: [CheckedStatement], actions: [CheckedScreen.Action]) -> Set<String> {
        var sent: Set<String> = []
        return statesSet(by: statements, actions: actions, sent: &sent)
    }

    private static func statesSet(
        by statements: [CheckedStatement], actions: [CheckedScreen.Action], sent: inout Set<String>
    ) -> Set<String> {
        var states: Set<String> = []
        for statement in statements {
            if let state = statement.writtenState { states.insert(state) }
            if case .send(let action, _) = statement.kind, sent.insert(action).inserted,
                let body = actions.first(where: { $0.name == action })?.body
            {
                states.formUnion(statesSet(by: body, actions: actions, sent: &sent))
            }
            // What an `after:` runs later is a transaction of its own.
            if case .after = statement.kind { continue }
            states.formUnion(statesSet(by: statement.children, actions: actions, sent: &sent))
        }
        return states
    }
}
