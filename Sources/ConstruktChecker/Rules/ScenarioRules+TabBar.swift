import ConstruktAST
import ConstruktDiagnostics

/// `tabBar:` of an `expect` step (Docs/language.md, A scenario file): it checks the tab bar of an
/// `app:` scenario's app whose root has tabs, names something to check (CK0608), and each value is a
/// constant of its type (CK0405): `hidden` a Bool, `selected` and `icon` text, the rest Colors.
extension ScenarioRules {
    /// What each name under `tabBar:` is.
    private static let tabBarTypes: [String: ValueType] = [
        "hidden": .bool, "selected": .string, "icon": .string, "background": .color, "tint": .color,
        "unselectedTint": .color,
    ]

    /// The typed fields, or `nil` after a diagnostic.
    mutating func checkTabBar(_ fields: [Argument], at range: SourceRange) -> [TypedValue.Field]? {
        guard case .app = scenario.subject else {
            report(
                .tabBarExpectation, "'tabBar' checks an app's tab bar, and this scenario shows one screen", at: range,
                help: "check it in an 'app:' scenario, which runs the app from its root")
            return nil
        }
        // A routes file with an error may have lost its root's tabs.
        if symbols.routesAreComplete, let routes = symbols.routes, !(routes.declaration.root.map(Self.hasTabs) ?? false)
        {
            report(
                .tabBarExpectation, "'tabBar' checks the tab bar, and the app's root has no tabs", at: range,
                help: "give the root 'tabs:', or check the screen on top with 'screen:' and 'stack:'")
            return nil
        }
        guard !fields.isEmpty else {
            report(
                .tabBarExpectation, "'tabBar' checks nothing", at: range,
                help: "name what to check: '{ hidden: false, selected: Home, icon: house.fill, tint: white }'")
            return nil
        }
        var typed: [TypedValue.Field] = []
        for field in fields {
            guard let type = Self.tabBarTypes[field.name.text] else { continue }
            guard let value = typer.check(field.value, expected: type, scope: Scope()) else { return nil }
            typed.append(TypedValue.Field(name: field.name.text, value: value))
        }
        return typed
    }

    /// Whether the root, or a case of its switch, shows tabs.
    private static func hasTabs(_ root: RootNode) -> Bool {
        switch root.kind {
        case .navigation: false
        case .tabs: true
        case .switchOn(_, let cases): cases.contains { hasTabs($0.root) }
        }
    }
}
