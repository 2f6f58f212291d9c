import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// The rules of a scroll position read as a live value (`scrollOffset: $offset` on ScrollView and
/// CollectionView): the view writes its offset into a CGFloat or Double state through its one
/// scroll closure, which the written scroll event would replace.
extension BodyRules {
    /// The scroll events that use the closure `scrollOffset` is written through, by component.
    private static let scrollHandlers = [
        "CollectionView": "onScroll", "ScrollView": "onDidScroll", "VerticalScrollView": "onDidScroll",
    ]

    /// The types a scroll offset can be written into.
    private static let offsetTypes: [ValueType] = [.cgFloat, .double]

    /// Whether `value` of `scrollOffset` names a CGFloat or Double state; reports CK0531 when not.
    mutating func checkScrollOffsetTarget(_ value: YAMLNode, of component: Component, scope: Scope) -> Bool {
        let text = value.scalarText ?? ""
        let name = text.hasPrefix("$") && !text.hasPrefix("${") ? String(text.dropFirst()) : nil
        let entry = name.flatMap { scope[$0] }
        if let entry, entry.kind == .state, Self.offsetTypes.contains(entry.type) { return true }
        let states = scope.entries.filter { $0.value.kind == .state && Self.offsetTypes.contains($0.value.type) }.keys
            .sorted()
        let found: String
        switch (name, entry) {
        case (let name?, let entry?) where entry.kind == .state: found = "'\(name)' is \(entry.type)"
        case (let name?, _?): found = "'\(name)' is not a state"
        case (let name?, nil): found = "there is no state '\(name)'"
        default: found = "it is not a whole '$name'"
        }
        report(
            .scrollOffsetTarget,
            "'scrollOffset' of \(component.name) writes into a CGFloat or Double state, and \(found)", at: value.range,
            help: states.first.map { "write 'scrollOffset: $\($0)'" }
                ?? "declare 'state: { offset: CGFloat }' and write 'scrollOffset: $offset'")
        return false
    }

    /// `scrollOffset:` and the scroll event whose closure it takes, both written on one view (CK0530).
    mutating func checkScrollHandler(_ written: [(name: String, range: SourceRange)], of component: Component) {
        guard let event = Self.scrollHandlers[component.name],
            let offset = written.first(where: { $0.name == "scrollOffset" }),
            let handler = written.first(where: { $0.name == event })
        else { return }
        report(
            .scrollHandlerTaken,
            "\(component.name) has one scroll closure, and both 'scrollOffset' (line \(offset.range.start.line)) and '\(event)' set it",
            at: handler.range,
            help: "keep 'scrollOffset' and read the offset in expressions, or remove it and keep '\(event)'")
    }

    /// Whether `value` of a section's `page` names an Int state; reports CK0536 when not.
    mutating func checkPageTarget(_ value: YAMLNode, scope: Scope) -> Bool {
        let text = value.scalarText ?? ""
        let name = text.hasPrefix("$") && !text.hasPrefix("${") ? String(text.dropFirst()) : nil
        if let entry = name.flatMap({ scope[$0] }), entry.kind == .state, entry.type == .int { return true }
        let states = scope.entries.filter { $0.value.kind == .state && $0.value.type == .int }.keys.sorted()
        report(
            .pageTarget,
            "'page' of a carousel section goes both ways with an Int state, and \(name.map { "'\($0)' is not one" } ?? "it is not a whole '$name'")",
            at: value.range,
            help: states.first.map { "write 'page: $\($0)'" }
                ?? "declare 'state: { heroPage: Int }' and write 'page: $heroPage'")
        return false
    }

    /// Gives `loop` the name its carousel's cells read their distance from its centre by
    /// (`centerDistance: distance`). After an error in the items (no loop), the name is known in
    /// `inner` but has no type, as the loop variable.
    mutating func bindCenterDistance(_ value: YAMLNode?, loop: inout CheckedLoop?, inner: inout Scope) {
        guard let value else { return }
        guard let checked = loop else {
            value.scalarText.map { inner.addUnresolved($0) }
            return
        }
        loop?.centerDistance = centerDistanceName(value, of: checked)
    }

    /// The name a carousel's cells read their distance from its centre by (`centerDistance: distance`):
    /// a lowerCamelCase name other than the loop variable's and the index's (CK0205, CK0206).
    private mutating func centerDistanceName(_ value: YAMLNode, of loop: CheckedLoop) -> String? {
        guard let name = value.scalarText, NamingRule.lowerCamelCase.accepts(name) else {
            report(
                .invalidName, "'centerDistance' names the distance each cell reads, a lowerCamelCase name",
                at: value.range, help: "write 'centerDistance: distance'")
            return nil
        }
        guard name != loop.variable, name != loop.index else {
            report(
                .duplicateName,
                "'\(name)' names both the distance from the centre and the loop's \(name == loop.variable ? "variable" : "index")",
                at: value.range, help: "give the distance a name of its own: 'centerDistance: distance'")
            return nil
        }
        return name
    }

    /// A section's `page` and `centerDistance` need a carousel layout (CK0533), its `onNearEnd` another one (CK0534),
    /// and `within:` a whole number of items of at least 1 (CK0535).
    mutating func checkSectionScrolling(_ section: CheckedComponent, written: [(name: String, range: SourceRange)]) {
        guard catalog.component(named: section.name)?.kind == .section else { return }
        let isCarousel = section.members.contains { member in
            guard member.name == "layout", case .property(let layout, _) = member.kind,
                case .form(_, _, _, let fields) = layout.kind
            else { return false }
            return fields.contains { $0.name == "carousel" }
        }
        // A layout whose value has an error of its own says nothing of what the section is.
        let layoutFailed =
            written.contains { $0.name == "layout" } && !section.members.contains { $0.name == "layout" }
        let measures = ["page": "follows the centred item", "centerDistance": "measures each item from the centre"]
        for key in ["page", "centerDistance"] where !isCarousel && !layoutFailed {
            guard let written = written.first(where: { $0.name == key }) else { continue }
            report(
                .pageWithoutCarousel,
                "'\(key)' \(measures[key] ?? "") of a carousel, and this section is not laid out as one",
                at: written.range,
                help:
                    "lay it out as a carousel, 'layout: { carousel: { itemWidth: { fractionalWidth: 0.9 }, itemHeight: 200 } }', or remove '\(key)'"
            )
        }
        if isCarousel, let nearEnd = written.first(where: { $0.name == "onNearEnd" }) {
            report(
                .nearEndOnCarousel,
                "'onNearEnd' watches a list scrolling down to its end, and this section is a carousel",
                at: nearEnd.range,
                help:
                    "read how far the carousel is with 'page: $page' (its last page is the item count minus 1), or lay it out as a list or grid"
            )
        }
        for member in section.members where member.name == "onNearEnd" {
            guard case .event(let arguments, _, _) = member.kind else { continue }
            checkNearEnd(arguments)
        }
    }

    /// `onNearEnd`'s end: `within:` a whole number of items of at least 1, or `distance:` a number
    /// of points above 0 with `throttle:` a number of seconds not below 0, not both (CK0535); a
    /// `throttle` without a `distance` changes nothing (CK0538, a warning).
    private mutating func checkNearEnd(_ arguments: [TypedValue.Field]) {
        func argument(_ name: String) -> TypedValue? { arguments.first { $0.name == name }?.value }
        if let within = argument("within") {
            if let distance = argument("distance") {
                report(
                    .nearEndDistance, "'onNearEnd' is near the end by 'within' items or by a 'distance', not both",
                    at: distance.range, help: "keep 'distance: 100' to follow a drag, or 'within: 3' to count items")
            }
            guard case .expression(let expression) = within.kind, case .integer(let count) = expression.kind,
                count >= 1
            else {
                report(
                    .nearEndDistance, "'within' of 'onNearEnd' counts the last items, a whole number of at least 1",
                    at: within.range,
                    help: "write 'within: 3' (the default) or more")
                return
            }
        }
        if let distance = argument("distance"), !(Self.literalNumber(distance).map { $0 > 0 } ?? false) {
            report(
                .nearEndDistance, "'distance' of 'onNearEnd' is a number of points above 0, written as a number",
                at: distance.range, help: "write 'distance: 100'")
        }
        guard let throttle = argument("throttle") else { return }
        if argument("distance") == nil {
            report(
                .throttleWithoutDistance,
                "'throttle' of 'onNearEnd' spaces the runs of a 'distance', and none is written",
                at: throttle.range, help: "add 'distance: 100', or remove 'throttle'")
        } else if !(Self.literalNumber(throttle).map { $0 >= 0 } ?? false) {
            report(
                .nearEndDistance, "'throttle' of 'onNearEnd' is a number of seconds, 0 or more, written as a number",
                at: throttle.range, help: "write 'throttle: 0.25'")
        }
    }

    /// The value when it is a number written as a literal.
    private static func literalNumber(_ value: TypedValue) -> Double? {
        guard case .expression(let expression) = value.kind else { return nil }
        switch expression.kind {
        case .integer(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }
}
