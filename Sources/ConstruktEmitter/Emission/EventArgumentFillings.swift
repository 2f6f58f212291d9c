import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// The `{{args.name}}` holes of an event's registration (CATALOG-FORMAT.md §11): each argument
/// as written (`onRefresh: { isRefreshing: $isRefreshing, do: … }`), else its default, else `nil`.
/// A `binding` argument is a ViewBinding in Swift: a live value is its binding, a constant is
/// `AnyViewBinding<T>.just(…)`.
enum EventArgumentFillings {
    static func fillings(of event: Event, written: [TypedValue.Field], catalog: ComponentCatalog, at range: SourceRange) throws(EmitterError) -> [TemplateHole: String] {
        var fillings: [TemplateHole: String] = [:]
        for argument in event.args {
            let value: String
            if let field = written.first(where: { $0.name == argument.name }) {
                if argument.binding, field.value.isLive {
                    fillings[.argument(argument.name)] = try ViewNames.binding(of: field.value, catalog: catalog).swift
                    continue
                }
                value = try ViewNames.constants(catalog).value(field.value)
            } else if let text = argument.defaultValue?.scalarText {
                value = try FormValueWriter(catalog: catalog).scalar(text, as: argument.type, form: "default", of: event.name, at: range)
            } else if argument.type.isOptional {
                value = "nil"
            } else {
                throw EmitterError("event \(event.name) needs its argument \(argument.name)", at: range)
            }
            fillings[.argument(argument.name)] = argument.binding ? "AnyViewBinding<\(try SwiftTypeName.of(argument.type))>.just(\(value))" : value
        }
        return fillings
    }
}
