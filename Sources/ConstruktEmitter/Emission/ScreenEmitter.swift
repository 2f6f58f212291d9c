import ConstruktCatalog
import ConstruktChecker

/// Turns one checked screen into the text of its Swift file: the generated header, the imports,
/// `final class <Name>ViewModel` (`ViewModelWriter`) and `struct <Name>: ViewBuilder` whose `body`
/// is the screen's view tree (`ComponentExpression`).
///
/// Deterministic: everything is written in source order, so the same screen gives the same bytes.
/// A construct this slice does not support yet stops the emission with an `EmitterError`.
public struct ScreenEmitter: Sendable {
    /// The catalog the screen was checked against.
    public let catalog: ComponentCatalog
    /// The app's routes file, where navigation statements go.
    public let routes: CheckedRoutes?
    /// What construkt.yaml says about imports, access level and source locations.
    public let options: GeneratedCodeOptions
    /// The app's screens and components, for the components that navigate (they take the
    /// navigator of the screen that uses them).
    public let screens: [CheckedScreen]

    public init(catalog: ComponentCatalog, routes: CheckedRoutes? = nil, options: GeneratedCodeOptions = .standard, screens: [CheckedScreen] = []) {
        self.catalog = catalog
        self.routes = routes
        self.options = options
        self.screens = screens
    }

    /// The Swift file of `screen`, whose header names `sourcePath`; the model types the screen
    /// file declares under `types:` (`modelTypes`) end it.
    public func emit(_ screen: CheckedScreen, sourcePath: RelativeSourcePath, modelTypes: [CheckedModelType] = []) throws(EmitterError) -> String {
        var routeNames: RouteNames?
        if let routes { routeNames = try RouteNames(routes: routes, screens: screens) }
        guard screen.kind == .screen else {
            return try UserComponentEmitter(catalog: catalog, options: options, routeNames: routeNames).emit(screen, sourcePath: sourcePath)
        }
        guard let body = screen.body else {
            throw EmitterError("screen \(screen.name) has no body to emit")
        }
        let name = try Identifiers.source(screen.name)
        let viewModelType = name + "ViewModel"
        let sectionEnumType = name + "Section"
        for type in [screen.name, viewModelType, sectionEnumType] where catalog.components.contains(where: { $0.swift == type }) || Self.libraryTypes.contains(type) {
            throw EmitterError("screen \(screen.name) would declare \(type), which hides ConstruktKit's or UIKit's own \(type); rename the screen")
        }
        for type in [screen.name, viewModelType] where routeNames?.declared.contains(type) == true {
            throw EmitterError("screen \(screen.name) would declare \(type), which the routes file declares too; rename the screen")
        }
        let view = ComponentExpression(catalog: catalog, screen: screen, viewModelType: viewModelType, sectionEnumType: sectionEnumType)
        view.routeNames = routeNames
        let sourceLocations = options.sourceLocations ? SourceLocations(file: sourcePath.description) : nil
        view.sourceLocations = sourceLocations
        let bodyCode = try view.rootCode(body, lifecycle: screen.lifecycle)

        var writer = SwiftCodeWriter(header: GeneratedFileHeader(sourcePath: sourcePath))
        for module in options.modules(needed: catalog.modules(for: Self.componentNames(in: body)) + ["UIKit"]) {
            writer.line("import " + (try Identifiers.source(module)))
        }
        writer.blankLine()
        try ViewModelWriter(
            screen: screen, catalog: catalog, typeName: viewModelType, viewUsesOverflowCheck: view.usesOverflowCheck, viewUsesRemoval: view.usesRemoval,
            viewUsesNavigationRejection: view.usesNavigationRejection,
            viewUsesTransaction: view.usesTransaction, sourceLocations: sourceLocations, access: options.access, routeNames: routeNames
        ).write(to: &writer)
        writer.blankLine()
        writer.docComment("A generated screen: its view tree, bound to its view model.")
        let access = options.access
        writer.block("\(access)struct \(name): ViewBuilder") { writer in
            writer.line("\(access)let viewModel: \(viewModelType)")
            if !access.isEmpty {
                writer.blankLine()
                writer.block("\(access)init(viewModel: \(viewModelType))") { writer in
                    writer.line("self.viewModel = viewModel")
                }
            }
            writer.blankLine()
            view.writeBody(bodyCode, access: access, to: &writer)
        }
        try view.writeSectionEnum(to: &writer)
        try TypesFileEmitter(catalog: catalog, options: options).writeDeclarations(modelTypes, sourceLocations: sourceLocations, to: &writer)
        return writer.contents
    }

    /// Types the generated file uses by name besides the catalog's components; a screen must not
    /// declare one of them.
    static let libraryTypes: Set<String> = [
        "View", "ViewBuilder", "ViewModifier", "Variable", "Signal", "Property", "AnyViewBinding",
        "ViewBuilderContext", "ViewBuilderValueContext", "DynamicContainerView", "UIView", "UIButton", "UIColor", "UIFont",
        "UIImage", "UIEdgeInsets", "URL", "Date", "UUID", "String", "Int", "Double", "Bool",
    ]

    /// The component names of a tree in first-use order, for its imports.
    static func componentNames(in node: CheckedNode) -> [String] {
        var names: [String] = []
        addComponentNames(in: node, to: &names)
        return names
    }

    /// Adds the component names of a tree to `names`, in first-use order.
    private static func addComponentNames(in node: CheckedNode, to names: inout [String]) {
        switch node.kind {
        case .component(let component):
            addComponentNames(in: component, to: &names)
        case .conditional(_, let then, let otherwise):
            for node in then { addComponentNames(in: node, to: &names) }
            for node in otherwise { addComponentNames(in: node, to: &names) }
        case .forEach(_, let body):
            for node in body { addComponentNames(in: node, to: &names) }
        }
    }

    /// Adds a component's name, then those of the nodes in its slots and in its sections and cells.
    private static func addComponentNames(in component: CheckedComponent, to names: inout [String]) {
        names.append(component.name)
        for member in component.members {
            switch member.kind {
            case .slot(_, let nodes): for node in nodes { addComponentNames(in: node, to: &names) }
            case .entries(let entries): for entry in entries { addComponentNames(in: entry, to: &names) }
            default: break
            }
        }
    }
}
