import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// The `{{args.name}}` fillings of a slot or event written with arguments beside its nodes or
/// statements (`shimmer: { count: 5, when: $isLoading }`, `onRefresh: { isRefreshing: … }`):
/// a binding argument as its binding (a constant as `AnyViewBinding<T>.just(…)`), any other as its
/// constant, an absent one as its default.
enum ArgumentFillings {
    static func of(
        _ arguments: [Argument], written: [TypedValue.Field], catalog: ComponentCatalog, payloads: KeptPayloads,
        constants: SwiftExpressionWriter, at range: SourceRange
    ) throws(EmitterError) -> [TemplateHole: String] {
        var fillings: [TemplateHole: String] = [:]
        for argument in arguments {
            let swift: String
            if let value = written.first(where: { $0.name == argument.name })?.value {
                if argument.binding, value.isLive {
                    swift = try ViewNames.binding(of: value, catalog: catalog, payloads: payloads).swift
                } else if argument.binding {
                    swift =
                        "AnyViewBinding<\(try SwiftTypeName.of(argument.type, catalog: catalog))>.just(\(try constants.value(value)))"
                } else {
                    swift = try constants.value(value)
                }
            } else if let text = argument.defaultValue?.scalarText, case .named(let type) = argument.type {
                swift = try FormValueWriter(catalog: catalog).literal(text, of: type, at: range)
            } else {
                throw EmitterError.catalogGap(
                    "the argument '\(argument.name)', left out but with no default,", at: range)
            }
            fillings[.argument(argument.name)] = swift
        }
        return fillings
    }
}
