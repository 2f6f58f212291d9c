import ConstruktDiagnostics

extension RuntimeNode {
    /// What a scenario author needs when no visible node matches `query`: that only hidden nodes
    /// do, or the query with the visible text, id or type nearest the one written (`{ id: inc }`
    /// for `{ id: incr }`); `nil` when nothing is close.
    func nearMiss(for query: NodeQuery) -> String? {
        if allNodes.contains(where: query.matches) { return "only hidden nodes match it" }
        let visible = visibleMatches(NodeQuery()).map(\.node)
        func nearest(to written: String, _ attribute: (RuntimeNode) -> String?) -> String? {
            NameSuggestion.nearest(to: written, among: Set(visible.compactMap(attribute))).first
        }
        var meant = query
        if let text = query.text, let near = nearest(to: text, { $0.attributes["text"].flatMap(Self.shownText) }) {
            meant.text = near
        } else if let id = query.id, let near = nearest(to: id, { $0.attributes["id"].flatMap(Self.shownText) }) {
            meant.id = near
        } else if let type = query.type, let near = nearest(to: type, \.type) {
            meant.type = near
        }
        guard meant != query, !visibleMatches(meant).isEmpty else { return nil }
        return "did you mean \(meant)?"
    }

    /// An attribute as a finder compares it; `nil` for an unset one.
    private static func shownText(_ value: RuntimeValue) -> String? {
        value == .null ? nil : value.interpolated
    }
}
