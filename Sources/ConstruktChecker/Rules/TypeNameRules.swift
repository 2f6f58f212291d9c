import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics

/// The app's type names against the Swift its generated code is: every `types:` model and enum,
/// screen, component and routes file becomes a type of the app's module, and so do the types the
/// generated code derives from them (`HomeViewModel`, `HomeSection`, `AppNavigation`, …).
///
/// Two of them with one name are a duplicate (CK0403). A name the generated code needs for a type
/// of its own imports is reserved (CK0205): a built-in type's (which the name always means), a
/// module's, a catalog component's or type's, and the library types the catalog's Swift templates
/// and the generated plumbing write unqualified (`UIColor`, `AnyViewBinding`, `DefaultRouter`, …).
/// The library types the emitter qualifies where the app declares one of their names (`Signal`,
/// `Variable`, `View`, `ViewBuilder`, `DynamicContainerView`, `Error`, `Set`) are not reserved.
enum TypeNameRules {
    /// The library types the generated Swift names unqualified, besides the built-in types and the
    /// catalogs' components and types (Docs/language.md, Reserved names).
    static let libraryTypes: Set<String> = [
        // Swift and CoreGraphics.
        "Any", "AnyObject", "Array", "Codable", "Dictionary", "Equatable", "Hashable", "Hasher", "Identifiable",
        "MainActor", "Optional", "RawRepresentable",
        "CGPoint", "CGSize",
        // Foundation and Dispatch.
        "CharacterSet", "DispatchQueue", "IndexPath", "ISO8601DateFormatter", "NSAttributedString", "NSNumber",
        "NSObject", "URLComponents",
        // UIKit.
        "NSCollectionLayoutEnvironment", "NSCollectionLayoutSection", "NSCollectionLayoutVisibleItem",
        "NSDirectionalEdgeInsets", "UIAction", "UIBlurEffect", "UIButton",
        "UIColor", "UIEdgeInsets", "UIFont", "UIGestureRecognizer", "UIGestureRecognizerDelegate", "UIImage",
        "UIImageView",
        "UILayoutPriority", "UINavigationController", "UIScrollView", "UISlider", "UIStepper", "UISwitch",
        "UITabBarController",
        "UITabBarItem", "UITextField", "UIVibrancyEffect", "UIView", "UIViewController", "UIVisualEffectView",
        "UIWindow",
        // ConstruktKit, and `Event`, the associated type of its RouteReceiving, which the coordinator conforms to.
        "AnyCell", "AnySection", "AnyViewBinding", "BaseCoordinator", "BuilderInternalScrollView",
        "BuilderInternalTableView",
        "BuilderInternalUIStackView", "BuilderSwipeGestureContext", "BuilderTapGestureContext", "CancelBag",
        "CollectionLayoutSectionBuilder",
        "DefaultRouter", "DynamicItemViewBuilder", "Event", "GeometryProxy", "ModalStyle", "MutableViewBinding",
        "RouteReceiving",
        "SectionConfigIdentifier", "ViewBuilderContext", "ViewBuilderEventHandling", "ViewBuilderValueContext",
    ]

    /// The modules every generated file may import, besides construkt.yaml's `imports:`.
    static let modules: Set<String> = ["Swift", "Foundation", "UIKit", "CoreGraphics", "ConstruktKit"]

    /// Reports duplicates among the app's type names and the ones derived from them, and names
    /// that are reserved, each at the name that declares it.
    static func check(_ app: AppSources, catalog: ComponentCatalog, diagnostics: inout [Diagnostic]) {
        var declared: [Declared] = []
        for (path, type) in app.types {
            declared.append(Declared(name: type.name.text, path: path, by: type.name, origin: .written))
        }
        let viewModels = ViewModelTypeNames(
            screens: app.screens.map(\.1.name.text), types: app.types.map(\.1.name.text))
        for (path, screen) in app.screens {
            declared.append(Declared(name: screen.name.text, path: path, by: screen.name, origin: .written))
            for name in [viewModels.of(screen.name.text), screen.name.text + "Section"] {
                declared.append(Declared(name: name, path: path, by: screen.name, origin: .derived))
            }
        }
        if let (path, routes) = app.routes.first {
            declared.append(Declared(name: routes.name.text, path: path, by: routes.name, origin: .routes))
            for name in GeneratedTypeNames.ofRoutes(routes.name.text) {
                declared.append(Declared(name: name, path: path, by: routes.name, origin: .derived))
            }
        }
        let modules = Self.modules.union(app.config?.imports ?? []).union(catalog.catalogs.compactMap(\.module))
        let catalogNames = CatalogNames(catalog)
        var first: [String: Declared] = [:]
        for entry in declared {
            let location = SourceLocation(path: entry.path, range: entry.by.range)
            if let reason = reservation(of: entry.name, modules: modules, catalogNames: catalogNames) {
                let what =
                    entry.origin == .derived
                    ? "'\(entry.by.text)' declares the Swift type '\(entry.name)', which"
                    : "the type name '\(entry.name)'"
                let help =
                    entry.origin == .derived ? "rename '\(entry.by.text)'" : "rename it, such as 'App\(entry.name)'"
                diagnostics.append(Diagnostic(.invalidName, "\(what) is \(reason)", at: location, help: help))
                continue
            }
            guard let earlier = first[entry.name] else {
                first[entry.name] = entry
                continue
            }
            // SymbolCollection reports two `types:` or screens of one name, and so what they derive.
            guard entry.origin != .written || earlier.origin != .written, entry.by.text != earlier.by.text else {
                continue
            }
            diagnostics.append(
                Diagnostic(
                    .duplicateDeclaration,
                    "'\(entry.name)' is declared twice in this app: '\(entry.by.text)' declares it too", at: location,
                    labels: [
                        .init(SourceLocation(path: earlier.path, range: earlier.by.range), "declares '\(entry.name)'")
                    ],
                    help: "rename one of them"))
        }
    }

    /// A Swift type name the app's code declares, and the name written in YAML that declares it.
    private struct Declared {
        enum Origin { case written, routes, derived }
        let name: String
        let path: String
        let by: Identifier
        let origin: Origin
    }

    /// Why the generated Swift cannot declare `name`, or nil when it can.
    private static func reservation(of name: String, modules: Set<String>, catalogNames: CatalogNames) -> String? {
        if ValueType.builtins[name] != nil { return "a built-in type" }
        if modules.contains(name) { return "the name of a module the generated Swift imports" }
        if let reason = catalogNames.reasons[name] { return reason }
        if libraryTypes.contains(name) { return "a library type the generated Swift names" }
        return nil
    }

    /// The names the catalog's components and types take in the generated Swift, each with why
    /// an app may not declare it: looked up once per name rather than searched for in the catalog
    /// for each of an app's thousands of type names. The first component (then type) that
    /// takes a name gives the reason, as a search in catalog order would.
    private struct CatalogNames {
        var reasons: [String: String] = [:]

        init(_ catalog: ComponentCatalog) {
            for component in catalog.components {
                let reason = "the catalog's component \(component.name), which the generated Swift names"
                if reasons[component.name] == nil { reasons[component.name] = reason }
                if reasons[component.swift] == nil { reasons[component.swift] = "the Swift type of " + reason }
            }
            for viewClass in catalog.classes where reasons[viewClass.name] == nil {
                reasons[viewClass.name] = "the catalog's view class \(viewClass.name), which the generated Swift names"
            }
            var typeReasons: [String: String] = [:]
            for type in catalog.types {
                let reason = "the catalog's type \(type.name), which the generated Swift names"
                if typeReasons[type.name] == nil { typeReasons[type.name] = reason }
                if let swift = type.swift?.split(separator: ".").first.map(String.init), typeReasons[swift] == nil {
                    typeReasons[swift] = "the Swift type of " + reason
                }
            }
            reasons.merge(typeReasons) { component, _ in component }
        }
    }
}

/// The names of the Swift types a routes file declares besides its route enum: `MailRoute` gives
/// `MailNavigation`, `MailNavigator` and `MailCoordinator`.
public enum GeneratedTypeNames {
    /// The navigation request enum's, the navigator protocol's and the coordinator's names.
    public static func ofRoutes(_ name: String) -> [String] {
        let base = name.hasSuffix("Route") && name.count > "Route".count ? String(name.dropLast("Route".count)) : name
        return [base + "Navigation", base + "Navigator", base + "Coordinator"]
    }
}
