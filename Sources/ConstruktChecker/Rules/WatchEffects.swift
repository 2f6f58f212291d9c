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
            switch statement.kind {
            case .set(let state, _), .toggle(let state), .append(let state, _), .remove(let state, _):
                states.insert(state)
            case .send(let action, _):
                guard sent.insert(action).inserted, let body = actions.first(where: { $0.name == action })?.body else {
                    continue
                }
                states.formUnion(statesSet(by: body, actions: actions, sent: &sent))
            case .conditional(_, let then, let otherwise):
                states.formUnion(statesSet(by: then + otherwise, actions: actions, sent: &sent))
            case .switchOver(let checked):
                states.formUnion(statesSet(by: Array(checked.bodies.joined()), actions: actions, sent: &sent))
            case .emit, .route, .selectTab, .back, .dismiss, .after, .scrollToTop:
                break
            }
        }
        return states
    }
}
