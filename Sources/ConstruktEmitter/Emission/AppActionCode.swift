import ConstruktCatalog
import ConstruktChecker

/// A routes file's app actions in its coordinator: `enum Action`, the `Transaction` copies of the
/// app state with the navigation requests it queues, and `send(_:)`, which runs one as a
/// transaction the way a view model does (the same `StatementWriter`): a statement that fails, or
/// navigation that cannot run, leaves everything as it was; otherwise the navigation is performed,
/// then the state is written back at once (so a `switch` root follows the final state only).
/// With `accessLevel: public`, `Action` and `send(_:)` are public; with `sourceLocations: true`
/// each statement carries a `#sourceLocation` directive to its line in the routes file.
struct AppActionCode {
    private let cases: [String]
    private let runCases: [(label: String, lines: [String])]
    private let stateNames: [String]
    /// The state values' names as argument labels (`open`, not `` `open` ``).
    private let stateLabels: [String]
    private let stateTypes: [String]
    /// What the actions' transactions throw through.
    private let helpers: TransactionHelpers
    private let navigation: String
    private let access: String
    /// The names of the nested `Action`, `Transaction` and `Rejection` and the transaction's queue.
    private let own: ViewModelNames
    /// The name of the coordinator's app state type.
    private let stateType: String

    /// Nil when the routes file has no actions.
    init?(
        screen: CheckedScreen, names: RouteNames, appTypes: AppTypeNames, catalog: ComponentCatalog, access: String,
        sourceLocations: SourceLocations?
    ) throws(EmitterError) {
        guard !screen.actions.isEmpty else { return nil }
        var cases: [String] = []
        var runCases: [(label: String, lines: [String])] = []
        var needs: TransactionNeeds = []
        for action in screen.actions {
            guard action.params.isEmpty else {
                throw EmitterError.checkerInvariant("app action '\(action.name)' taking params")
            }
            let name = try Identifiers.source(action.name)
            cases.append("case \(name)")
            var statements = StatementWriter(
                screen: screen, catalog: catalog, names: ViewModelNames(screen: screen, appTypes: appTypes))
            statements.routeNames = names
            statements.sourceLocations = sourceLocations
            var lines = try statements.lines(action.body, depth: 0)
            if lines.isEmpty {
                lines = ["break"]
            } else if sourceLocations != nil {
                lines = SourceLocations.balanced(lines + [SourceLocations.closing])
            }
            runCases.append(("case .\(name):", lines))
            needs.formUnion(statements.needs)
        }
        var stateNames: [String] = []
        var stateLabels: [String] = []
        var stateTypes: [String] = []
        for value in screen.state {
            stateNames.append(try Identifiers.source(value.name))
            stateLabels.append(try Identifiers.label(value.name))
            stateTypes.append(try SwiftTypeName.of(value.type))
        }
        self.stateNames = stateNames
        self.stateLabels = stateLabels
        self.cases = cases
        self.runCases = runCases
        self.stateTypes = stateTypes
        navigation = names.navigation
        self.access = access
        own = ViewModelNames(screen: screen, appTypes: appTypes)
        stateType = appTypes.nested("State")
        needs.formUnion(TransactionHelpers.nestingLimit(screen.actions))
        helpers = TransactionHelpers(
            needs: needs, rejection: own.rejection,
            errorType: appTypes.library("Error", in: "Swift"), access: "private")
    }

    func write(to writer: inout SwiftCodeWriter) {
        let names = stateNames
        writer.blankLine()
        writer.docComment("What the app can do; `send(_:)` runs one.")
        writer.block("\(access)enum \(own.action)") { writer in
            for line in cases { writer.line(line) }
        }
        writer.blankLine()
        writer.docComment("Copies of the app state an action works on, and the navigation it asks for.")
        writer.block("private struct \(own.transaction)") { writer in
            for (name, type) in zip(names, stateTypes) { writer.line("var \(name): \(type)") }
            writer.line("var \(own.navigation): [\(navigation)] = []")
            if helpers.needs.contains(.nestingLimit) { writer.line("var \(own.depth) = 0") }
        }
        helpers.write(to: &writer)
        writer.blankLine()
        writer.docComment(
            "Runs an app action as one transaction: its navigation happens and the app state changes only if\nevery statement succeeds and the navigation can run."
        )
        writer.block("\(access)func send(_ action: \(own.action))") { writer in
            writer.line(
                "var transaction = \(own.transaction)(\(zip(stateLabels, names).map { "\($0): state.\($1)" }.joined(separator: ", ")))"
            )
            writer.block("do", closing: "} catch {") { writer in
                writer.line("try run(action, in: &transaction)")
            }
            writer.indented { writer in
                writer.line("return")
            }
            writer.line("}")
            writer.line(
                "guard \(navigation).canPerform(transaction.\(own.navigation), stackDepths: stackDepths) else { return }"
            )
            writer.block("for request in transaction.\(own.navigation)") { writer in
                writer.line("perform(request)")
            }
            if !names.isEmpty {
                writer.line(
                    "state = \(stateType)(\(zip(stateLabels, names).map { "\($0): transaction.\($1)" }.joined(separator: ", ")))"
                )
            }
        }
        writer.blankLine()
        writer.block("private func run(_ action: \(own.action), in transaction: inout \(own.transaction)) throws") {
            writer in
            if helpers.needs.contains(.nestingLimit) {
                for line in TransactionHelpers.nestingGuard(depth: own.depth, rejection: own.rejection) {
                    writer.line(line)
                }
            }
            writer.line("switch action {")
            for block in runCases {
                writer.line(block.label)
                writer.indented { writer in
                    for line in block.lines { writer.line(line) }
                }
            }
            writer.line("}")
        }
    }
}
