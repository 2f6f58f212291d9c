import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// How the view struct reaches a screen's names: params and state through `viewModel`, derived
/// values as the view model's bindings, and `$state` as its projections.
enum ViewNames {
    /// The writer of constant values in the view: params are `viewModel.<param>` (or, in a
    /// component's struct, whose params are its own properties, `paramOwner` is empty and they are
    /// their own names), loop variables their own names (an event's `value` is `eventValue`,
    /// EventValue), catalog enums written as text their Swift spelling.
    static func constants(_ catalog: ComponentCatalog, paramOwner: String = "viewModel.", eventValue: String? = nil)
        -> SwiftExpressionWriter
    {
        SwiftExpressionWriter(catalog: catalog) {
            (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            try constant(name, scope, at: range, paramOwner: paramOwner, eventValue: eventValue)
        }
    }

    /// The writer of an event's `send:` arguments: what `constants` writes, and state as its
    /// current value, `viewModel.<state>`, read when the event fires (as the runtime reads it).
    static func eventArguments(
        _ catalog: ComponentCatalog, paramOwner: String = "viewModel.", eventValue: String?,
        capturedLoopVariables: [String: String] = [:]
    ) -> SwiftExpressionWriter {
        SwiftExpressionWriter(catalog: catalog) {
            (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            if scope == .loopVariable, let captured = capturedLoopVariables[name] { return captured }
            guard scope == .state || scope == .liveParam else {
                return try constant(name, scope, at: range, paramOwner: paramOwner, eventValue: eventValue)
            }
            return "viewModel." + (try Identifiers.source(name))
        }
    }

    /// A name read by a constant in the view.
    private static func constant(
        _ name: String, _ scope: Scope.Kind, at range: SourceRange, paramOwner: String, eventValue: String?
    ) throws(EmitterError) -> String {
        switch scope {
        case .param: return paramOwner + (try Identifiers.source(name))
        case .loopVariable where name == "value" && eventValue != nil: return eventValue ?? name
        case .loopVariable: return try Identifiers.local(name)
        case .centerDistance: return try Identifiers.local(name) + ".wrappedValue"
        default:
            throw EmitterError.checkerInvariant(
                "reading the \(scope.rawValue) '\(name)' in an event's arguments", at: range)
        }
    }

    /// The binding of a live value in the view; `payloads` spells the kept payload fields in scope.
    static func binding(of value: TypedValue, catalog: ComponentCatalog, payloads: KeptPayloads)
        throws(EmitterError) -> LiveBinding
    {
        for expression in value.expressions.flatMap(\.subtree) {
            if case .reference(let name, .payloadField) = expression.kind, payloads.bindings[name] == nil {
                throw EmitterError.checkerInvariant(
                    "the payload field '\(name)' outside its kept branch", at: value.range)
            }
        }
        return try LiveBinding(
            value,
            catalog: catalog,
            allowsDirectSource: true,
            source: { identifier, scope in
                switch scope {
                case .state, .liveParam: "viewModel.$" + identifier.name
                case .payloadField: payloads.bindings[identifier.name] ?? identifier.name
                // The Property the carousel cell's closure was given (SectionScrolling).
                case .centerDistance: (try? Identifiers.local(identifier.name)) ?? identifier.source
                default: "viewModel." + identifier.source
                }
            },
            param: { "viewModel." + $0 }
        )
    }
}
