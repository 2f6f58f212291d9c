import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Writes checked statements as Swift lines over a `transaction`, for one case of the view
/// model's `run(_:in:)` or an event's `transact` closure in the view: state is read and written through the `transaction` copies, params through
/// `self`, action params by name, and a derived value as its own expression over those copies (so
/// it sees the statements before it, as the runtime's does); signals are queued on the
/// transaction; `send:` runs the other action inside the same transaction, as the runtime does.
struct StatementWriter {
    let screen: CheckedScreen
    /// Where enums and catalog values written as text find their Swift.
    let catalog: ComponentCatalog
    /// How the view model is reached: `self` inside it, `viewModel` from the view's event closures.
    let owner: String
    /// How the view model's type is named there: `Self`, or `<Name>ViewModel`.
    let ownerType: String
    /// The names of the transaction's own fields, beside the state copies.
    let names: ViewModelNames
    /// The app's routes, for `route:`, `back` and `dismiss`, which queue requests on the transaction.
    var routeNames: RouteNames?
    /// What the written statements use of the view model: its overflow check, its checked
    /// `remove(at:from:)`, and its `rejectNavigation()` for a `back` or `dismiss` with no routes file.
    private(set) var needs: TransactionNeeds = []
    /// In an event's closure, the Swift of the value it carries, which `value` reads (EventValue).
    var eventValue: String?
    /// The loop variables an event's closure parameters hide, under the names its capture list
    /// gives them (`ComponentExpression.registration`).
    var capturedLoopVariables: [String: String] = [:]
    /// When set, a `#sourceLocation` directive goes before each statement.
    var sourceLocations: SourceLocations?
    /// Whether the view model's own methods are called through `self.`, as a closure inside an
    /// escaping one must in the Swift 5 mode (watches, timers and `after:` bodies).
    var explicitOwner = false

    init(
        screen: CheckedScreen, catalog: ComponentCatalog, names: ViewModelNames, owner: String = "self",
        ownerType: String = "Self"
    ) {
        self.screen = screen
        self.names = names
        self.catalog = catalog
        self.owner = owner
        self.ownerType = ownerType
    }

    /// The statements' lines; nested ones carry four spaces per level of `depth`.
    mutating func lines(_ statements: [CheckedStatement], depth: Int) throws(EmitterError) -> [String] {
        var lines: [String] = []
        for statement in statements {
            let expressions = expressionWriter()
            // Setting a value to itself changes nothing, and Swift refuses to write it.
            if case .set(let state, let value) = statement.kind,
                Self.ungrouped(try expressions.value(value)) == "transaction." + (try Identifiers.source(state))
            {
                continue
            }
            if let sourceLocations {
                lines.append(String(repeating: "    ", count: depth) + sourceLocations.directive(at: statement.range))
            }
            lines += try self.lines(of: statement, expressions: expressions, depth: depth)
            if statement.values.contains(where: { holds($0.expressions, where: SwiftExpressionWriter.checksOverflow) })
            {
                needs.insert(.overflowCheck)
            }
        }
        return lines
    }

    /// A value as the statements read it, over the transaction's copies.
    func expression(_ value: TypedValue) throws(EmitterError) -> String {
        try expressionWriter().value(value)
    }

    /// The writer of a statement's expressions: state reads the transaction's copies, a derived
    /// value is inlined over them, an event's `value` is what the event carries.
    private func expressionWriter() -> SwiftExpressionWriter {
        let derived = screen.derived
        let eventValue = eventValue
        let captured = capturedLoopVariables
        let owner = owner
        var expressions: SwiftExpressionWriter!
        expressions = SwiftExpressionWriter(
            checksArithmetic: true, checkedFunction: ownerType + ".checked", catalog: catalog
        ) { (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            switch scope {
            case .state, .appState: return "transaction." + (try Identifiers.source(name))
            // A live param is its view model's current value; no transaction sets it.
            case .param, .liveParam: return owner + "." + (try Identifiers.source(name))
            // A kept branch's payload field is bound by the event's `guard case` (KeptPayloads).
            case .actionParam, .payloadField: return try Identifiers.local(name)
            // A carousel cell's distance is the Property its cell closure was given (SectionScrolling).
            case .centerDistance: return try Identifiers.local(name) + ".wrappedValue"
            case .loopVariable where name == "value" && eventValue != nil: return eventValue ?? name
            case .loopVariable:
                if let spelled = captured[name] { return spelled }
                return try Identifiers.local(name)
            case .derived:
                guard let value = derived.first(where: { $0.name == name })?.value else {
                    throw EmitterError.checkerInvariant("reading the unknown derived value '\(name)'", at: range)
                }
                return try expressions.inlined(value)
            case .closureParameter:
                throw EmitterError.checkerInvariant("a closure's parameter spelled outside its closure", at: range)
            }
        }
        return expressions
    }

    /// An emission appended with its value computed now, in its capture list. A closure there does
    /// not compile (Swift finds no name of its parameters), so a value holding one is computed into
    /// a local first, named as generated code only names its own (a user's `values` is `_values`).
    private static func captured(
        _ value: String, as name: String, holdsClosure: Bool, in append: String, sending send: String
    ) -> String {
        guard holdsClosure else { return "\(append) { [\(name) = \(value)] in \(send)(\(name)) }" }
        return "do { let values = \(value); \(append) { [values] in \(send)(values) } }"
    }

    /// Whether a value holds a closure (`items.map { … }`).
    private func holdsClosure(_ value: TypedValue) -> Bool {
        holds(value.expressions, where: \.isClosure)
    }

    /// Whether the expressions hold one that `matches`, themselves or in a derived value they read,
    /// which is inlined where it is read.
    private func holds(
        _ expressions: [TypedExpression], inlining: Set<String> = [], where matches: (TypedExpression) -> Bool
    ) -> Bool {
        expressions.flatMap(\.subtree).contains { expression in
            if matches(expression) { return true }
            guard case .reference(let name, .derived) = expression.kind, !inlining.contains(name),
                let derived = screen.derived.first(where: { $0.name == name })?.value
            else { return false }
            return holds(derived.expressions, inlining: inlining.union([name]), where: matches)
        }
    }

    /// `scrollToTop:`: the view model's signal for the view, sent once the transaction commits, as
    /// a signal is; the view scrolls when it receives it (ScrollToTopCode).
    private func scrollToTopLine(
        _ view: String, animated: TypedValue?, expressions: SwiftExpressionWriter, at range: SourceRange
    ) throws(EmitterError) -> String {
        guard let signal = names.scrollsToTop[view] else {
            throw EmitterError.checkerInvariant("scrolling the unknown view '\(view)'", at: range)
        }
        guard let animated else { return "transaction.\(names.emissions).append { \(owner).\(signal).send(true) }" }
        let value = try expressions.typed(animated)
        return Self.captured(
            value, as: "animated", holdsClosure: holdsClosure(animated),
            in: "transaction.\(names.emissions).append", sending: "\(owner).\(signal).send")
    }

    /// One statement's lines, `depth` levels in.
    private mutating func lines(of statement: CheckedStatement, expressions: SwiftExpressionWriter, depth: Int)
        throws(EmitterError) -> [String]
    {
        let indent = String(repeating: "    ", count: depth)
        var lines: [String] = []
        switch statement.kind {
        case .set(let state, let value):
            lines.append(indent + "transaction.\(try Identifiers.source(state)) = \(try expressions.value(value))")
        case .toggle(let state):
            lines.append(indent + "transaction.\(try Identifiers.source(state)).toggle()")
        case .append(let state, let value):
            lines.append(
                indent + "transaction.\(try Identifiers.source(state)).append(\(try expressions.value(value)))")
        case .insert(let state, let value, let index):
            lines.append(indent + (try insertLine(state, value, at: index, expressions: expressions)))
        case .send(let action, let arguments):
            lines.append(
                indent
                    + "try \(owner == "self" && !explicitOwner ? "" : owner + ".")\(names.run)(\(try ActionCall.swift(action, arguments, with: expressions)), in: &transaction)"
            )
        case .emit(let signal, let value):
            lines.append(indent + (try emitLine(signal, value, expressions: expressions)))
        case .scrollToTop(let view, let animated):
            lines.append(
                indent + (try scrollToTopLine(view, animated: animated, expressions: expressions, at: statement.range)))
        case .conditional(let condition, let then, let otherwise):
            lines.append(indent + "if \(try expressions.value(condition)) {")
            lines += try self.lines(then, depth: depth + 1)
            if !otherwise.isEmpty {
                lines.append(indent + "} else {")
                lines += try self.lines(otherwise, depth: depth + 1)
            }
            lines.append(indent + "}")
        case .switchOver(let checked):
            lines += try switchLines(checked, expressions: expressions, depth: depth)
        case .after(let seconds, let body):
            lines += try delayedLines(body, after: seconds, depth: depth)
        case .remove(let state, let index):
            lines.append(indent + (try removeLine(state, at: index, expressions: expressions)))
        case .back where routeNames == nil, .dismiss where routeNames == nil:
            needs.insert(.navigationRejection)
            lines.append(indent + "try \(ownerType).rejectNavigation()")
        case .route, .selectTab, .back, .dismiss:
            guard let routeNames, let request = try routeNames.request(for: statement.kind, with: expressions)
            else {
                throw EmitterError.checkerInvariant("a route in an app without a routes file", at: statement.range)
            }
            lines.append(indent + "transaction.\(names.navigation).append(\(request))")
        }
        return lines
    }

    /// `emit:`: the value is computed now, over the transaction's copies, and sent only if it commits.
    private func emitLine(_ signal: String, _ value: TypedValue?, expressions: SwiftExpressionWriter)
        throws(EmitterError) -> String
    {
        let name = try Identifiers.source(signal)
        guard let value else { return "transaction.\(names.emissions).append { \(owner).\(name).send(()) }" }
        return Self.captured(
            try expressions.typed(value), as: "value", holdsClosure: holdsClosure(value),
            in: "transaction.\(names.emissions).append", sending: "\(owner).\(name).send")
    }

    /// `insert:`: the element goes in at an index checked against `0...count`, or the action is rejected.
    private mutating func insertLine(
        _ state: String, _ value: TypedValue, at index: TypedValue, expressions: SwiftExpressionWriter
    ) throws(EmitterError) -> String {
        needs.insert(.indexCheck)
        let list = "transaction.\(try Identifiers.source(state))"
        let checked = "\(ownerType).checked(index: \(try expressions.value(index)), in: 0...\(list).count)"
        return "try \(list).insert(\(try expressions.value(value)), at: \(checked))"
    }

    /// `remove:`: the element at an index checked against the list's indices, or the action is rejected.
    private mutating func removeLine(_ state: String, at index: TypedValue, expressions: SwiftExpressionWriter)
        throws(EmitterError) -> String
    {
        needs.insert(.indexCheck)
        let list = "transaction.\(try Identifiers.source(state))"
        return
            "try \(list).remove(at: \(ownerType).checked(index: \(try expressions.value(index)), in: \(list).indices))"
    }

    /// A `switch` statement: a case per branch, binding the payload fields its body reads.
    private mutating func switchLines(
        _ checked: CheckedSwitch<[CheckedStatement]>, expressions: SwiftExpressionWriter, depth: Int
    )
        throws(EmitterError) -> [String]
    {
        let indent = String(repeating: "    ", count: depth)
        var lines: [String] = []
        lines.append(indent + "switch \(try expressions.value(checked.subject)) {")
        for branch in checked.cases {
            let pattern = try SwitchPattern.swift(branch.name, payload: branch.payload) {
                VariableReads.readsPayloadField($0, in: branch.body)
            }
            lines.append(indent + "case \(pattern):")
            let body = try self.lines(branch.body, depth: depth + 1)
            lines += body.isEmpty ? [indent + "    break"] : body
        }
        if let fallback = checked.fallback {
            lines.append(indent + "default:")
            let body = try self.lines(fallback, depth: depth + 1)
            lines += body.isEmpty ? [indent + "    break"] : body
        }
        lines.append(indent + "}")
        return lines
    }

    /// An `after` statement: scheduled when the transaction commits, and run as a transaction of
    /// its own, unless the view model is gone by then.
    private mutating func delayedLines(_ body: [CheckedStatement], after seconds: Double, depth: Int)
        throws(EmitterError) -> [String]
    {
        let indent = String(repeating: "    ", count: depth)
        var lines: [String] = []
        // Scheduled when the transaction commits; run as a transaction of its own, unless
        // the view model is gone by then.
        let captured = owner == "self" ? "self" : "\(owner) = \(owner)"
        lines.append(indent + "transaction.\(names.emissions).append {")
        lines.append(
            indent + "    DispatchQueue.main.asyncAfter(deadline: .now() + \(seconds)) { [weak \(captured)] in")
        lines.append(indent + "        guard let \(owner) else { return }")
        lines.append(
            indent
                + "        \(owner).\(names.transact) { (transaction: inout \(ownerType == "Self" ? names.transaction : ownerType + "." + names.transaction)) throws in"
        )
        var delayed = self
        delayed.explicitOwner = true
        var inner = try delayed.lines(body, depth: depth + 3)
        needs.formUnion(delayed.needs)
        if inner.isEmpty { inner = [indent + "            _ = transaction"] }
        lines += inner
        lines.append(indent + "        }")
        lines.append(indent + "    }")
        lines.append(indent + "}")
        return lines
    }

    /// Swift without its outer parentheses, to compare with a name: when what is left is
    /// `transaction.count`, the parentheses did enclose the whole.
    private static func ungrouped(_ swift: String) -> String {
        var text = Substring(swift)
        while text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        return String(text)
    }
}
