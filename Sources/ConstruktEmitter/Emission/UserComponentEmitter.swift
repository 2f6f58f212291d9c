import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Turns a `component:` file into the text of its Swift file, a `struct <Name>: ViewBuilder` whose
/// initializer takes the params (with their defaults). Screens use it as a node
/// (`OptionRow(title: "Camera", symbol: "camera")`) and cells host it.
///
/// A component that is a function of its params keeps them as `let`s and its body reads them
/// directly. One with state, derived values, signals or actions of its own also gets its own
/// `<Name>ViewModel` (`ViewModelWriter`), made by the struct's initializer from the params, and its
/// body is bound to it as a screen's is; so does one whose events run statements, which run as the
/// view model's transactions. One that navigates (a `back` or `route:` of its own, or
/// in a component it uses) has a view model too, whose `navigator` the initializer's `navigator:`
/// sets: the screen using it passes its own, so the component's navigation is the screen's, as
/// in the runtime. It has no lifecycle hooks: ConstruktKit runs host
/// lifecycle modifiers only on the presented root, so the checker refuses them (CK0808). Its view
/// slots are closure arguments after the params (a `@ViewResultBuilder` one for a `many` slot),
/// called once by the initializer and kept as `[View]`, `View?` or `View` for `- slot:` to place.
///
/// construkt.yaml applies as to a screen: `imports:` first, with `accessLevel: public` the struct,
/// its params, initializer and body, and its view model are public, and with `sourceLocations:
/// true` the view tree, derived values and actions carry `#sourceLocation` directives.
struct UserComponentEmitter {
    let catalog: ComponentCatalog
    let options: GeneratedCodeOptions
    /// The app's own types, beside which library types are named (`AppTypeNames.library`).
    let appTypes: AppTypeNames
    /// The app's models that hold themselves, which the file's `types:` may declare.
    let recursiveModels: RecursiveModels
    /// The app's routes: a component that navigates takes its screen's navigator.
    var routeNames: RouteNames?

    /// The Swift file of `component`, whose header names `sourcePath`; the model types the file
    /// declares under `types:` (`modelTypes`) end it.
    func emit(_ component: CheckedScreen, sourcePath: RelativeSourcePath, modelTypes: [CheckedModelType] = [])
        throws(EmitterError) -> String
    {
        guard let body = component.body else {
            throw EmitterError.checkerInvariant("component \(component.name) without a body")
        }
        let name = try Identifiers.source(component.name)
        let navigator = routeNames.flatMap { $0.navigates(component) ? $0.navigator : nil }
        let hasViewModel = Self.needsViewModel(component, body: body, navigates: navigator != nil)
        let viewModelType = try Identifiers.source(appTypes.viewModels.of(component.name))
        let sectionEnumType = name + "Section"
        let view = ComponentExpression(
            catalog: catalog, screen: component, viewModelType: viewModelType,
            paramOwner: hasViewModel ? "viewModel." : "", sectionEnumType: sectionEnumType,
            keptBranchesType: name + "KeptBranches", appTypes: appTypes)
        let sourceLocations = options.sourceLocations ? SourceLocations(file: sourcePath.description) : nil
        view.sourceLocations = sourceLocations
        view.routeNames = routeNames
        let access = options.access
        let bodyCode = try view.rootCode(body, lifecycle: [])

        // A param named `viewModel` hides the property in the initializer.
        let viewModelProperty = component.params.contains { $0.name == "viewModel" } ? "self.viewModel" : "viewModel"
        let members = try structMembers(
            of: component, viewModelType: hasViewModel ? viewModelType : nil, viewModelProperty: viewModelProperty,
            navigator: navigator)
        let signalMethods = try self.signalMethods(
            of: component, structName: name, viewModelProperty: viewModelProperty, names: view.names)

        var writer = SwiftCodeWriter(header: GeneratedFileHeader(sourcePath: sourcePath))
        for module in options.modules(needed: catalog.modules(for: ScreenEmitter.componentNames(in: body)) + ["UIKit"])
        {
            writer.line("import " + (try Identifiers.source(module)))
        }
        writer.blankLine()
        if hasViewModel {
            var viewModel = ViewModelWriter(
                screen: component, catalog: catalog, typeName: viewModelType, names: view.names, appTypes: appTypes,
                viewNeeds: view.needs)
            viewModel.sourceLocations = sourceLocations
            viewModel.access = access
            viewModel.routeNames = routeNames
            try viewModel.write(to: &writer)
            writer.blankLine()
            writer.docComment("A generated component: its view tree, bound to its own view model.")
        } else {
            writer.docComment("A generated component: its view tree over its params.")
        }
        writeStruct(name, members: members, signalMethods: signalMethods, view: view, bodyCode: bodyCode, to: &writer)
        try view.writeSectionEnum(to: &writer)
        view.writeHelpers(of: name, to: &writer)
        try TypesFileEmitter(catalog: catalog, options: options, recursive: recursiveModels).writeDeclarations(
            modelTypes, sourceLocations: sourceLocations, to: &writer)
        return writer.contents
    }

    /// Whether the component has a view model: for state, derived values, signals or actions of
    /// its own, a live param (which it follows in a `@Variable`), a param whose name the struct's
    /// members take, navigation, or an event that runs statements (as a transaction of the view
    /// model, even with no state to change: a condition can still reject, an Int overflow).
    private static func needsViewModel(_ component: CheckedScreen, body: CheckedNode, navigates: Bool) -> Bool {
        let runsStatements = body.components.contains { $0.eventBodies.contains { !$0.isEmpty } }
        return
            !(component.state.isEmpty && component.derived.isEmpty && component.signals.isEmpty
            && component.actions.isEmpty)
            || component.params.contains { $0.name == "body" || Identifiers.generatedLocals.contains($0.name) }
            || navigates || runsStatements || component.params.contains(where: \.isLive)
    }

    /// The stored properties of a component's struct, its initializer's parameters and what the
    /// initializer assigns.
    private struct StructMembers {
        var properties: [String] = []
        var parameters: [String] = []
        var assignments: [String] = []
    }

    /// The struct's members: the params as `let`s (or the view model made from them, when it has
    /// one, `viewModelType`), the navigator a navigating component takes, and the view slots.
    private func structMembers(
        of component: CheckedScreen, viewModelType: String?, viewModelProperty: String, navigator: String?
    ) throws(EmitterError) -> StructMembers {
        let access = options.access
        var members = StructMembers()
        var arguments: [String] = []
        let defaults = ViewNames.constants(catalog, paramOwner: "")
        for param in component.params {
            let identifier = try Identifiers.source(param.name)
            let type = try ViewModelWriter.parameterType(of: param, appTypes: appTypes)
            members.properties.append("\(access)let \(identifier): \(type)")
            let written = try param.defaultValue.map { (value: TypedValue) throws(EmitterError) in
                try Self.constant(value, catalog: catalog, writer: defaults)
            }
            members.parameters.append(
                try ViewModelWriter.initializerParameter(of: param, default: written, appTypes: appTypes))
            members.assignments.append("self.\(identifier) = \(identifier)")
            arguments.append("\(try Identifiers.label(param.name)): \(identifier)")
        }
        if let viewModelType {
            members.properties = ["\(access)let viewModel: \(viewModelType)"]
            members.assignments = ["\(viewModelProperty) = \(viewModelType)(\(arguments.joined(separator: ", ")))"]
        }
        let slots = try slotMembers(of: component)
        members.properties += slots.properties
        members.assignments += slots.assignments
        if let navigator {
            // The view model's navigator, under the name its params leave free; its parameter
            // comes before the slots' closures, which trail.
            let own = ViewModelNames(screen: component, appTypes: appTypes).navigator
            members.parameters.append((own == "navigator" ? "navigator" : "navigator \(own)") + ": \(navigator)? = nil")
            members.assignments.append("\(viewModelProperty).\(own) = \(own)")
        }
        members.parameters += slots.parameters
        return members
    }

    /// Each view slot's property, closure parameter and assignment: the slot's views, built once
    /// by the node using the component and placed by `- slot:`.
    private func slotMembers(of component: CheckedScreen) throws(EmitterError) -> StructMembers {
        let access = options.access
        let viewType = appTypes.library("View", in: "ConstruktKit")
        let resultBuilder = appTypes.library("ViewResultBuilder", in: "ConstruktKit")
        var members = StructMembers()
        for slot in component.slots {
            let identifier = try Identifiers.source(slot.name.text)
            let label = try Identifiers.parameterLabel(slot.name.text)
            switch slot.count {
            case .many:
                members.properties.append("\(access)let \(identifier): [\(viewType)]")
                members.parameters.append("@\(resultBuilder) \(label): () -> [\(viewType)] = { [] }")
                members.assignments.append("self.\(identifier) = \(identifier)()")
            case .optional:
                members.properties.append("\(access)let \(identifier): \(viewType)?")
                members.parameters.append("\(label): (() -> \(viewType))? = nil")
                members.assignments.append("self.\(identifier) = \(identifier)?()")
            case .one:
                members.properties.append("\(access)let \(identifier): \(viewType)")
                members.parameters.append("\(label): () -> \(viewType)")
                members.assignments.append("self.\(identifier) = \(identifier)()")
            }
        }
        return members
    }

    /// A signal's `on…` method: the node's `on: { picked: … }` registers what it runs with it.
    private func signalMethods(
        of component: CheckedScreen, structName name: String, viewModelProperty: String, names: ViewModelNames
    ) throws(EmitterError) -> [(doc: StaticString, signature: String, observation: String)] {
        let access = options.access
        var methods: [(doc: StaticString, signature: String, observation: String)] = []
        for signal in component.signals {
            let source = try Identifiers.source(signal.name)
            let method = try Identifiers.source(UserComponentSignal.registrationMethod(of: signal.name))
            let type = try SwiftTypeName.of(signal.type)
            let carries = signal.type != .void
            methods.append(
                (
                    doc: carries
                        ? "Runs `handler` with the value each time the component emits the signal this method is named after."
                        : "Runs `handler` each time the component emits the signal this method is named after.",
                    signature:
                        "\(access)func \(method)(_ handler: @escaping (\(carries ? type : "")) -> Void) -> \(name)",
                    observation:
                        "\(viewModelProperty).\(source).observe { (\(carries ? "value: \(type)" : "_: Void")) in handler(\(carries ? "value" : "")) }.store(in: \(viewModelProperty).\(names.observations))"
                ))
        }
        return methods
    }

    /// `struct <Name>: ViewBuilder`: its members, initializer, signal methods and body.
    private func writeStruct(
        _ name: String, members: StructMembers,
        signalMethods: [(doc: StaticString, signature: String, observation: String)], view: ComponentExpression,
        bodyCode: SwiftCodeWriter, to writer: inout SwiftCodeWriter
    ) {
        let access = options.access
        writer.line("@MainActor")
        writer.block("\(access)struct \(name): @MainActor \(appTypes.library("ViewBuilder", in: "ConstruktKit"))") {
            writer in
            for property in members.properties { writer.line(property) }
            if view.tracksSectionScrolling {
                writer.line("let \(view.sectionScrollingProperty) = \(name)SectionScrolling()")
            }
            if !members.properties.isEmpty { writer.blankLine() }
            writer.block("\(access)init(\(members.parameters.joined(separator: ", ")))") { writer in
                for assignment in members.assignments { writer.line(assignment) }
            }
            for method in signalMethods {
                writer.blankLine()
                writer.docComment(method.doc)
                writer.block(method.signature) { writer in
                    writer.line(method.observation)
                    writer.line("return self")
                }
            }
            writer.blankLine()
            view.writeBody(bodyCode, access: access, to: &writer)
        }
    }

    /// A param's default: a value written in one of its type's forms (`systemBlue`) or an expression.
    private static func constant(_ value: TypedValue, catalog: ComponentCatalog, writer: SwiftExpressionWriter)
        throws(EmitterError) -> String
    {
        if case .form(let type, let form, let text?, _) = value.kind {
            return try FormValueWriter(catalog: catalog).swift(type: type, form: form, text: text, at: value.range)
        }
        return try writer.value(value)
    }
}
