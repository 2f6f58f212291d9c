import ConstruktChecker

/// The names of the Swift types an app declares at the top level of its module: its `types:`, its
/// screens and components with their view models and section enums, and its routes file's types.
/// A generated declaration nested in a view model or the coordinator must not take one of them
/// (it would hide the app's type there), and a library type the generated code names must be
/// qualified with its module where the app declares a type of its name.
struct AppTypeNames: Sendable {
    private let names: Set<String>
    /// The view model classes of the app's screens and components.
    let viewModels: ViewModelTypeNames

    /// An app that declares no types: nothing is hidden, nothing needs its module.
    static let none = AppTypeNames(names: [], viewModels: ViewModelTypeNames(screens: [], types: []))

    private init(names: Set<String>, viewModels: ViewModelTypeNames) {
        self.names = names
        self.viewModels = viewModels
    }

    init(_ app: CheckedApp) {
        var names = Set(app.types.map(\.name))
        viewModels = app.viewModelTypeNames
        for screen in app.screens {
            names.formUnion([screen.name, viewModels.of(screen.name), screen.name + "Section"])
        }
        if let routes = app.routes, let routeNames = try? RouteNames(routes: routes) {
            names.formUnion(routeNames.declared)
        }
        self.names = names
    }

    /// `name` for a type nested in a generated type: itself, or with leading underscores while the
    /// app declares a type of that name. No construkt name holds an underscore (Docs/language.md, Files and apps).
    func nested(_ name: String) -> String {
        ViewModelNames.free(name, beside: names)
    }

    /// A library type as the generated code names it: `Signal`, or `ConstruktKit.Signal` where the
    /// app declares a `Signal` of its own.
    func library(_ name: String, in module: String) -> String {
        names.contains(name) ? module + "." + name : name
    }
}
