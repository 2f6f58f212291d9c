import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Writes a screen's view model: `final class <Name>ViewModel` with its params as `let`s, its state
/// as `@Variable var`s, its derived values as `AnyViewBinding` properties, a `Signal` per signal,
/// an `Action` enum and `send(_:)`.
///
/// `send(_:)` runs an action as one transaction (Docs/language.md, Events and statements), as the headless runtime does:
/// the statements work on a `Transaction` holding copies of the state and the signals to emit;
/// only when every statement succeeded is the state written back and are the signals sent. The
/// view's events that run statements of their own use the same file-private `transact(_:)`. A
/// statement that would trap in Swift (Int overflow, division by zero) throws instead, so a
/// rejected action changes nothing.
struct ViewModelWriter {
    let screen: CheckedScreen
    let catalog: ComponentCatalog
    /// The class's name, `<Name>ViewModel`.
    let typeName: String
    /// The names of its own nested types, transaction fields and navigator.
    let names: ViewModelNames
    /// The app's own types, beside which library types are named (`AppTypeNames.library`).
    let appTypes: AppTypeNames
    /// What the view's event closures and lifecycle hooks use of the view model: its helpers, and
    /// `transact(_:)`, which a screen without actions then still needs.
    let viewNeeds: TransactionNeeds
    /// When set, derived values and action statements carry `#sourceLocation` directives.
    var sourceLocations: SourceLocations?
    /// `""`, or `"public "` before each declaration the app uses (GeneratedCodeOptions.access).
    var access = ""
    /// The app's routes; a screen with navigation statements gets a `navigator` (`ScreenNavigatorCode`).
    var routeNames: RouteNames? = nil

    func write(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        let transaction = try transactionCode()
        let name = self
        var failure: EmitterError?
        writer.docComment("The state, derived values, signals and actions of a generated screen.")
        try writeHostInputs(to: &writer)
        writer.line("@MainActor")
        writer.block("\(access)final class \(typeName)") { writer in
            do throws(EmitterError) {
                try name.writeStorage(to: &writer)
                try name.writeInitializer(to: &writer)
                try name.writeDerived(to: &writer)
                if !name.screen.actions.isEmpty || name.viewNeeds.contains(.transaction) || name.time.hasWatches
                    || name.time.hasTimers
                {
                    try name.writeActions(transaction, to: &writer)
                }
                try name.time.writeMethods(to: &writer)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// The doc comment's lines that list what the host app drives (`host:`): the actions it sends
    /// and the state it feeds.
    private func writeHostInputs(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        let inputs = screen.hostInputs
        guard !inputs.actions.isEmpty || !inputs.state.isEmpty else { return }
        writer.docComment("")
        if !inputs.actions.isEmpty {
            writer.docComment(
                "Sent by the host app:", listing: try inputs.actions.map(Identifiers.identifier), prefix: ".")
        }
        if !inputs.state.isEmpty {
            writer.docComment(
                "Fed by the host app:", listing: try inputs.state.map(Identifiers.identifier), prefix: "$")
        }
    }

    /// The Swift type of a param in the initializer: its type, or for a live one the binding it
    /// follows (`AnyViewBinding<CGFloat>`).
    static func parameterType(of param: CheckedScreen.Value, appTypes: AppTypeNames) throws(EmitterError) -> String {
        let type = try SwiftTypeName.of(param.type)
        return param.isLive ? "\(appTypes.library("AnyViewBinding", in: "ConstruktKit"))<\(type)>" : type
    }

    /// A param in an initializer's parameter list, `label: Type = default`, its default `written`
    /// as Swift (a live one's in `.just(…)`).
    static func initializerParameter(of param: CheckedScreen.Value, default written: String?, appTypes: AppTypeNames)
        throws(EmitterError) -> String
    {
        let parameter =
            "\(try Identifiers.parameterLabel(param.name)): \(try parameterType(of: param, appTypes: appTypes))"
        guard let written else { return parameter }
        return parameter + " = " + (param.isLive ? ".just(\(written))" : written)
    }

    private func writeStorage(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        for param in screen.params where !param.isLive {
            writer.line("\(access)let \(try Identifiers.source(param.name)): \(try SwiftTypeName.of(param.type))")
        }
        for param in screen.params where param.isLive {
            // Its argument's binding sets it (`init`); it starts at its default or its type's zero.
            let start = try startValue(of: param)
            writer.line(
                "@\(appTypes.library("Variable", in: "ConstruktKit")) \(access)private(set) var \(try Identifiers.source(param.name)): \(try SwiftTypeName.of(param.type))"
                    + (start.map { " = " + $0 } ?? ""))
        }
        for state in screen.state {
            let declaration =
                "@\(appTypes.library("Variable", in: "ConstruktKit")) \(access)var \(try Identifiers.source(state.name)): \(try SwiftTypeName.of(state.type))"
            writer.line(declaration + (try startValue(of: state).map { " = " + $0 } ?? ""))
        }
        for signal in screen.signals {
            writer.line(
                "\(access)let \(try Identifiers.source(signal.name)) = \(appTypes.library("Signal", in: "ConstruktKit"))<\(try SwiftTypeName.of(signal.type))>()"
            )
        }
        for signal in screen.viewsScrolledToTop.compactMap({ names.scrollsToTop[$0] }) {
            writer.docComment("Scrolls a view of the body to its top (`scrollToTop:`), animated when it carries true.")
            writer.line("\(access)let \(signal) = \(appTypes.library("Signal", in: "ConstruktKit"))<Bool>()")
        }
        if screen.params.contains(where: \.isLive) {
            writer.docComment("The observations of the live params' bindings, as long as it lives.")
            writer.line("\(access)let \(names.following) = \(appTypes.library("CancelBag", in: "ConstruktKit"))()")
        }
        if screen.kind == .component, !screen.signals.isEmpty {
            writer.docComment(
                "The observations of the signals by the handlers of the component's `on` methods, as long as it lives.")
            writer.line("\(access)let \(names.observations) = \(appTypes.library("CancelBag", in: "ConstruktKit"))()")
        }
        navigator?.writeProperty(to: &writer)
        time.writeStorage(to: &writer)
    }

    /// The watches and timers.
    private var time: TimeCode {
        TimeCode(
            screen: screen, catalog: catalog, names: names, appTypes: appTypes, routeNames: routeNames,
            sourceLocations: sourceLocations, access: access)
    }

    /// The start value of a state value as its declaration writes it (`@Variable var query: String
    /// = ""`): its default, or its type's zero; `nil` when the default reads a param, which only
    /// the initializer sees.
    private func startValue(of state: CheckedScreen.Value) throws(EmitterError) -> String? {
        guard let written = state.defaultValue else { return try ZeroValue.of(state.type) }
        let constant = SwiftExpressionWriter(catalog: catalog) {
            (name: String, _: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            throw EmitterError.checkerInvariant("a constant that reads '\(name)'", at: range)
        }
        return try? constant.value(written)
    }

    /// `init` takes the params (with their defaults) and starts the state whose defaults read
    /// params.
    private func writeInitializer(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        let constant = SwiftExpressionWriter(catalog: catalog) {
            (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            throw EmitterError.checkerInvariant("a param default that reads '\(name)'", at: range)
        }
        let initial = SwiftExpressionWriter(catalog: catalog) {
            (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            guard scope == .param else {
                throw EmitterError.checkerInvariant(
                    "a state default that reads the \(scope.rawValue) '\(name)'", at: range)
            }
            return try Identifiers.source(name)
        }
        var parameters: [String] = []
        for param in screen.params {
            let written = try param.defaultValue.map { (value: TypedValue) throws(EmitterError) in
                try constant.value(value)
            }
            parameters.append(try Self.initializerParameter(of: param, default: written, appTypes: appTypes))
        }
        var lines: [String] = []
        for param in screen.params where !param.isLive {
            let name = try Identifiers.source(param.name)
            lines.append("self.\(name) = \(name)")
        }
        for state in screen.state where try startValue(of: state) == nil {
            guard let written = state.defaultValue else {
                throw EmitterError.checkerInvariant("state '\(state.name)' with no start value")
            }
            lines.append(
                "_\(state.name) = \(appTypes.library("Variable", in: "ConstruktKit"))(wrappedValue: \(try initial.value(written)))"
            )
        }
        for param in screen.params where param.isLive {
            // Property and `.just` deliver their value as they are observed, so it is set before the body reads it.
            let name = try Identifiers.source(param.name)
            lines.append(
                "\(name).observe { [weak self] (value: \(try SwiftTypeName.of(param.type))) in self?.\(name) = value }.store(in: \(names.following))"
            )
        }
        writer.blankLine()
        var body = writer.fragment()
        try body.indented { (body: inout SwiftCodeWriter) throws(EmitterError) in
            for line in lines { body.line(line) }
            try time.writeObservations(to: &body)
        }
        // Nothing to start: `init() {}`, which a public view model needs all the same.
        guard !body.isEmpty else {
            writer.line("\(access)init(\(parameters.joined(separator: ", "))) {}")
            return
        }
        writer.line("\(access)init(\(parameters.joined(separator: ", "))) {")
        writer.append(body)
        writer.line("}")
    }

    /// Each derived value is a binding over the `$state` projections and derived bindings it reads,
    /// built once, when first read.
    private func writeDerived(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        for derived in screen.derived {
            let binding = try LiveBinding(
                derived.value,
                catalog: catalog,
                allowsDirectSource: false,
                source: { identifier, scope in
                    scope == .state || scope == .liveParam ? "$" + identifier.name : "self." + identifier.source
                },
                param: { "self." + $0 }
            )
            writer.blankLine()
            let declaration =
                "\(access)private(set) lazy var \(try Identifiers.source(derived.name)): AnyViewBinding<\(try SwiftTypeName.of(binding.type, catalog: catalog))> = "
            // With source locations the binding stays on the one line its directive names.
            guard let sourceLocations else {
                for line in binding.lines(after: declaration, indentation: writer.indentation) { writer.line(line) }
                continue
            }
            writer.line(sourceLocations.directive(at: derived.value.range))
            writer.line(declaration + binding.swift)
            writer.line(SourceLocations.closing)
        }
    }

    /// The `Action` enum, `send(_:)` and `run(_:in:)` when the screen has actions, and the
    /// transaction they (and the view's events) run in.
    private func writeActions(_ transaction: TransactionCode, to writer: inout SwiftCodeWriter) throws(EmitterError) {
        let hasActions = !screen.actions.isEmpty
        writer.blankLine()
        if hasActions {
            writer.docComment("What the screen can do; `send(_:)` runs one.")
            try writeActionEnum(to: &writer)
        }
        var stateNames: [String] = []
        for state in screen.state { stateNames.append(try Identifiers.source(state.name)) }
        var stateTypes: [String] = []
        for state in screen.state { stateTypes.append(try SwiftTypeName.of(state.type)) }

        writer.blankLine()
        if let navigator {
            navigator.writeTransactionDoc(to: &writer)
        } else {
            writer.docComment("Copies of the state an action works on, and the signals it emits once it succeeds.")
        }
        let names = names
        writer.block("fileprivate struct \(names.transaction)") { writer in
            for (name, type) in zip(stateNames, stateTypes) { writer.line("var \(name): \(type)") }
            writer.line("var \(names.emissions): [() -> Void] = []")
            navigator?.writeTransactionField(to: &writer)
            if transaction.needs.contains(.nestingLimit) { writer.line("var \(names.depth) = 0") }
        }

        let helpers = TransactionHelpers(
            needs: transaction.needs, rejection: names.rejection,
            errorType: appTypes.library("Error", in: "Swift"), access: "fileprivate")
        helpers.write(to: &writer)

        if hasActions {
            writer.blankLine()
            writer.docComment(
                "Runs `action` as one transaction: the state changes and the signals fire only if every\nstatement succeeds."
            )
            writer.block("\(access)func \(names.send)(_ action: \(names.action))") { writer in
                writer.line(
                    "\(names.transact) { (transaction: inout \(names.transaction)) throws in try \(names.run)(action, in: &transaction) }"
                )
            }
        }
        try writeTransact(stateNames: stateNames, to: &writer)
        if hasActions { writeRun(transaction, to: &writer) }
    }

    /// `run(_:in:)`: each action's statements, a case of one `switch`, inside the transaction.
    private func writeRun(_ transaction: TransactionCode, to writer: inout SwiftCodeWriter) {
        let names = names
        writer.blankLine()
        writer.block(
            "fileprivate func \(names.run)(_ action: \(names.action), in transaction: inout \(names.transaction)) throws"
        ) { writer in
            if transaction.needs.contains(.nestingLimit) {
                for line in TransactionHelpers.nestingGuard(depth: names.depth, rejection: names.rejection) {
                    writer.line(line)
                }
            }
            writer.line("switch action {")
            for block in transaction.cases {
                writer.line(block.label)
                writer.indented { writer in
                    for line in block.lines { writer.line(line) }
                }
            }
            writer.line("}")
        }
    }

    /// `enum Action`: a case per action, with its params as labelled associated values.
    private func writeActionEnum(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        var cases: [String] = []
        for action in screen.actions {
            var parameters: [String] = []
            for param in action.params {
                parameters.append("\(try Identifiers.parameterLabel(param.name)): \(try SwiftTypeName.of(param.type))")
            }
            let name = try Identifiers.source(action.name)
            cases.append(parameters.isEmpty ? "case \(name)" : "case \(name)(\(parameters.joined(separator: ", ")))")
        }
        writer.block("\(access)enum \(names.action)") { writer in
            for line in cases { writer.line(line) }
        }
    }

    /// `transact(_:)`: runs a body on copies of the state, then writes them back (after the
    /// navigation check) and sends the signals, unless it threw.
    private func writeTransact(stateNames: [String], to writer: inout SwiftCodeWriter) throws(EmitterError) {
        let names = names
        writer.blankLine()
        if let navigator {
            navigator.writeTransactDoc(to: &writer)
        } else {
            writer.docComment(
                "Runs `body` on copies of the state, then writes them back and sends its signals, unless it threw.")
        }
        var copies: [String] = []
        for (state, name) in zip(screen.state, stateNames) {
            copies.append(
                "\(try Identifiers.label(state.name)): "
                    + (ViewModelNames.transactLocals.contains(state.name) ? "self." + name : name))
        }
        writer.block("fileprivate func \(names.transact)(_ body: (inout \(names.transaction)) throws -> Void)") {
            writer in
            writer.line("var transaction = \(names.transaction)(\(copies.joined(separator: ", ")))")
            writer.block("do", closing: "} catch {") { writer in
                writer.line("try body(&transaction)")
            }
            writer.indented { writer in
                writer.line("return")
            }
            writer.line("}")
            navigator?.writeCheck(to: &writer)
            if time.holdsWatches {
                writer.line("let wasSettling = \(names.isSettling)")
                writer.line("\(names.isSettling) = true")
            }
            // Through the projection: `Variable`'s setter is mutating, so `name = …` would hold the
            // view model's storage while observers run, and a live `if` or `forEach` rebuilding
            // with `viewModel.$name` would then overlap that access and trap.
            for (state, name) in zip(screen.state, stateNames) {
                writer.line("$\(state.name).wrappedValue = transaction.\(name)")
            }
            navigator?.writePerforming(to: &writer)
            writer.block("for emission in transaction.\(names.emissions)") { writer in
                writer.line("emission()")
            }
            if time.holdsWatches {
                writer.line("\(names.isSettling) = wasSettling")
                writer.line("\(names.runPendingWatches)()")
            }
        }
    }

    /// The navigation code of a screen that navigates.
    private var navigator: ScreenNavigatorCode? {
        guard let routeNames, routeNames.navigates(screen) else { return nil }
        return ScreenNavigatorCode(names: routeNames, own: names, access: access)
    }

    /// The `run(_:in:)` switch's cases, written before the class so that their needs (the overflow
    /// check, the rejection) are known when the class's members are.
    private func transactionCode() throws(EmitterError) -> TransactionCode {
        var code = TransactionCode()
        for action in screen.actions {
            var bindings: [String] = []
            for param in action.params {
                bindings.append(
                    VariableReads.readsActionParam(param.name, in: action.body)
                        ? "let " + (try Identifiers.local(param.name)) : "_")
            }
            let name = try Identifiers.source(action.name)
            let label =
                bindings.allSatisfy { $0 == "_" }
                ? "case .\(name):" : "case .\(name)(\(bindings.joined(separator: ", "))):"
            var statements = StatementWriter(screen: screen, catalog: catalog, names: names)
            statements.routeNames = routeNames
            statements.sourceLocations = sourceLocations
            var lines = try statements.lines(action.body, depth: 0)
            if lines.isEmpty {
                lines = ["break"]
            } else if sourceLocations != nil {
                lines = SourceLocations.balanced(lines + [SourceLocations.closing])
            }
            code.cases.append((label, lines))
            code.needs.formUnion(statements.needs)
        }
        code.needs.formUnion(viewNeeds.union(try time.needs()))
        code.needs.formUnion(TransactionHelpers.nestingLimit(screen.actions))
        return code
    }
}

/// The cases of a view model's `run(_:in:)`, and whether they (or the view's event closures) need
/// the overflow check or the checked list index, and their rejection, declared beside them.
struct TransactionCode {
    var cases: [(label: String, lines: [String])] = []
    var needs: TransactionNeeds = []
}
