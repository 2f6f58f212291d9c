import ConstruktAST
import ConstruktCatalog

/// `pullToRefresh:` of a scenario (Docs/language.md, A scenario file): the node it pulls must
/// refresh, having an event a pull fires (`onRefresh` of a CollectionView). The checker knows the
/// node by its finder's `type:`, or by the nodes written with its `id:`; a finder it cannot
/// resolve before running (a text, a computed id) is left to the runtime.
extension ScenarioRules {
    mutating func checkPullToRefresh(_ finder: Finder) -> CheckedScenario.Finder? {
        guard let target = check(finder) else { return nil }
        let refreshing = catalog.components.map(\.name).filter { !refreshEvents(of: $0).isEmpty }
        let views = refreshing.isEmpty ? "a list with a refresh event" : refreshing.joined(separator: " or ")
        if let type = finder.type, catalog.component(named: type.text) != nil,
            refreshEvents(of: type.text).isEmpty
        {
            report(
                .pullToRefreshTarget, "a \(type.text) does not refresh: 'pullToRefresh' pulls a \(views)",
                at: type.range,
                help: "pull the list that refreshes: give it an 'id:' and write 'pullToRefresh: feed'")
            return nil
        }
        guard let idNode = finder.id, let id = idNode.scalarText else { return target }
        let nodes = writtenNodes(withID: id).filter { node in finder.type.map { $0.text == node.component.text } ?? true
        }
        guard let node = nodes.first,
            !nodes.contains(where: { node in
                node.members.contains { refreshEvents(of: node.component.text).map(\.name).contains($0) }
            })
        else { return target }
        let events = refreshEvents(of: node.component.text).map(\.name)
        report(
            .pullToRefreshTarget,
            "the \(node.component.text) '\(id)' has no refresh event, so a pull does nothing: 'pullToRefresh' pulls a \(views) with \(events.first.map { "'\($0)'" } ?? "a refresh event")",
            at: idNode.range,
            help: events.first.map {
                "write '\($0): { isRefreshing: $loading, do: reload }' on the \(node.component.text) '\(id)'"
            } ?? "pull a \(views) instead, by its 'id:'")
        return nil
    }

    /// The events of a component that a pull fires.
    private func refreshEvents(of component: String) -> [Event] {
        catalog.events(of: component).filter { $0.runtime == .refresh }
    }
}
