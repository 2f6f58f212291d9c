/// The statements a screen runs, wherever they are written.
extension CheckedScreen {
    /// The statements of its actions, lifecycle hooks, watches, timers and the events of its view tree.
    public var statementLists: [[CheckedStatement]] {
        actions.map(\.body) + lifecycle.map(\.body) + watches.map(\.body) + timers.map(\.body)
            + (body?.components.flatMap(\.eventBodies) ?? [])
    }

    /// The ids of the views its `scrollToTop:` statements scroll, each once, in the order first
    /// written (Docs/language.md, Scrolling and paging).
    public var viewsScrolledToTop: [String] {
        var ids: [String] = []
        for statement in statementLists.joined().flatMap(\.subtree) {
            if case .scrollToTop(let view, _) = statement.kind, !ids.contains(view) { ids.append(view) }
        }
        return ids
    }
}
