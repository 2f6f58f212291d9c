import ConstruktChecker
import ConstruktDiagnostics

/// A `forEach` over live items, and a live `if` with several nodes in a branch: inside a stack, a
/// `DynamicContainerView` over the binding, rebuilt when the value changes, holding a stack like
/// the enclosing one (its kind and its constant spacing) around the nodes, because a ContainerView
/// overlays its views:
///
///     DynamicContainerView(viewModel.$recentSearches.distinctUntilChanged()) { (recentSearches: [String]) in
///         VStackView(spacing: 8.0) {
///             for recent in recentSearches {
///                 ButtonView(recent)
///             }
///         }
///     }
///
/// Inside the closure the items (or the condition) are a constant, so the nodes are Swift's own
/// `for` (or `if`), each row built from its item. Anywhere else (a ContainerView, a Screen's
/// content, a ScrollView) the parent overlays its views, edge to edge, so the nodes overlay in a
/// `ZStackView`: once it appeared, a DynamicContainerView shows only the first view of what it
/// builds, and keeps its content when it builds none (1.2.6's `transition(to:)`).
extension ComponentExpression {
    /// Writes a live `forEach` node.
    func writeLiveForEach(
        _ loop: CheckedLoop, body: [CheckedNode], at node: CheckedNode, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        let binding = try binding(of: loop.items)
        var name = "items"
        if case .expression(let expression) = loop.items.kind, case .reference(let source, _) = expression.kind {
            name = source
        }
        if name == loop.variable { name += "List" }
        name = Self.freeLocal(name, in: body)
        let local = TypedValue(
            .expression(
                TypedExpression(.reference(name, .loopVariable), type: loop.items.type, range: loop.items.range)),
            type: loop.items.type, range: loop.items.range)
        var constantLoop = loop
        constantLoop.items = local
        var rows = node
        rows.kind = .forEach(constantLoop, body: body)
        try writeDynamicContainer(
            binding: binding, parameter: "\(try Identifiers.local(name)): \(try SwiftTypeName.of(loop.items.type))",
            content: [rows], at: node, to: &writer)
    }

    /// Writes a live `if` node with several nodes in a branch.
    func writeLiveConditional(
        _ condition: TypedValue, then: [CheckedNode], else otherwise: [CheckedNode], at node: CheckedNode,
        to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        let binding = try binding(of: condition)
        let flag = Self.freeLocal("isTrue", in: then + otherwise)
        let local = TypedValue(
            .expression(TypedExpression(.reference(flag, .loopVariable), type: .bool, range: condition.range)),
            type: .bool, range: condition.range)
        var branches = node
        branches.kind = .conditional(local, then: then, else: otherwise)
        try writeDynamicContainer(
            binding: binding, parameter: "\(try Identifiers.local(flag)): Bool", content: [branches], at: node,
            to: &writer)
    }

    /// `DynamicContainerView(<binding>) { (<parameter>) in <stack like the enclosing one> { <content> } }`.
    func writeDynamicContainer(
        binding: LiveBinding, parameter: String, content: [CheckedNode], at node: CheckedNode,
        to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        writer.line(
            "\(appTypes.library("DynamicContainerView", in: "ConstruktKit"))(\(binding.swift).distinctUntilChanged()) { (\(parameter)) in"
        )
        try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            try writeOneView(holding: content, at: node, to: &writer)
        }
        writer.line("}")
    }

    /// `content` as one view, as a `DynamicContainerView` shows only one (`isOneViewOrNone`): in a
    /// stack like the enclosing one, or a `ZStackView` where the enclosing component overlays its
    /// views.
    func writeOneView(holding content: [CheckedNode], at node: CheckedNode, to writer: inout SwiftCodeWriter)
        throws(EmitterError)
    {
        if let stack = try stackLikeEnclosing(holding: content, at: node) {
            return try write(stack, inResultBuilder: true, to: &writer)
        }
        writer.line("\(appTypes.library("ZStackView", in: "ConstruktKit")) {")
        try writeIndented(content, to: &writer)
        writer.line("}")
    }

    /// A stack like the enclosing one (its kind and its constant spacing) holding `content`, or nil
    /// when the enclosing component is not a stack and overlays its views.
    func stackLikeEnclosing(holding content: [CheckedNode], at node: CheckedNode) throws(EmitterError) -> CheckedNode? {
        guard let stack = enclosingComponents.last, ["VStackView", "HStackView"].contains(stack.name) else {
            return nil
        }
        guard
            var children = stack.members.first(where: {
                if case .slot = $0.kind { $0.name == "children" } else { false }
            })
        else {
            throw EmitterError.checkerInvariant("\(stack.name) without children where a live node is", at: node.range)
        }
        children.kind = .slot(arguments: [], nodes: content)
        var stackCopy = stack
        stackCopy.members =
            stack.members.filter { member in
                guard member.name == "spacing", case .property(let value, _) = member.kind else { return false }
                return !value.isLive
            } + [children]
        var inner = node
        inner.kind = .component(stackCopy)
        return inner
    }
}
