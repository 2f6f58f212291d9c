import ConstruktCatalog
import ConstruktChecker

/// The value an event carries, `value` in its statements (CATALOG-FORMAT.md §11), as Swift: the
/// event's `valueSwift` over its closure's parameters (`context.value ?? ""`), written where the
/// statements read `value`, in parentheses when it is more than a member path. A list's event
/// (TableView's `onSelect`) carries its item, named by the list's fillings (`{{props.as}}`).
enum EventValue {
    /// `nil` when the event carries no value.
    static func swift(
        of event: Event, carried: ValueType?, on component: Component, fillings: [TemplateHole: String] = [:]
    ) throws(EmitterError) -> String? {
        guard carried != nil else { return nil }
        guard let template = event.valueSwift else {
            throw EmitterError.catalogGap("event \(event.name) of \(component.name), whose value has no Swift,")
        }
        let swift = try TemplateFilling.fill(template, fillings, component: component)
        return swift.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" } ? swift : "(" + swift + ")"
    }
}
