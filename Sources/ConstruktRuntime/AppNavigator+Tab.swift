extension AppNavigator {
    /// A tab of a tabs root: its title, its icon, and the icon it shows while selected.
    struct Tab: Sendable {
        var title: RuntimeValue
        var icon: RuntimeValue?
        var selectedIcon: RuntimeValue?
    }
}
