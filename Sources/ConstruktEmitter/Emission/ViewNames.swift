import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// How the view struct reaches a screen's names: params and state through `viewModel`, derived
/// values as the view model's bindings, and `$state` as its projections.
enum ViewNames {
    /// The writer of constant values in the view: params are `viewModel.<param>` (or, in a
    /// component's struct, whose params are its own properties, `paramOwner` is empty and they are
    /// their own names), loop variables their own names, catalog enums written as text their Swift
    /// spelling.
    static func constants(_ catalog: ComponentCatalog, paramOwner: String = "viewModel.") -> SwiftExpressionWriter {
        SwiftExpressionWriter(catalog: catalog) { (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            switch scope {
            case .param: return paramOwner + (try Identifiers.source(name))
            case .loopVariable: return try Identifiers.source(name)
            default: throw EmitterError("reading the \(scope.rawValue) '\(name)' here is not supported by the emitter yet", at: range)
            }
        }
    }

    /// The binding of a live value in the view.
    static func binding(of value: TypedValue, catalog: ComponentCatalog) throws(EmitterError) -> LiveBinding {
        try LiveBinding(
            value,
            catalog: catalog,
            allowsDirectSource: true,
            source: { name, scope in scope == .state ? "viewModel.$" + name.filter { $0 != "`" } : "viewModel." + name },
            param: { "viewModel." + $0 }
        )
    }
}
