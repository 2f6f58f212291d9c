import ConstruktCatalog
import ConstruktChecker

/// Turns one checked screen into the text of its Swift file: the generated header, the imports,
/// `final class <Name>ViewModel` (`ViewModelWriter`) and `struct <Name>: ViewBuilder` whose `body`
/// is the screen's view tree (`ComponentExpression`).
///
/// Deterministic: everything is written in source order, so the same screen gives the same bytes.
/// What cannot be written (a use of an app catalog entry generated Swift cannot say) stops the
/// emission with an `EmitterError`, which `lint` reports too (CK0720).
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

    /// The app's own types, beside which library types are named (`AppTypeNames.library`).
    let appTypes: AppTypeNames
    /// The app's models that hold themselves, which a screen file's `types:` may declare.
    let recursiveModels: RecursiveModels

    public init(
        catalog: ComponentCatalog, routes: CheckedRoutes? = nil, options: GeneratedCodeOptions = .standard,
        screens: [CheckedScreen] = []
    ) {
        self.init(
            catalog: catalog, routes: routes, options: options, appTypes: .none, recursiveModels: .none,
            screens: screens)
    }

    init(
        catalog: ComponentCatalog, routes: CheckedRoutes?, options: GeneratedCodeOptions, appTypes: AppTypeNames,
        recursiveModels: RecursiveModels,
        screens: [CheckedScreen]
    ) {
        self.catalog = catalog
        self.routes = routes
        self.options = options
        self.appTypes = appTypes
        self.recursiveModels = recursiveModels
        self.screens = screens
    }

    /// The Swift file of `screen`, whose header names `sourcePath`; the model types the screen
    /// file declares under `types:` (`modelTypes`) end it.
    public func emit(_ screen: CheckedScreen, sourcePath: RelativeSourcePath, modelTypes: [CheckedModelType] = [])
        throws(EmitterError) -> String
    {
        var routeNames: RouteNames?
        if let routes { routeNames = try RouteNames(routes: routes, screens: screens) }
        guard screen.kind == .screen else {
            var components = UserComponentEmitter(
                catalog: catalog, options: options, appTypes: appTypes, recursiveModels: recursiveModels)
            components.routeNames = routeNames
            return try components.emit(screen, sourcePath: sourcePath, modelTypes: modelTypes)
        }
        guard let body = screen.body else {
            throw EmitterError.checkerInvariant("screen \(screen.name) without a body")
        }
        let name = try Identifiers.source(screen.name)
        let viewModelType = try Identifiers.source(appTypes.viewModels.of(screen.name))
        let sectionEnumType = name + "Section"
        let view = ComponentExpression(
            catalog: catalog, screen: screen, viewModelType: viewModelType, sectionEnumType: sectionEnumType,
            keptBranchesType: name + "KeptBranches", appTypes: appTypes)
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
            screen: screen, catalog: catalog, typeName: viewModelType, names: view.names, appTypes: appTypes,
            viewNeeds: view.needs,
            sourceLocations: sourceLocations, access: options.access, routeNames: routeNames
        ).write(to: &writer)
        writer.blankLine()
        writer.docComment("A generated screen: its view tree, bound to its view model.")
        let access = options.access
        writer.line("@MainActor")
        writer.block("\(access)struct \(name): @MainActor \(appTypes.library("ViewBuilder", in: "ConstruktKit"))") {
            writer in
            writer.line("\(access)let viewModel: \(viewModelType)")
            if view.tracksSectionScrolling {
                writer.line("let \(view.sectionScrollingProperty) = \(name)SectionScrolling()")
            }
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
        view.writeHelpers(of: name, to: &writer)
        try TypesFileEmitter(catalog: catalog, options: options, recursive: recursiveModels).writeDeclarations(
            modelTypes, sourceLocations: sourceLocations, to: &writer)
        return writer.contents
    }

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
        case .switchOver(let checked):
            for node in checked.bodies.joined() { addComponentNames(in: node, to: &names) }
        case .slot:
            break
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
