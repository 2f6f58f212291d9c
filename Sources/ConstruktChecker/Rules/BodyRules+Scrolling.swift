import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// The rules of a scroll position read as a live value (`scrollOffset: $offset` on ScrollView and
/// CollectionView): the view writes its offset into a CGFloat or Double state through its one
/// scroll closure, which the written scroll event would replace.
extension BodyRules {
    /// The scroll events that use the closure `scrollOffset` is written through, by component.
    private static let scrollHandlers = ["CollectionView": "onScroll", "ScrollView": "onDidScroll", "VerticalScrollView": "onDidScroll"]

    /// The types a scroll offset can be written into.
    private static let offsetTypes: [ValueType] = [.cgFloat, .double]

    /// Whether `value` of `scrollOffset` names a CGFloat or Double state; reports CK0531 when not.
    mutating func checkScrollOffsetTarget(_ value: YAMLNode, of component: Component, scope: Scope) -> Bool {
        let text = value.scalarText ?? ""
        let name = text.hasPrefix("$") && !text.hasPrefix("${") ? String(text.dropFirst()) : nil
        let entry = name.flatMap { scope[$0] }
        if let entry, entry.kind == .state, Self.offsetTypes.contains(entry.type) { return true }
        let states = scope.entries.filter { $0.value.kind == .state && Self.offsetTypes.contains($0.value.type) }.keys.sorted()
        let found: String
        switch (name, entry) {
        case (let name?, let entry?) where entry.kind == .state: found = "'\(name)' is \(entry.type)"
        case (let name?, _?): found = "'\(name)' is not a state"
        case (let name?, nil): found = "there is no state '\(name)'"
        default: found = "it is not a whole '$name'"
        }
        report(.scrollOffsetTarget, "'scrollOffset' of \(component.name) writes into a CGFloat or Double state, and \(found)", at: value.range,
               help: states.first.map { "write 'scrollOffset: $\($0)'" } ?? "declare 'state: { offset: CGFloat }' and write 'scrollOffset: $offset'")
        return false
    }

    /// `scrollOffset:` and the scroll event whose closure it takes, both written on one view (CK0530).
    mutating func checkScrollHandler(_ written: [(name: String, range: SourceRange)], of component: Component) {
        guard let event = Self.scrollHandlers[component.name],
              let offset = written.first(where: { $0.name == "scrollOffset" }),
              let handler = written.first(where: { $0.name == event }) else { return }
        report(.scrollHandlerTaken, "\(component.name) has one scroll closure, and both 'scrollOffset' (line \(offset.range.start.line)) and '\(event)' set it",
               at: handler.range, help: "keep 'scrollOffset' and read the offset in expressions, or remove it and keep '\(event)'")
    }
}
