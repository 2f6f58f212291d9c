import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// The Swift of one component node, gathered from its members before it is written
/// (`ComponentExpression.write(_:hooks:to:)`): its initializer's arguments in the catalog's
/// property order, the views of its trailing closure or its sections, and its modifier chain.
struct ComponentCall {
    /// Views written inside the initializer rather than after it.
    enum InlineViews {
        /// A list's cell, in the closure its property's template brings (`{{slots.cell}}`).
        case cell([CheckedNode])
        /// A `component:` node's view slot: a closure argument of its own (`trailing: { … }`).
        case slotArgument([CheckedNode])
    }

    /// One initializer argument, placed at `position` among the catalog's properties.
    struct Argument {
        let position: Int
        let code: SplicedCode<InlineViews>
        /// The written property it sets; `nil` for a default, the navigator or a view slot.
        let property: ConstruktCatalog.Property?
    }

    var arguments: [Argument] = []
    var methods: [ComponentExpression.ChainItem] = []
    var modifiers: [ComponentExpression.ChainItem] = []
    /// The nodes of the trailing result-builder closure, when the node has any.
    var children: [CheckedNode]?
    /// How that closure opens: `{`, or `{ (proxy: GeometryProxy) in`.
    var childrenOpening = "{"
    /// The views the closure puts around the nodes, outermost first (CenteredView's VStackView).
    var childrenWrappers: [ChildrenWrapper] = []
    var sections: [CheckedComponent]?

    /// The written properties that are initializer arguments.
    var initializerProperties: [ConstruktCatalog.Property] { arguments.compactMap(\.property) }

    /// The arguments in the catalog's order, comma-separated.
    var argumentList: SplicedCode<InlineViews> {
        arguments.sorted { $0.position < $1.position }.map(\.code).joined(separator: ", ")
    }

    /// Puts a property's emission where the catalog places it, a chain form's links one per line.
    mutating func add(
        _ emission: ComponentExpression.PropertyEmission, for property: ConstruktCatalog.Property, position: Int,
        at range: SourceRange
    ) throws(EmitterError) {
        if emission.placement == .initializer, emission.chained.isEmpty {
            arguments.append(Argument(position: position, code: emission.code, property: property))
            return
        }
        guard emission.placement != .initializer else {
            throw EmitterError.catalogGap(
                "a chain of modifiers in \(property.name), an initializer argument,", at: range)
        }
        guard let line = emission.code.text else {
            throw EmitterError.catalogGap(
                "a list's cell in \(property.name), which is not an initializer argument,", at: range)
        }
        let links = ([line] + emission.chained).map(ComponentExpression.ChainItem.line)
        if emission.placement == .method { methods += links } else { modifiers += links }
    }

    /// Drops the written initializer arguments whose `requires` the others do not meet
    /// (`InitializerArguments.keeps`).
    mutating func dropArgumentsMissingTheirRequirements() {
        let properties = initializerProperties
        arguments.removeAll { argument in
            argument.property.map { !InitializerArguments.keeps($0, among: properties) } ?? false
        }
    }
}
