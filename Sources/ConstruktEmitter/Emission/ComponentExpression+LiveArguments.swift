import ConstruktChecker
import ConstruktDiagnostics

/// A `component:` node whose argument (a param) is live (`FruitTag: { name: $picked }`): its struct takes
/// constants, so the node is rebuilt with the new value, inside a `DynamicContainerView` over the
/// argument's binding (one per live argument, outermost first), whose closure parameter has the
/// argument's name:
///
///     DynamicContainerView(viewModel.$picked.distinctUntilChanged()) { (name: String) in
///         FruitTag(name: name)
///     }
///
/// As a screen's root, the DynamicContainerView is what the host shows, so the screen's lifecycle
/// hooks go after it: it stays while the component inside is rebuilt.
extension ComponentExpression {
    /// Writes `node` when it has a live argument, and says so; `false` when every argument is constant.
    func writeLiveArgument(_ node: CheckedComponent, hooks: [ChainItem], to writer: inout SwiftCodeWriter)
        throws(EmitterError) -> Bool
    {
        // Only a param is an initializer argument; UIView's modifiers written on the node bind as usual.
        guard
            let index = node.members.firstIndex(where: { member in
                guard case .property(let value, _) = member.kind else { return false }
                guard value.isLive, let property = catalog.property(named: member.name, of: node.name) else {
                    return false
                }
                // A live param (`live: true`) takes the binding itself.
                return property.constant?.placement == .initializer && property.oneWay == nil
            }), case .property(let value, _) = node.members[index].kind
        else { return false }
        let binding = try binding(of: value)
        let name = node.members[index].name
        let local = TypedExpression(.reference(name, .loopVariable), type: value.type, range: value.range)
        var constant = node
        constant.members[index].kind = .property(
            TypedValue(.expression(local), type: value.type, range: value.range), binding: .constant)
        writer.line(
            "\(appTypes.library("DynamicContainerView", in: "ConstruktKit"))(\(binding.swift).distinctUntilChanged()) { (\(try Identifiers.local(name)): \(try SwiftTypeName.of(value.type))) in"
        )
        try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in try write(constant, to: &writer) }
        writer.line("}")
        for hook in hooks { try write(hook, to: &writer) }
        return true
    }
}
