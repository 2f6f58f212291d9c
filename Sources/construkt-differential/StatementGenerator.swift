/// Writes action bodies and event handlers: every statement kind of Docs/language.md, Events and statements, each well
/// typed against the screen's state, actions, signals and the app's destinations.
struct StatementGenerator {
    let context: GenerationContext
    let plan: ScreenPlan
    let destinations: [DestinationPlan]
    let hasRoutes: Bool

    /// Writes `count` statements as a block sequence at `indent`. `after` limits `send:` to the
    /// actions after that index, so actions never call each other in a loop.
    func writeList(into yaml: inout YAMLText, indent: Int, scope: Scope, count: Int, after: Int? = nil, depth: Int = 0)
    {
        for _ in 0..<count { writeStatement(into: &yaml, indent: indent, scope: scope, after: after, depth: depth) }
    }

    /// The action index a list written for `actionName` may send to (actions after it).
    func index(of actionName: String) -> Int? {
        plan.actions.firstIndex { $0.name == actionName }
    }

    private func writeStatement(into yaml: inout YAMLText, indent: Int, scope: Scope, after: Int?, depth: Int) {
        let writable = plan.state
        var kinds = ["set", "set"]
        if context.has(.statements) {
            if writable.contains(where: { $0.type == .bool }) { kinds.append("toggle") }
            if writable.contains(where: { $0.type.isAppendable }) { kinds.append("append") }
            if writable.contains(where: { $0.type.element != nil }) { kinds.append("remove") }
            if writable.contains(where: { $0.type.isAppendable }) { kinds.append("insert") }
            if !sendTargets(after: after).isEmpty { kinds.append("send") }
            if depth < 2 { kinds.append("if") }
            if hasRoutes || context.has(.navigationWithoutRoutes) { kinds.append("back") }
            if hasRoutes && !destinations.isEmpty { kinds.append("route") }
            if destinations.contains(where: \.isTabRoot) { kinds.append("tab") }
        }
        if context.has(.signals) && !plan.signals.isEmpty { kinds.append("emit") }
        if plan.timeCounter != nil && depth < 2 { kinds.append("after") }
        guard
            !writable.isEmpty
                || kinds.contains(where: { !["set", "toggle", "append", "remove", "insert"].contains($0) })
        else {
            return writeNothing(into: &yaml, indent: indent)
        }
        switch context.pick(kinds) {
        case "toggle":
            let target = context.pick(writable.filter { $0.type == .bool })
            yaml.line(indent, "- toggle: \(target.name)")
            yaml.mutable(.misspeltName, replacement: "- toggle: \(misspell(target.name))")
        case "append":
            let target = context.pick(writable.filter { $0.type.isAppendable })
            let element = target.type.element!
            yaml.line(indent, "- append: \(target.name)")
            let start = yaml.nextLine - 1
            let value = context.expression(element, scope: scope, live: true, depth: 1)
            yaml.line(indent + 1, "value: \(YAMLText.expression(value))")
            yaml.mutable(.removedRequiredKey, replacement: nil, errorLine: start)
        case "remove":
            let target = context.pick(writable.filter { $0.type.element != nil })
            yaml.line(indent, "- remove: \(target.name)")
            yaml.line(indent + 1, "at: \(context.int(0...2))")
        case "insert":
            let target = context.pick(writable.filter { $0.type.isAppendable })
            yaml.line(indent, "- insert: \(target.name)")
            let start = yaml.nextLine - 1
            let value = context.expression(target.type.element!, scope: scope, live: true, depth: 1)
            yaml.line(indent + 1, "value: \(YAMLText.expression(value))")
            yaml.line(indent + 1, "at: \(context.int(0...2))")
            yaml.mutable(.removedRequiredKey, replacement: nil, errorLine: start)
        case "send":
            let target = context.pick(sendTargets(after: after))
            yaml.line(indent, "- send: \(target.name)")
            yaml.mutable(.misspeltName, replacement: "- send: \(misspell(target.name))")
            if !target.params.isEmpty {
                var arguments = target.params.map { "\($0.name): \(argument(of: $0.type, scope: scope))" }
                if context.has(.shuffledArguments) { arguments = context.random.shuffled(arguments) }
                yaml.line(indent + 1, "with: { \(arguments.joined(separator: ", ")) }")
            }
        case "emit":
            let signal = context.pick(plan.signals)
            yaml.line(indent, "- emit: \(signal.name)")
            yaml.mutable(.misspeltName, replacement: "- emit: \(misspell(signal.name))")
            if let type = signal.type {
                let stored = Scope(names: scope.names.filter { !$0.isDerived })
                let value =
                    context.has(.emitComputed)
                    ? context.expression(type, scope: scope, live: true, depth: 1)
                    : context.expressions.leaf(type, scope: stored, live: true, random: &context.random)
                yaml.line(indent + 1, "value: \(YAMLText.expression(value))")
            }
        case "if":
            yaml.line(
                indent, "- if: \(YAMLText.expression(context.expression(.bool, scope: scope, live: true, depth: 1)))")
            yaml.line(indent + 1, "then:")
            writeList(
                into: &yaml, indent: indent + 2, scope: scope, count: context.int(1...2), after: after, depth: depth + 1
            )
            if context.chance(50) {
                yaml.line(indent + 1, "else:")
                writeList(into: &yaml, indent: indent + 2, scope: scope, count: 1, after: after, depth: depth + 1)
            }
        case "after":
            yaml.line(indent, "- after: \(context.pick(TimeGenerator.durations))")
            yaml.line(indent + 1, "do:")
            writeList(
                into: &yaml, indent: indent + 2, scope: scope, count: context.int(1...2), after: after, depth: depth + 1
            )
        case "back":
            plan.goesBack = true
            yaml.line(indent, "- \(context.pick(["back", "dismiss"]))")
        case "route":
            let destination = context.pick(destinations)
            writeRoute(destination, into: &yaml, indent: indent)
        case "tab":
            let destination = context.pick(destinations.filter(\.isTabRoot))
            yaml.line(indent, "- tab: \(destination.name)")
            yaml.mutable(.misspeltName, replacement: "- tab: \(misspell(destination.name))")
        default:
            // A model has no literal: set one only from a value of it in scope.
            let settable = writable.filter { target in
                !target.type.isModel
                    || context.expressions.paths(to: target.type, scope: scope, live: true).contains {
                        $0 != target.name
                    }
            }
            guard !settable.isEmpty else { return writeNothing(into: &yaml, indent: indent) }
            let target = context.pick(settable)
            yaml.line(indent, "- set: \(target.name)")
            let start = yaml.nextLine - 1
            yaml.mutable(.misspeltName, replacement: "- set: \(misspell(target.name))")
            var value = YAMLText.expression(context.expression(target.type, scope: scope, live: true, depth: 2))
            // Where no value of its type is in scope (a handler's `value` hiding the state of that name), a
            // Date or a UUID has nothing to be set from but its written form.
            let unreachable = context.expressions.paths(to: target.type, scope: scope, live: true).isEmpty
            if value == YAMLText.expression(target.name)
                || target.type.isSetAsWritten && (context.chance(50) || unreachable)
            {
                // A Date or a UUID has no literal in an expression, and a dictionary's is empty: it
                // is set as a default is written, as text or a mapping.
                value =
                    target.type.isSetAsWritten
                    ? context.yamlValue(target.type) : YAMLText.expression(context.literal(target.type))
            }
            yaml.line(indent + 1, "to: \(value)")
            yaml.mutable(.removedRequiredKey, replacement: nil, errorLine: start)
        }
    }

    /// An argument of `send:` or `route:`: a plain value, or (eventSends) an expression over what is
    /// in scope, derived values included, which an event reads when it fires.
    private func argument(of type: ValueType, scope: Scope) -> String {
        guard context.has(.eventSends), context.chance(50), !type.isModel else { return context.yamlValue(type) }
        return YAMLText.expression(context.expression(type, scope: scope, live: true, depth: 1))
    }

    /// A statement that does nothing, where no other one fits.
    private func writeNothing(into yaml: inout YAMLText, indent: Int) {
        yaml.line(indent, "- if: true")
        yaml.line(indent + 1, "then: []")
    }

    func writeRoute(_ destination: DestinationPlan, into yaml: inout YAMLText, indent: Int) {
        yaml.line(indent, "- route: \(destination.name)")
        yaml.mutable(.misspeltName, replacement: "- route: \(misspell(destination.name))")
        let params = destination.screen.params
        if !params.isEmpty {
            let arguments = params.map { "\($0.name): \(context.yamlValue($0.type))" }
            yaml.line(indent + 1, "with: { \(arguments.joined(separator: ", ")) }")
        }
        // A push may say whether it hides the tab bar, over the destination's `hidesTabBar`.
        if destination.presentation == "push" && context.chance(30) {
            yaml.line(indent + 1, "hidesTabBar: \(context.chance(50))")
        }
    }

    private func sendTargets(after: Int?) -> [(name: String, params: [(name: String, type: ValueType)])] {
        guard let after else { return [] }
        return Array(plan.actions.dropFirst(after + 1))
    }
}

extension ValueType {
    /// A URL, Date or UUID, a list of them, or a dictionary: a value a statement sets as a default
    /// is written (text, or a mapping).
    var isSetAsWritten: Bool { isFoundation || element?.isFoundation == true || isDictionary }

    /// An array whose elements an expression can write (`append:` takes an expression).
    var isAppendable: Bool {
        element == .int || element == .string
    }
}
