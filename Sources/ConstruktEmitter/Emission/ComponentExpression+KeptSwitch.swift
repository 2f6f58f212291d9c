import ConstruktChecker
import ConstruktDiagnostics

/// A `switch` node that keeps its branches (`keepBranches: true`, Docs/language.md, Component
/// nodes), as the Demo's `StateContainer` keeps the views it built: a `ZStackView` holding a
/// container per case, which builds the case's nodes the first time the case shows and keeps them
/// after. Each time its case shows, the screen's `KeptBranches` helper (`writeKeptBranchesHelper`)
/// brings it in front of the others: still transparent the first time, it fades in over 0.2 s and
/// the others hide when the fade ends; shown before, it shows at once and the others hide. The
/// payload fields are bindings of the value (KeptPayloads), so a new payload reaches the views in
/// place: a list applies the change and keeps its scroll position.
///
///     ZStackView {
///         let showsLoaded = viewModel.$results.map { (results: SearchResults) -> Bool in
///             if case .loaded = results { true } else { false }
///         }.distinctUntilChanged()
///         DynamicContainerView(showsLoaded.filter { $0 }.distinctUntilChanged()) { (_: Bool) in
///             LabelView(viewModel.$results.compactMap(\.loaded).map { (movies: [Movie]) -> String in … })
///         }
///         .alpha(0)
///         .onReceive(showsLoaded.filter { $0 }) { SearchKeptBranches.show($0.view) }
///     }
///
/// A case with no nodes has an empty container, which hides the others as any branch does.
/// A branch that is not one component node (several nodes, a `forEach`) stands in one view
/// (`writeOneView`), since a `DynamicContainerView` shows only the first view of what it builds
/// after it appeared.
extension ComponentExpression {
    func writeKeptSwitch(
        _ checked: CheckedSwitch<[CheckedNode]>, at node: CheckedNode, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        keepsBranches = true
        let subject = try binding(of: checked.subject)
        let enumType = try SwiftTypeName.of(checked.subject.type)
        var value = "value"
        if case .expression(let expression) = checked.subject.kind, case .reference(let source, _) = expression.kind {
            value = try Identifiers.local(source)
        }
        let listed = try checked.cases.map { (branch) throws(EmitterError) in
            "." + (try Identifiers.source(branch.name))
        }
        let allNodes = checked.bodies.flatMap { $0 }
        writer.line("\(appTypes.library("ZStackView", in: "ConstruktKit")) {")
        try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            for (branch, pattern) in zip(checked.cases, listed) {
                let shows = freeName(
                    "shows" + branch.name.prefix(1).uppercased() + branch.name.dropFirst(), in: allNodes)
                writer.line("let \(shows) = \(subject.swift).map { (\(value): \(enumType)) -> Bool in")
                writer.line("    if case \(pattern) = \(value) { true } else { false }")
                writer.line("}.distinctUntilChanged()")
                let outer = keptPayloads
                keptPayloads = try keptPayloads.adding(
                    branch, of: checked.subject, subject: subject.swift, enumType: enumType)
                defer { keptPayloads = outer }
                try writeKeptBranch(branch.body, shownBy: shows, at: node, to: &writer)
            }
            if let fallback = checked.fallback {
                let shows = freeName("showsOtherCases", in: allNodes)
                writer.line("let \(shows) = \(subject.swift).map { (\(value): \(enumType)) -> Bool in")
                writer.line("    switch \(value) { case \(listed.joined(separator: ", ")): false; default: true }")
                writer.line("}.distinctUntilChanged()")
                try writeKeptBranch(fallback, shownBy: shows, at: node, to: &writer)
            }
        }
        writer.line("}")
    }

    /// The container of one branch: built the first time `shows` holds (the only value that
    /// passes on to it), and shown by the helper each time it holds.
    private func writeKeptBranch(
        _ nodes: [CheckedNode], shownBy shows: String, at node: CheckedNode, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        if nodes.isEmpty {
            writer.line(emptyContainer)
        } else {
            writer.line(
                "\(appTypes.library("DynamicContainerView", in: "ConstruktKit"))(\(shows).filter { $0 }.distinctUntilChanged()) { (_: Bool) in"
            )
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                guard Self.isOneViewOrNone(nodes) else {
                    return try writeOneView(holding: nodes, at: node, to: &writer)
                }
                try write(nodes, to: &writer)
            }
            writer.line("}")
        }
        writer.line(".alpha(0)")
        writer.line(".onReceive(\(shows).filter { $0 }) { \(keptBranchesType).show($0.view) }")
    }

    /// `name`, or `name2`, … the first that is none of the names `body` reads, nor a param a
    /// component's struct reads by its bare name.
    private func freeName(_ name: String, in body: [CheckedNode]) -> String {
        var candidate = Self.freeLocal(name, in: body)
        var number = 1
        while paramOwner.isEmpty && screen.params.contains(where: { $0.name == candidate }) {
            number += 1
            candidate = Self.freeLocal(name + String(number), in: body)
        }
        return candidate
    }

    /// The helpers the tree of the screen or component `name` uses, after its other types: the
    /// section-scrolling one, and the one that shows a kept branch.
    func writeHelpers(of name: String, to writer: inout SwiftCodeWriter) {
        writeSectionScrolling(named: name + "SectionScrolling", to: &writer)
        writeKeptBranchesHelper(to: &writer)
    }

    /// The helper that shows a kept branch, when a `switch` of the tree keeps its branches.
    private func writeKeptBranchesHelper(to writer: inout SwiftCodeWriter) {
        guard keepsBranches else { return }
        let view = appTypes.library("UIView", in: "UIKit")
        writer.blankLine()
        writer.docComment(
            """
            Shows a branch of a `switch` that keeps its branches, as the Demo's StateContainer shows a
            view: in front of the others. A branch shown for the first time, still transparent, fades in
            over 0.2 s above the one it replaces, and the others hide when the fade ends; a branch shown
            before shows at once, and the others hide.
            """)
        writer.line("@MainActor")
        writer.block("enum \(keptBranchesType)") { writer in
            writer.block("static func show(_ branch: \(view))") { writer in
                writer.line("branch.isHidden = false")
                writer.line("branch.superview?.bringSubviewToFront(branch)")
                writer.line("guard branch.alpha == 0 else { return hideAllButTheFront(beside: branch) }")
                writer.line("\(view).animate(withDuration: 0.2) {")
                writer.line("    branch.alpha = 1")
                writer.line("} completion: { _ in")
                writer.line("    hideAllButTheFront(beside: branch)")
                writer.line("}")
            }
            writer.blankLine()
            writer.docComment("Hides the branches beside `branch` but the one shown last, in front.")
            writer.block("private static func hideAllButTheFront(beside branch: \(view))") { writer in
                writer.line("let branches = branch.superview?.subviews ?? []")
                writer.line("for other in branches.dropLast() { other.isHidden = true }")
            }
        }
    }
}
