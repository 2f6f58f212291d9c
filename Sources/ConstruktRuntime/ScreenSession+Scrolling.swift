import ConstruktCatalog

/// Scrolling and paging, as a user's drag and swipe do (Docs/language.md, A scenario file, "Scrolling and paging").
extension ScreenSession {
    /// Scrolls the view the query finds: to an offset, which its `scrollOffset` state takes (or,
    /// with no `scrollOffset` written, the view keeps, as UIKit's does, until it goes away), or to
    /// its end, which brings the last items of its sections into view. The runtime lays nothing
    /// out, so the end moves no offset.
    @discardableResult
    public mutating func scroll(_ query: NodeQuery, to move: ScrollMove) throws -> [TransactionOutcome] {
        let found = try found(query)
        let node = found.node
        guard catalog.components.scrolls(node.type) else {
            let views = catalog.components.components.map(\.name).filter(catalog.components.scrolls)
            throw RuntimeFailure(
                "the \(node.type) that \(query) finds does not scroll: a 'scroll' step moves a \(views.dropLast().joined(separator: ", ")) or \(views.last ?? "scroll view"); give one an 'id:' and name it"
            )
        }
        switch move {
        case .offset(let points):
            if let state = node.twoWayBindings["scrollOffset"] {
                try change(in: node.scope) { try $0.feed([state: .double(points)]) }
            } else {
                try drag(scrollViewAt: node.address, to: points)
            }
            return []
        case .end:
            return try reachEnd(of: found.node)
        }
    }
}

extension ScreenSession {
    /// Pulls the list the query finds down past its top, as a user's drag does: its refresh
    /// control calls the list's refresh event (`onRefresh`), whose statements run. The control's
    /// spinner follows the event's `isRefreshing` state, which the statements set, as in UIKit.
    @discardableResult
    public mutating func pullToRefresh(_ query: NodeQuery) throws -> [TransactionOutcome] {
        let node = try found(query).node
        let refreshes = node.events.filter { $0.stimulus == .refresh }
        guard !refreshes.isEmpty else {
            let views = catalog.components.components.map(\.name).filter { name in
                catalog.components.events(of: name).contains { $0.runtime == .refresh }
            }
            throw RuntimeFailure(
                "the \(node.type) that \(query) finds has no refresh event written: a pull refreshes a \(views.joined(separator: " or ")) with 'onRefresh: { isRefreshing: $loading, do: reload }'"
            )
        }
        return try fireAll(refreshes, value: nil)
    }
}

extension ScreenSession {
    /// Scrolls the views with these ids (of the screen, or of the `component:` instance `scope`)
    /// to their top, as the generated view's `setContentOffset` does once a transaction with
    /// `scrollToTop:` commits: a view's `scrollOffset` state takes 0, as its scroll handler writes
    /// it, and a view without one is back at its top.
    mutating func scrollToTop(_ ids: [String], in scope: Int?) throws {
        for id in ids {
            let nodes = tree.allNodes.filter { node in
                node.scope == scope && node.attributes["id"].map { $0.interpolated == id } == true
            }
            for node in nodes {
                if let state = node.twoWayBindings["scrollOffset"] {
                    try change(in: scope) { try $0.feed([state: .double(0)]) }
                } else {
                    try drag(scrollViewAt: node.address, to: nil)
                }
            }
        }
    }

    /// Runs the `onNearEnd` of each section below `node` that has items: scrolled to the end by a
    /// drag, its last items are in view and its content's end is within any distance. One that
    /// counts its last items runs once per item count; one near by a `distance`, at most once per
    /// its `throttle` (0.25 s unless written) on the screen's clock.
    private mutating func reachEnd(of node: RuntimeNode) throws -> [TransactionOutcome] {
        var outcomes: [TransactionOutcome] = []
        for section in node.allNodes where section.section != nil {
            let count = section.children.filter { $0.selection != nil }.count
            let events = section.events.filter { $0.name == "onNearEnd" }
            guard count > 0, !events.isEmpty else { continue }
            if section.style["onNearEnd.distance"] != nil {
                let throttle = section.style["onNearEnd.throttle"].flatMap(Self.seconds) ?? 0.25
                if let last = nearEndTimes[section.address],
                    ScreenClock.milliseconds(now) < ScreenClock.milliseconds(last) + ScreenClock.milliseconds(throttle)
                {
                    continue
                }
                nearEndTimes[section.address] = now
            } else {
                guard nearEndCounts[section.address] != count else { continue }
                nearEndCounts[section.address] = count
            }
            outcomes += try fireAll(events, value: nil)
        }
        return outcomes
    }

    private static func seconds(_ value: RuntimeValue) -> Double? {
        switch value {
        case .double(let seconds): seconds
        case .int(let seconds): Double(seconds)
        default: nil
        }
    }

    /// Pages the carousel section with this id to `page`, as a swipe that centres that item does,
    /// or holds it between two items (`0.5`, halfway from the first to the second): its `page`
    /// state takes the index of the item nearest the centre, and its cells' `centerDistance` their
    /// distance from `page`.
    public mutating func page(section id: String, to page: Double) throws {
        let sections = tree.allNodes.filter { $0.section != nil }
        guard let node = sections.first(where: { $0.section == id }) else {
            let ids = sections.compactMap(\.section)
            throw RuntimeFailure(
                "no section '\(id)' in the tree"
                    + (ids.isEmpty ? "" : "; its sections are " + ids.joined(separator: ", ")))
        }
        guard node.isCarousel else {
            throw RuntimeFailure(
                "section '\(id)' is not a carousel: a 'page' step swipes a section whose layout is 'layout: { carousel: { … } }'"
            )
        }
        let count = node.children.filter { $0.selection != nil }.count
        guard page >= 0, page <= Double(count - 1) else {
            throw RuntimeFailure(
                "carousel '\(id)' has \(count) item\(count == 1 ? "" : "s"); there is no page \(CarouselPosition.text(page))"
            )
        }
        try hold(carousel: id, at: page)
        guard let state = node.twoWayBindings["page"] else { return }
        try change(in: node.scope) { try $0.feed([state: .int(CarouselPosition.centredItem(at: page))]) }
    }
}

extension RuntimeNode {
    /// Whether the node is a section laid out as a carousel (`layout: { carousel: … }`).
    var isCarousel: Bool {
        switch style["layout"] {
        case .record(let fields)?: return fields["carousel"] != nil
        case .written(let form)?: return form.hasPrefix("{carousel:") || form.contains(", carousel:")
        default: return false
        }
    }
}
