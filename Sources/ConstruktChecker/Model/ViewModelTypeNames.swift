/// The name of the view model class generated for each screen and component of an app
/// (Docs/generated-swift.md, A screen): `SearchViewModel` for `Search`, and for `SearchView` too,
/// whose `View` is not said twice. A name ending in `View` keeps it (`SearchViewViewModel`) when
/// the shorter name is the app's already: a screen or component `Search`, or a screen, component
/// or type `SearchViewModel`.
public struct ViewModelTypeNames: Sendable {
    private let screens: Set<String>
    private let types: Set<String>

    /// The names of `screens` (screens and components) beside the app's `types` (models and enums).
    public init(screens: some Sequence<String>, types: some Sequence<String>) {
        self.screens = Set(screens)
        self.types = Set(types)
    }

    /// The view model class of the screen or component `screen`.
    public func of(_ screen: String) -> String {
        let suffix = "View"
        guard screen.hasSuffix(suffix), screen.count > suffix.count else { return screen + "ViewModel" }
        let base = String(screen.dropLast(suffix.count))
        let shorter = base + "ViewModel"
        return screens.contains(base) || screens.contains(shorter) || types.contains(shorter)
            ? screen + "ViewModel" : shorter
    }
}

extension CheckedApp {
    /// The view model classes of the app's screens and components.
    public var viewModelTypeNames: ViewModelTypeNames {
        ViewModelTypeNames(screens: screens.map(\.name), types: types.map(\.name))
    }
}
