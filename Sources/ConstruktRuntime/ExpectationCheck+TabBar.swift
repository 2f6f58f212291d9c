import ConstruktChecker

/// `expect: { tabBar: { … } }` (Docs/language.md, A scenario file): the app's tab bar as UIKit shows
/// it. It is hidden while a screen pushed with `hidesTabBar` is on the selected tab's stack, and
/// under a presented screen, where the app's tree has no tab bar; its selected tab shows its
/// `selectedIcon`, else its `icon`; its colours are the `tabBar:` ones, or UIKit's when not written.
extension ExpectationCheck {
    func tabBarMismatch(_ fields: [TypedValue.Field]) throws -> Mismatch? {
        let position = tree.children.firstIndex { $0.kind == "tabs" }
        let bar = position.map { tree.children[$0] }
        let hidden = bar.map(\.isHidden) ?? true
        let selected = bar?.children.first { $0.attributes["selected"] == .bool(true) }
        for field in fields {
            let expected = try ScenarioRunner.constant(field.value)
            let actual: RuntimeValue?
            switch field.name {
            case "hidden": actual = .bool(hidden)
            case "selected": actual = hidden ? nil : selected?.attributes["text"]
            case "icon": actual = hidden ? nil : selected?.attributes["icon"]
            default: actual = bar?.attributes[field.name]
            }
            if let actual, WrittenValueMatch.same(actual, expected) { continue }
            let found: String
            if let actual {
                found = "tab bar \(field.name) = \(actual)"
            } else if bar == nil || (hidden && field.name != "hidden") {
                found = "no tab bar shown"
            } else {
                found = "the tab bar has no \(field.name) written"
            }
            return Mismatch(
                expected: "tab bar \(field.name) = \(expected)", found: found, focus: position.map { [$0] })
        }
        return nil
    }
}
