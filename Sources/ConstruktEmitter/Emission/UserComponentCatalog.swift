import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// The catalog screens are emitted against: the app's, plus each of its `component:` files as a
/// `viewBuilder` component whose params are its initializer's arguments, in declaration order
/// (CATALOG-FORMAT.md §7), so a node `OptionRow: { title: Camera }` becomes
/// `OptionRow(title: "Camera")` with UIView's modifiers after it.
enum UserComponentCatalog {
    static func of(_ app: CheckedApp) -> ComponentCatalog {
        var catalog = app.catalog
        for component in app.screens where component.kind == .component {
            let location = SourceLocation(
                path: component.path,
                range: component.body?.range ?? SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
            let definition = CatalogDefinition(catalog: "app", location: location)
            let parameters = component.params.map { param in
                UserComponentParameter(
                    name: param.name,
                    type: TypeExpression(parsing: param.type.description) ?? .named(param.type.description),
                    defaultValue: nil, definition: definition, isLive: param.isLive)
            }
            // A signal whose type has no Swift spelling cannot be registered; the checker rules that out.
            let signals = component.signals.map { signal in
                UserComponentSignal(
                    name: signal.name,
                    value: TypeExpression(parsing: signal.type.description) ?? .named(signal.type.description),
                    swiftType: signal.type == .void ? nil : try? SwiftTypeName.of(signal.type), definition: definition)
            }
            let slots = component.slots.map { slot in
                UserComponentSlot(
                    name: slot.name.text, many: slot.count == .many, required: slot.isRequired, definition: definition)
            }
            catalog =
                catalog.adding(
                    userComponent: component.name, parameters: parameters, signals: signals, slots: slots,
                    doc: component.description,
                    definition: definition) ?? catalog
        }
        return catalog
    }
}
