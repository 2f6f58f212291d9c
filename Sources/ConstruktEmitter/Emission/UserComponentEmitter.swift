import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Turns a `component:` file into the text of its Swift file: `struct <Name>: ViewBuilder` with
/// its params as `let`s, an initializer taking them (with their defaults) and a `body` that is the
/// component's view tree reading the params directly. Screens use it as a node
/// (`OptionRow(title: "Camera", symbol: "camera")`) and cells host it.
///
/// A component is a pure function of its params, as the headless runtime expands it: one with its
/// own state, derived values, signals, actions or lifecycle hooks is an `EmitterError`.
struct UserComponentEmitter {
    let catalog: ComponentCatalog

    /// The Swift file of `component`, whose header names `sourcePath`.
    func emit(_ component: CheckedScreen, sourcePath: RelativeSourcePath) throws(EmitterError) -> String {
        guard component.state.isEmpty, component.derived.isEmpty, component.signals.isEmpty, component.actions.isEmpty, component.lifecycle.isEmpty else {
            throw EmitterError("component \(component.name) has its own state, derived values, signals, actions or lifecycle hooks, which the emitter does not support yet")
        }
        guard let body = component.body else {
            throw EmitterError("component \(component.name) has no body to emit")
        }
        let name = try Identifiers.source(component.name)
        guard !ScreenEmitter.libraryTypes.contains(component.name) else {
            throw EmitterError("component \(component.name) would hide ConstruktKit's or UIKit's own \(component.name); rename the component")
        }
        let view = ComponentExpression(catalog: catalog, screen: component, viewModelType: name, paramOwner: "")
        let bodyLines = try view.rootLines(body, lifecycle: [])

        var properties: [String] = []
        var parameters: [String] = []
        var assignments: [String] = []
        let defaults = ViewNames.constants(catalog, paramOwner: "")
        for param in component.params {
            let identifier = try Identifiers.source(param.name)
            let type = try SwiftTypeName.of(param.type)
            properties.append("let \(identifier): \(type)")
            var parameter = "\(try Identifiers.label(param.name)): \(type)"
            if let value = param.defaultValue { parameter += " = " + (try Self.constant(value, catalog: catalog, writer: defaults)) }
            parameters.append(parameter)
            assignments.append("self.\(identifier) = \(identifier)")
        }

        var writer = SwiftCodeWriter(header: GeneratedFileHeader(sourcePath: sourcePath))
        for module in catalog.modules(for: ScreenEmitter.componentNames(in: body)) + ["UIKit"] {
            writer.line("import " + (try Identifiers.source(module)))
        }
        writer.blankLine()
        writer.docComment("A generated component: its view tree over its params.")
        writer.block("struct \(name): ViewBuilder") { writer in
            for property in properties { writer.line(property) }
            if !properties.isEmpty { writer.blankLine() }
            writer.block("init(\(parameters.joined(separator: ", ")))") { writer in
                for assignment in assignments { writer.line(assignment) }
            }
            writer.blankLine()
            writer.block("var body: View") { writer in
                for line in bodyLines { writer.line(line) }
            }
        }
        return writer.contents
    }

    /// A param's default: a value written in one of its type's forms (`systemBlue`) or an expression.
    private static func constant(_ value: TypedValue, catalog: ComponentCatalog, writer: SwiftExpressionWriter) throws(EmitterError) -> String {
        if case .form(let type, let form, let text?, _) = value.kind {
            return try FormValueWriter(catalog: catalog).swift(type: type, form: form, text: text, at: value.range)
        }
        return try writer.value(value)
    }
}
