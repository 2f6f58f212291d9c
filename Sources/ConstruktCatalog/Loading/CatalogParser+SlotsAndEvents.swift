import ConstruktDiagnostics
import ConstruktYAML

extension CatalogParser {
    static let slotKeys = [
        "accepts", "many", "required", "builder", "at", "swift", "params", "args", "contentKey", "default",
        "requires", "layoutSupplementary", "runtimeWhen", "doc", "trap",
    ]
    static let eventKeys = [
        "method", "at", "params", "returns", "value", "valueSwift", "args", "swift", "scope", "aliases", "runtime",
        "trap", "doc",
    ]
    static let argumentKeys = ["type", "required", "default", "binding", "doc"]

    func parseSlot(_ entry: YAMLMappingEntry, scope: MemberScope, kind: ComponentKind) -> Slot? {
        guard let name = definedName(entry, "slot", rule: NameRules.isLowerCamelCase, ruleText: "lowerCamelCase") else {
            return nil
        }
        let what = "slot '\(name.value)' of \(scope.description)"
        guard let reader = MappingReader(entry.value, what: what, anchor: name.range, keys: Self.slotKeys, sink: sink)
        else { return nil }
        let component = scope.componentName
        guard
            let atText = reader.requiredString(
                "at", help: "say where the nodes go: trailing, init, method, modifier or inline"),
            let placement = MappingReader.word(atText, "'at' of \(what)", as: SlotPlacement.self, sink: sink)
        else { return nil }
        let args = arguments(reader, what, scope: scope)
        var rules = scope.rules("the Swift template of \(what)", holes: [.views, .params, .body])
        rules.arguments = args.map(\.name)
        let swift =
            reader.value("swift").flatMap { template($0, rules: rules, component: component) }
            ?? Template(text: "{ {{views}} }", segments: [.text("{ "), .hole(.views), .text(" }")])
        let paramRules = scope.rules("the params of \(what)")
        let params =
            reader.value("params").map { closureParameters($0, rules: paramRules, component: component, what: what) }
            ?? []
        let defaultContent = reader.value("default").flatMap {
            template($0, rules: scope.rules("'default' of \(what)"), component: component)
        }
        let layoutSupplementary = reader.value("layoutSupplementary").flatMap {
            template($0, rules: scope.rules("'layoutSupplementary' of \(what)"), component: component)
        }
        if kind != .section, let entry = reader.entry("layoutSupplementary") {
            sink.report(
                .unknownCatalogKey, "'layoutSupplementary' is for slots of sections, not \(what)", at: entry.key.range)
        }
        let requires = reader.stringList("requires")
        if let component {
            for item in requires {
                state.pendingMembers[component, default: []].append(
                    PendingMemberReference(
                        kind: .propertyOrSlot, name: item.value, location: sink.location(item.range),
                        what: "'requires' of \(what)"))
            }
        }
        let runtimeWhen = reader.string("runtimeWhen")
        if let runtimeWhen, !args.contains(where: { $0.name == runtimeWhen.value && $0.type == .named("Bool") }) {
            sink.reportUnknown(
                .unknownCatalogReference, "'runtimeWhen' of \(what) names no Bool argument '\(runtimeWhen.value)'",
                name: runtimeWhen.value,
                at: runtimeWhen.range, candidates: args.map(\.name))
        }
        let contentKey = reader.string("contentKey")
        if contentKey != nil, args.isEmpty {
            sink.report(
                .unknownCatalogKey, "'contentKey' of \(what) needs 'args'", at: reader.entry("contentKey")!.key.range)
        }
        return Slot(
            name: name.value, accepts: reader.word("accepts", as: SlotContent.self)?.value ?? .views,
            many: reader.bool("many"), required: reader.bool("required"),
            builder: reader.word("builder", as: SlotBuilder.self)?.value, placement: placement.value, swift: swift,
            params: params, args: args, contentKey: contentKey?.value ?? "content", defaultContent: defaultContent,
            requires: requires.map(\.value), layoutSupplementary: layoutSupplementary, runtimeWhen: runtimeWhen?.value,
            doc: reader.string("doc")?.value, trap: reader.string("trap")?.value,
            definition: state.definition(at: name.range)
        )
    }

    func parseEvent(_ entry: YAMLMappingEntry, scope: MemberScope) -> Event? {
        guard let name = definedName(entry, "event", rule: NameRules.isLowerCamelCase, ruleText: "lowerCamelCase")
        else { return nil }
        let what = "event '\(name.value)' of \(scope.description)"
        guard let reader = MappingReader(entry.value, what: what, anchor: name.range, keys: Self.eventKeys, sink: sink)
        else { return nil }
        let component = scope.componentName
        guard
            let method = reader.requiredString(
                "method", help: "name the Swift registration method, e.g. `method: onTap`")
        else { return nil }
        guard NameRules.isIdentifier(method.value) else {
            sink.report(
                .invalidCatalogName, "method '\(method.value)' of \(what) is not a Swift identifier", at: method.range)
            return nil
        }
        let placement = emissionPlacement(reader, what, scope: scope, allowed: [.method, .modifier]) ?? .modifier
        let args = arguments(reader, what, scope: scope)
        let paramRules = scope.rules("the params of \(what)", holes: [.viewClass, .swiftName])
        let params =
            reader.value("params").map { closureParameters($0, rules: paramRules, component: component, what: what) }
            ?? []
        var rules = scope.rules("the Swift template of \(what)", holes: [.params, .body])
        rules.arguments = args.map(\.name)
        let swift =
            reader.value("swift").flatMap { template($0, rules: rules, component: component) }
            ?? defaultRegistration(method: method.value, hasParams: !params.isEmpty)
        let value =
            reader.value("value").flatMap { typeExpression($0, "'value' of \(what)", extraNames: scope.typeParameters) }
            ?? .named("Void")
        let valueSwift = reader.value("valueSwift").flatMap {
            template($0, rules: scope.rules("'valueSwift' of \(what)"), component: component)
        }
        let aliases = reader.stringList("aliases")
        for alias in aliases where !NameRules.isLowerCamelCase(alias.value) {
            sink.report(.invalidCatalogName, "alias '\(alias.value)' of \(what) is not lowerCamelCase", at: alias.range)
        }
        return Event(
            name: name.value, owner: scope.owner, method: method.value, placement: placement, params: params,
            returns: reader.string("returns")?.value ?? "Void", value: value, valueSwift: valueSwift, args: args,
            swift: swift,
            scope: reader.word("scope", as: EventScope.self)?.value ?? .any, aliases: aliases.map(\.value),
            runtime: reader.word("runtime", as: RuntimeStimulus.self)?.value ?? .none,
            trap: reader.string("trap")?.value, doc: reader.string("doc")?.value,
            definition: state.definition(at: name.range)
        )
    }

    /// `.method { {{params}} in {{body}} }`, or `.method { {{body}} }` without params (§11).
    private func defaultRegistration(method: String, hasParams: Bool) -> Template {
        if hasParams {
            return Template(
                text: ".\(method) { {{params}} in {{body}} }",
                segments: [.text(".\(method) { "), .hole(.params), .text(" in "), .hole(.body), .text(" }")]
            )
        }
        return Template(text: ".\(method) { {{body}} }", segments: [.text(".\(method) { "), .hole(.body), .text(" }")])
    }

    private func closureParameters(_ node: YAMLNode, rules: TemplateRules, component: String?, what: String)
        -> [ClosureParameter]
    {
        guard let items = node.sequenceItems else {
            sink.report(.catalogValueShape, "'params' of \(what) must be a list of \"name: Type\"", at: node.range)
            return []
        }
        return items.compactMap { closureParameter($0, rules: rules, component: component) }
    }

    private func arguments(_ reader: MappingReader, _ what: String, scope: MemberScope) -> [Argument] {
        reader.mapping("args").compactMap { entry in
            guard
                let name = definedName(entry, "argument", rule: NameRules.isLowerCamelCase, ruleText: "lowerCamelCase")
            else { return nil }
            let argumentWhat = "argument '\(name.value)' of \(what)"
            guard
                let arg = MappingReader(
                    entry.value, what: argumentWhat, anchor: name.range, keys: Self.argumentKeys, sink: sink)
            else { return nil }
            guard let typeNode = arg.value("type") else {
                arg.reportMissing("type")
                return nil
            }
            guard let type = typeExpression(typeNode, "type of \(argumentWhat)", extraNames: scope.typeParameters)
            else { return nil }
            return Argument(
                name: name.value, type: type, required: arg.bool("required"),
                defaultValue: arg.value("default").map(WrittenValue.init),
                binding: arg.bool("binding"), doc: arg.string("doc")?.value
            )
        }
    }
}
