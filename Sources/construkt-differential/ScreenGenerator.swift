/// Writes one `screen:` or `component:` file: params, state, derived values, signals, actions
/// with every statement kind, lifecycle hooks and a body from BodyGenerator.
struct ScreenGenerator {
    let context: GenerationContext

    /// Chooses a screen's signature; the body and actions are written later by `write`, once
    /// every screen and destination exists.
    func plan(isComponent: Bool) -> ScreenPlan {
        // Half the screens end in `View`, whose view model drops it (SearchView's is SearchViewModel).
        let name = context.names.upper(
            &context.random, prefix: context.prefix + (isComponent ? "Row" : "Screen"),
            ending: isComponent ? "" : "View")
        let plan = ScreenPlan(name: name, isComponent: isComponent)
        for _ in 0..<context.int(isComponent ? 1...3 : 0...2) {
            // With `liveParams`, half of a component's params follow their argument (`live: true`).
            let isLive = isComponent && context.has(.liveParams) && context.chance(50)
            plan.params.append(
                (
                    name: context.names.lower(&context.random), type: paramType(allowingModels: !isComponent),
                    hasDefault: isLive || (!isComponent && context.chance(40)), isLive: isLive
                ))
        }
        if isComponent {
            if context.has(.componentSignals) && context.chance(60) {
                let type: ValueType? = context.chance(30) ? nil : context.pick([.int, .string])
                plan.signals.append((name: context.names.lower(&context.random, hint: "picked"), type: type))
                plan.actions.append((name: context.names.lower(&context.random, hint: "tapped"), params: []))
                plan.emitterId = plan.name.lowercased() + "-emit"
            }
            if context.has(.componentSlots) && context.chance(60) {
                for _ in 0..<context.int(1...3) {
                    plan.slots.append(
                        (
                            name: context.names.lower(&context.random, hint: "accessory"),
                            count: context.pick(["many", "many", "optional", "one"])
                        ))
                }
            }
            return plan
        }
        for _ in 0..<context.int(2...5) {
            plan.state.append((name: context.names.lower(&context.random), type: stateType()))
        }
        plan.payloadPart = PayloadEnumGenerator(context: context).plan()
        if context.has(.twoWay) {
            for type in [ValueType.string, .bool, .float, .double] where context.chance(40) {
                plan.state.append((name: context.names.lower(&context.random), type: type))
            }
        }
        if context.has(.scrolling) && context.chance(50) {
            let offset = context.names.lower(&context.random, hint: "offset")
            let page = context.names.lower(&context.random, hint: "page")
            plan.state.append((name: offset, type: context.pick([.cgFloat, .double])))
            plan.state.append((name: page, type: .int))
            plan.scrolling = (offset, page)
        }
        if context.has(.time) {
            let counter = context.names.lower(&context.random, hint: "ticks")
            plan.state.append((name: counter, type: .int))
            plan.timeCounter = counter
        }
        if context.has(.signals) {
            for _ in 0..<context.int(0...2) {
                let type: ValueType? = context.chance(50) ? nil : context.pick([.int, .string, .bool])
                plan.signals.append((name: context.names.lower(&context.random, hint: "changed"), type: type))
            }
        }
        for index in 0..<context.int(1...4) {
            var params: [(name: String, type: ValueType)] = []
            if index > 0 && context.chance(30) {
                for _ in 0..<context.int(1...2) {
                    params.append(
                        (name: context.names.lower(&context.random), type: context.pick([.int, .string, .bool])))
                }
            }
            plan.actions.append((name: context.names.lower(&context.random, hint: "tapped"), params: params))
        }
        return plan
    }

    /// A param's type; models only where values of them come from plain YAML (a component's
    /// params take expressions, and the language has no literal of a model).
    private func paramType(allowingModels: Bool) -> ValueType {
        var choices: [ValueType] = [.string, .int, .bool, .double]
        if context.has(.models) && allowingModels, let model = context.structs.first {
            choices.append(.model(model.name))
        }
        // A Date or UUID has no literal in an expression, which is how a component's params are given.
        if context.has(.foundationValues) { choices += allowingModels ? [.url, .date, .uuid] : [.url] }
        return context.pick(choices)
    }

    private func stateType() -> ValueType {
        var choices: [ValueType] = [
            .int, .string, .bool, .double, .optional(.string), .optional(.int), .array(.string), .array(.int),
        ]
        if context.has(.models), let model = context.structs.last {
            choices += [.array(.model(model.name)), .optional(.model(model.name))]
            if context.has(.stateWithoutDefault) { choices.append(.model(model.name)) }
        }
        if context.has(.enums), let enumeration = context.enums.first { choices.append(.enumeration(enumeration.name)) }
        if context.has(.foundationValues) { choices += FoundationValues.stateTypes }
        if context.has(.dictionaries) {
            choices += [
                .dictionary(key: .string, value: .int), .dictionary(key: .int, value: .string),
                .dictionary(key: .string, value: .array(.int)), .dictionary(key: .double, value: .string),
            ]
            if let enumeration = context.enums.first {
                choices.append(.dictionary(key: .enumeration(enumeration.name), value: .int))
            }
            if let model = context.structs.last { choices.append(.dictionary(key: .string, value: .model(model.name))) }
        }
        return context.pick(choices)
    }

    func write(_ plan: ScreenPlan, components: [ScreenPlan], destinations: [DestinationPlan], hasRoutes: Bool)
        -> YAMLText
    {
        var yaml = YAMLText(fileName: plan.fileName)
        yaml.line(0, "\(plan.isComponent ? "component" : "screen"): \(plan.name)")
        yaml.line(0, "description: A generated \(plan.isComponent ? "component" : "screen").")
        if !plan.params.isEmpty {
            yaml.line(0, "params:")
            for param in plan.params {
                if param.isLive {
                    yaml.line(
                        1,
                        "\(param.name): { type: \"\(param.type.yaml)\", default: \(context.yamlValue(param.type)), live: true }"
                    )
                } else if param.hasDefault {
                    yaml.line(
                        1, "\(param.name): { type: \"\(param.type.yaml)\", default: \(context.yamlValue(param.type)) }")
                } else {
                    yaml.line(1, "\(param.name): \"\(param.type.yaml)\"")
                }
            }
        }
        if !plan.slots.isEmpty {
            yaml.line(0, "slots:")
            for slot in plan.slots {
                yaml.line(1, slot.count == "one" ? "\(slot.name):" : "\(slot.name): { \(slot.count): true }")
            }
        }
        if !plan.state.isEmpty {
            yaml.line(0, "state:")
            for item in plan.state { writeState(item, plan: plan, into: &yaml) }
            if let part = plan.payloadPart { PayloadEnumGenerator(context: context).writeState(part, into: &yaml) }
        }
        var scope = plan.scope
        if context.has(.expressions) && !plan.isComponent && context.chance(60) {
            yaml.line(0, "derived:")
            for _ in 0..<context.int(1...2) {
                let type: ValueType = context.pick([.int, .bool, .string])
                let name = context.names.lower(&context.random, hint: "computed")
                var expression = context.expression(type, scope: plan.scope, live: true, depth: 2)
                if plan.scope.names.contains(where: { $0.name == expression }) {
                    expression = "(\(expression) \(type == .bool ? "&& true" : type == .int ? "+ 1" : "+ '!'"))"
                }
                yaml.line(1, "\(name): \(YAMLText.expression(expression))")
                scope.names.append(ScopeName(name: name, type: type, isLive: true, isDerived: true))
            }
        }
        if !plan.signals.isEmpty {
            yaml.line(0, "signals:")
            for signal in plan.signals { yaml.line(1, "\(signal.name): \(signal.type?.yaml ?? "Void")") }
        }
        let statements = StatementGenerator(
            context: context, plan: plan, destinations: destinations, hasRoutes: hasRoutes)
        if plan.isComponent, let signal = plan.signals.first, let action = plan.actions.first {
            // A component's one action emits its signal, with a value made of its params.
            yaml.line(0, "actions:")
            let value =
                signal.type.map {
                    ", value: \(YAMLText.expression(context.expression($0, scope: plan.scope, live: false, depth: 1)))"
                } ?? ""
            yaml.line(1, "\(action.name): [ { emit: \(signal.name)\(value) } ]")
        } else if !plan.actions.isEmpty {
            yaml.line(0, "actions:")
            for (index, action) in plan.actions.enumerated() {
                var actionScope = scope
                if action.params.isEmpty {
                    yaml.line(1, "\(action.name):")
                    statements.writeList(
                        into: &yaml, indent: 2, scope: actionScope, count: context.int(1...3), after: index)
                } else {
                    let params = action.params.map { "\($0.name): \($0.type.yaml)" }.joined(separator: ", ")
                    yaml.line(1, "\(action.name):")
                    yaml.line(2, "params: { \(params) }")
                    yaml.line(2, "do:")
                    for param in action.params {
                        actionScope.names.append(ScopeName(name: param.name, type: param.type, isLive: false))
                    }
                    statements.writeList(
                        into: &yaml, indent: 3, scope: actionScope, count: context.int(1...3), after: index)
                }
            }
            if let part = plan.payloadPart { PayloadEnumGenerator(context: context).writeActions(part, into: &yaml) }
        }
        if !plan.isComponent, !plan.actions.isEmpty || !plan.state.isEmpty, context.chance(40) {
            writeHost(plan, into: &yaml)
        }
        if context.has(.lifecycle) && !plan.isComponent && !plan.signals.isEmpty && context.chance(40) {
            yaml.line(0, "lifecycle:")
            let signal = plan.signals[0]
            plan.lifecycleSignal = signal.name
            plan.lifecycleValue = signal.type.map { context.plainValue($0) }
            let value = plan.lifecycleValue.map { ", value: \($0.yaml)" } ?? ""
            yaml.line(1, "\(context.pick(["onLoad", "onAppear"])): [ { emit: \(signal.name)\(value) } ]")
        }
        if let counter = plan.timeCounter {
            TimeGenerator(context: context, plan: plan, counter: counter).write(into: &yaml)
        }
        yaml.line(0, "body:")
        let body = BodyGenerator(context: context, plan: plan, components: components, statements: statements)
        body.writeRoot(into: &yaml, scope: scope)
        return yaml
    }

    /// `host:`: some of the actions the scenarios send and the state they feed, as a host app would.
    private func writeHost(_ plan: ScreenPlan, into yaml: inout YAMLText) {
        let actions = plan.actions.map(\.name).filter { _ in context.chance(50) }
        let state = plan.state.map(\.name).filter { _ in context.chance(50) }
        guard !actions.isEmpty || !state.isEmpty else { return }
        yaml.line(0, "host:")
        if !actions.isEmpty { yaml.line(1, "actions: [\(actions.joined(separator: ", "))]") }
        if !state.isEmpty { yaml.line(1, "state: [\(state.joined(separator: ", "))]") }
    }

    private func writeState(_ item: (name: String, type: ValueType), plan: ScreenPlan, into yaml: inout YAMLText) {
        switch item.type {
        case .optional, .array:
            yaml.line(1, "\(item.name): \"\(item.type.yaml)\"")
        case .model where context.has(.stateWithoutDefault):
            yaml.line(1, "\(item.name): \(item.type.yaml)")
        case .dictionary:
            yaml.line(1, "\(item.name): { type: \"\(item.type.yaml)\", default: \(context.yamlValue(item.type)) }")
            yaml.mutable(.wrongType, replacement: "\(item.name): { type: \"\(item.type.yaml)\", default: [1, 2] }")
        default:
            var value = context.yamlValue(item.type)
            // A start value is computed once: it reads no live param (CK0404).
            if let param = plan.params.first(where: { $0.type == item.type && !$0.isLive }), context.chance(30) {
                value = "$\(param.name)"
            }
            yaml.line(1, "\(item.name): { type: \(item.type.yaml), default: \(value) }")
            if item.type.isFoundation {
                yaml.mutable(
                    .wrongType,
                    replacement:
                        "\(item.name): { type: \(item.type.yaml), default: \"\(FoundationValues.refused(item.type))\" }"
                )
            }
            if item.type == .int || item.type == .bool {
                yaml.mutable(
                    .wrongType,
                    replacement:
                        "\(item.name): { type: \(item.type.yaml), default: \(item.type == .int ? "many" : "maybe") }")
            }
        }
    }
}
