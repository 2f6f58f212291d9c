import ConstruktChecker
import ConstruktDiagnostics

/// A `switch` node, in a result builder: over a constant, Swift's own `switch`; over a live value,
/// as a live `if` is, a `DynamicContainerView` over the value's binding, rebuilt when the value
/// changes, whose closure switches over the value it is given (with a stack like the enclosing one
/// around it when a branch holds several nodes):
///
///     DynamicContainerView(viewModel.$results.distinctUntilChanged()) { (results: SearchResults) in
///         switch results {
///         case .loaded(let movies):
///             LabelView("\(movies.count) movies")
///         default:
///             LabelView("Search for a movie")
///         }
///     }
///
/// A case with no nodes holds an empty list of views, as a case of Swift's `switch` needs a
/// statement, or inside the `DynamicContainerView` an empty `ContainerView()` (`emptyContainer`).
extension ComponentExpression {
    func writeSwitch(_ checked: CheckedSwitch<[CheckedNode]>, at node: CheckedNode, to writer: inout SwiftCodeWriter)
        throws(EmitterError)
    {
        guard checked.subject.isLive else {
            return try writeSwitch(
                try constants.value(checked.subject), checked,
                emptyCase: "[\(appTypes.library("View", in: "ConstruktKit"))]()", to: &writer)
        }
        if checked.keepsBranches { return try writeKeptSwitch(checked, at: node, to: &writer) }
        let binding = try binding(of: checked.subject)
        var name = "value"
        if case .expression(let expression) = checked.subject.kind, case .reference(let source, _) = expression.kind {
            name = source
        }
        while checked.cases.contains(where: { $0.payload.contains(name) }) { name += "Value" }
        let parameter = "\(try Identifiers.local(name)): \(try SwiftTypeName.of(checked.subject.type))"
        let local = TypedValue(
            .expression(
                TypedExpression(
                    .reference(name, .loopVariable), type: checked.subject.type, range: checked.subject.range)),
            type: checked.subject.type, range: checked.subject.range)
        var constant = checked
        constant.subject = local
        guard checked.bodies.allSatisfy(Self.isOneViewOrNone) else {
            var branches = node
            branches.kind = .switchOver(constant)
            return try writeDynamicContainer(
                binding: binding, parameter: parameter, content: [branches], at: node, to: &writer)
        }
        writer.line(
            "\(appTypes.library("DynamicContainerView", in: "ConstruktKit"))(\(binding.swift).distinctUntilChanged()) { (\(parameter)) in"
        )
        try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            try writeSwitch(try Identifiers.local(name), constant, emptyCase: emptyContainer, to: &writer)
        }
        writer.line("}")
    }

    /// `switch <subject> { case …: <nodes> … default: <nodes> }`, a case with no nodes holding
    /// `emptyCase`, as a case of Swift's `switch` needs a statement.
    private func writeSwitch(
        _ subject: String, _ checked: CheckedSwitch<[CheckedNode]>, emptyCase: String,
        to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        writer.line("switch \(subject) {")
        for branch in checked.cases {
            let pattern = try SwitchPattern.swift(branch.name, payload: branch.payload) {
                VariableReads.readsPayloadField($0, in: branch.body)
            }
            writer.line("case \(pattern):")
            try writeBranch(branch.body, orIfEmpty: emptyCase, to: &writer)
        }
        if let fallback = checked.fallback {
            writer.line("default:")
            try writeBranch(fallback, orIfEmpty: emptyCase, to: &writer)
        }
        writer.line("}")
    }
}
