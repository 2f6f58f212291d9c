import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// Checks a screen's view tree against the catalogs (LANGUAGE.md §3, §6): each node names a known
/// component (or a `component:` file), each property, slot and event exists on it and holds the
/// right kind of value, required ones are written, a live value goes only where a binding can
/// take it, events run well-typed statements, and `if` / `forEach` / sections bring their
/// conditions and loop variables into scope.
struct BodyRules {
    var checker: StatementChecker
    let catalog: ComponentCatalog
    let app: AppSymbols
    private(set) var diagnostics: [Diagnostic] = []

    init(checker: StatementChecker, catalog: ComponentCatalog, app: AppSymbols) {
        self.checker = checker
        self.catalog = catalog
        self.app = app
    }

    private var path: String { checker.path }
    private var source: SourceFile { checker.typer.source }
    private var mapping: CatalogTypeMapping { CatalogTypeMapping(catalog: catalog, types: app.types) }

    mutating func check(_ node: ComponentNode, scope: Scope, isRoot: Bool) {
        switch node.kind {
        case .component(let name, let content):
            component(name, content: content, scope: scope, isRoot: isRoot)
        case .conditional(let condition, let then, let otherwise):
            checker.typer.check(condition, expected: .bool, scope: scope)
            (then + otherwise).forEach { check($0, scope: scope, isRoot: false) }
        case .forEach(let items, let variable, let body):
            var inner = scope
            if let element = elementType(of: items, scope: scope) {
                inner = scope.adding(variable?.text ?? "item", .loopVariable, element)
            }
            body.forEach { check($0, scope: inner, isRoot: false) }
        }
    }

    // MARK: Components

    private mutating func component(_ name: Identifier, content: ComponentContent, scope: Scope, isRoot: Bool) {
        if let user = app.screens[name.text], user.declaration.kind == .component {
            userComponent(user, name: name, content: content, scope: scope)
            return
        }
        guard let component = catalog.component(named: name.text) else {
            let decoy = catalog.decoy(named: name.text).flatMap { $0.kind == .component ? $0 : nil }
            let known = catalog.components.filter { $0.kind == .view || $0.kind == .viewBuilder }.map(\.name)
                + app.screens.values.filter { $0.declaration.kind == .component }.map(\.declaration.name.text)
            report(.unknownComponent, "unknown component '\(name.text)'", at: name.range,
                   help: decoy.map { "\($0.help); use \($0.use)" } ?? NameSuggestion.help(for: name.text, among: known))
            return
        }
        var written: [String] = []
        switch content {
        case .properties(let properties):
            let inner = loopScope(items: properties.first { $0.name.text == "items" }?.node,
                                  variable: properties.first { $0.name.text == "as" }?.node, scope: scope)
            for property in properties {
                let isLoop = property.name.text == "items" || property.name.text == "as"
                written.append(member(property.name, value: property.value, node: property.node, of: component, scope: isLoop ? scope : inner, isRoot: isRoot))
            }
        case .primary(let value):
            guard let primary = component.primary.first.flatMap({ catalog.property(named: $0, of: component.name) }) else {
                report(.componentValueShape, "\(component.name) takes no single value", at: value.range,
                       help: "write its properties as a mapping: '\(component.name): { … }'")
                return
            }
            written.append(property(primary, value: .value(value), of: component, scope: scope))
        case .children, .list:
            guard let slotName = component.defaultSlot, let slot = catalog.slot(named: slotName, of: component.name) else {
                report(.componentValueShape, "\(component.name) takes no list", at: name.range,
                       help: "write its properties as a mapping: '\(component.name): { … }'")
                return
            }
            if case .children(let nodes) = content { self.slot(slot, nodes: nodes, of: component, at: name.range, scope: scope) }
            if case .list(let list) = content { slotValue(slot, value: list, of: component, scope: scope) }
            written.append(slot.name)
        case .empty:
            break
        }
        requireMembers(of: component, written: written, at: name.range)
    }

    /// A node of a `component:` file: its params are its properties.
    private mutating func userComponent(_ user: ScreenSymbols, name: Identifier, content: ComponentContent, scope: Scope) {
        let params = user.declaration.params.map(\.name.text)
        var written: [String] = []
        switch content {
        case .properties(let properties):
            for property in properties {
                guard let type = user.params[property.name.text] else {
                    if !params.contains(property.name.text), property.name.text != "id" {
                        report(.unknownProperty, "\(name.text) has no param '\(property.name.text)'", at: property.name.range,
                               help: NameSuggestion.help(for: property.name.text, among: params))
                    }
                    continue
                }
                written.append(property.name.text)
                checker.typer.check(property.node, expected: type, scope: scope)
            }
        case .primary(let value):
            guard let first = user.declaration.params.first, let type = user.params[first.name.text] else {
                report(.componentValueShape, "\(name.text) has no params", at: value.range)
                return
            }
            written.append(first.name.text)
            checker.typer.check(value, expected: type, scope: scope)
        case .children, .list:
            report(.componentValueShape, "\(name.text) takes no list", at: name.range, help: "pass its params as a mapping")
        case .empty:
            break
        }
        let missing = user.requiredParams.subtracting(written).sorted()
        if !missing.isEmpty {
            report(.missingProperty, "\(name.text) needs " + missing.map { "'\($0)'" }.joined(separator: ", "), at: name.range,
                   help: "pass it: '\(name.text): { \(missing.map { "\($0): …" }.joined(separator: ", ")) }'")
        }
    }

    /// One written member of a catalog component; returns the member's name as written. `value` is
    /// what the file reader made of `node`: nodes when it was written as nodes.
    private mutating func member(
        _ name: Identifier, value: ConstruktAST.Property.Value, node: YAMLNode, of component: Component, scope: Scope, isRoot: Bool
    ) -> String {
        if let property = catalog.property(named: name.text, of: component.name), !property.isInternal {
            return self.property(property, value: value, of: component, scope: scope)
        }
        if let slot = catalog.slot(named: name.text, of: component.name) {
            if case .nodes(let nodes) = value, slot.accepts == .views, slot.args.isEmpty {
                self.slot(slot, nodes: nodes, of: component, at: node.range, scope: scope)
            } else {
                slotValue(slot, value: node, of: component, scope: scope)
            }
            return slot.name
        }
        if let event = catalog.event(named: name.text, of: component.name) {
            if event.scope == .root, !isRoot {
                report(.rootOnlyEvent, "'\(name.text)' fires only on the screen's root node", at: name.range,
                       help: "move it to the root node, or use the screen's 'lifecycle:'")
            }
            self.event(event, value: node, scope: scope)
            return event.name
        }
        if name.text == "id" {
            checker.typer.check(node, expected: .string, scope: scope)
            return "id"
        }
        let decoy = catalog.decoy(named: name.text).flatMap { $0.kind != .component ? $0 : nil }
        let members = catalog.members(of: component.name)
        let names = (members?.properties.filter { !$0.isInternal }.map(\.name) ?? []) + (members?.slots.map(\.name) ?? []) + (members?.events.map(\.name) ?? [])
        report(.unknownProperty, "\(component.name) has no property '\(name.text)'", at: name.range,
               help: decoy.map { "\($0.help); use \($0.use)" } ?? NameSuggestion.help(for: name.text, among: names))
        return name.text
    }

    /// A property's value, typed by the catalog; a live value needs a binding emission.
    private mutating func property(_ property: ConstruktCatalog.Property, value written: ConstruktAST.Property.Value, of component: Component, scope: Scope) -> String {
        guard case .value(let value) = written else {
            report(.slotContent, "'\(property.name)' of \(component.name) takes a value, not components", at: written.range)
            return property.name
        }
        guard let type = mapping.valueType(property.type, typeParams: component.typeParams) else {
            _ = checker.typer.infer(value, scope: scope)
            return property.name
        }
        guard let typed = checker.typer.check(value, expected: type, scope: scope) else { return property.name }
        let live = typed.isLive
        if live, !property.canBeLive {
            report(.bindingStrategy, "'\(property.name)' of \(component.name) cannot follow state", at: value.range,
                   help: "give it a constant value, or change it with a statement in an action")
        } else if !live, property.constant == nil, property.oneWay != nil || property.twoWay != nil,
                  property.twoWay == nil || !Self.isStateShorthand(value, scope: scope) {
            report(.bindingStrategy, "'\(property.name)' of \(component.name) takes only a live value", at: value.range,
                   help: "bind it to state: '\(property.name): $name'")
        }
        return property.name
    }

    private mutating func event(_ event: Event, value written: YAMLNode, scope: Scope) {
        var value = written
        if !event.args.isEmpty, let entries = written.mappingEntries {
            for entry in entries {
                guard let key = entry.key.scalarText, key != "do" else { continue }
                guard let argument = event.args.first(where: { $0.name == key }) else {
                    report(.unknownProperty, "'\(event.name)' has no '\(key)'", at: entry.key.range,
                           help: NameSuggestion.help(for: key, among: event.args.map(\.name) + ["do"]))
                    continue
                }
                if let type = mapping.valueType(argument.type) { checker.typer.check(entry.value, expected: type, scope: scope) }
            }
            for argument in event.args where argument.required && !entries.contains(where: { $0.key.scalarText == argument.name }) {
                report(.missingProperty, "'\(event.name)' needs '\(argument.name)'", at: written.range)
            }
            guard let body = entries.first(where: { $0.key.scalarText == "do" })?.value else {
                report(.missingProperty, "'\(event.name)' needs 'do:' with what it runs", at: written.range)
                return
            }
            value = body
        }
        let (handler, found) = EventHandler.read(value, in: source)
        diagnostics += found
        var inner = scope
        if let carried = mapping.valueType(event.value), carried != .void, scope["value"] == nil {
            inner = scope.adding("value", .loopVariable, carried)
        }
        switch handler {
        case .action(let name)?: checker.runAction(name, arguments: [], at: name.range, scope: inner)
        case .statements(let statements)?: checker.statements(statements, scope: inner)
        case nil: break
        }
    }

    // MARK: Slots

    /// A slot written as a property: nodes, section or cell entries, or a mapping of args with nodes.
    private mutating func slotValue(_ slot: Slot, value: YAMLNode, of component: Component, scope: Scope) {
        switch slot.accepts {
        case .sections:
            entries(value, of: "AnySection", scope: scope)
        case .cells:
            entries(value, of: "AnyCell", scope: scope)
        case .views:
            if let entries = value.mappingEntries, !slot.args.isEmpty, !ComponentNode.looksLikeNodes(value) {
                slotArguments(slot, entries: entries, of: component, at: value.range, scope: scope)
            } else if ComponentNode.looksLikeNodes(value) {
                self.slot(slot, nodes: readNodes(value), of: component, at: value.range, scope: scope)
            } else if value.sequenceItems?.isEmpty != true {
                report(.slotContent, "'\(slot.name)' of \(component.name) takes components, not a value", at: value.range,
                       help: "write a node: '\(slot.name): { LabelView: … }'")
            }
        }
    }

    private mutating func slot(_ slot: Slot, nodes: [ComponentNode], of component: Component, at range: SourceRange, scope: Scope) {
        if !slot.many, nodes.count > 1 {
            report(.slotContent, "'\(slot.name)' of \(component.name) holds one component, not \(nodes.count)", at: range,
                   help: "wrap them in a stack: '{ VStackView: [...] }'")
        }
        nodes.forEach { check($0, scope: scope, isRoot: false) }
    }

    /// `shimmer: { count: 5, when: $isLoading }`, `emptyState: { when: …, content: [...] }`.
    private mutating func slotArguments(_ slot: Slot, entries: [YAMLMappingEntry], of component: Component, at range: SourceRange, scope: Scope) {
        let names = slot.args.map(\.name) + [slot.contentKey]
        for entry in entries {
            guard let key = entry.key.scalarText else { continue }
            if key == slot.contentKey {
                let nodes = ComponentNode.looksLikeNodes(entry.value) ? readNodes(entry.value) : []
                if nodes.isEmpty {
                    report(.slotContent, "'\(key)' takes components", at: entry.value.range)
                }
                self.slot(slot, nodes: nodes, of: component, at: entry.value.range, scope: scope)
            } else if let argument = slot.args.first(where: { $0.name == key }) {
                if let type = mapping.valueType(argument.type) { checker.typer.check(entry.value, expected: type, scope: scope) }
            } else {
                report(.unknownProperty, "'\(slot.name)' has no '\(key)'", at: entry.key.range, help: NameSuggestion.help(for: key, among: names))
            }
        }
        for argument in slot.args where argument.required && !entries.contains(where: { $0.key.scalarText == argument.name }) {
            report(.missingProperty, "'\(slot.name)' needs '\(argument.name)'", at: range)
        }
    }

    /// Section entries (LANGUAGE.md §6) or static cell entries: mappings of that kind's members,
    /// with the loop variable (`as:`, default `item`) in scope for cells and `onSelect`.
    private mutating func entries(_ value: YAMLNode, of kind: String, scope: Scope) {
        guard let entryComponent = catalog.component(named: kind) else { return }
        let items = value.sequenceItems ?? [value]
        for item in items {
            guard let entries = item.mappingEntries else {
                report(.slotContent, "a \(kind == "AnySection" ? "section" : "cell") entry is a mapping", at: item.range,
                       help: kind == "AnySection" ? "write '- section: popular' with its items and cell" : "write '- id: name' with its cell")
                continue
            }
            let inner = loopScope(items: entries.first { $0.key.scalarText == "items" }?.value,
                                  variable: entries.first { $0.key.scalarText == "as" }?.value, scope: scope)
            var written: [String] = []
            for entry in entries {
                guard let key = entry.key.scalarText else { continue }
                let name = Identifier(key, range: entry.key.range)
                switch key {
                case "as":
                    written.append(key)
                case "section":
                    written.append(key)
                    if !NamingRule.lowerCamelCase.accepts(entry.value.scalarText ?? "") {
                        report(.invalidName, "a section id is a lowerCamelCase name", at: entry.value.range,
                               help: NamingRule.lowerCamelCase.repair(entry.value.scalarText ?? "").map { "write '\($0)'" })
                    }
                default:
                    let value: ConstruktAST.Property.Value = ComponentNode.looksLikeNodes(entry.value) ? .nodes(readNodes(entry.value)) : .value(entry.value)
                    written.append(member(name, value: value, node: entry.value, of: entryComponent, scope: inner, isRoot: false))
                }
            }
            requireMembers(of: entryComponent, written: written, at: item.range)
        }
    }

    // MARK: Helpers

    /// Required properties and slots that were not written (CK0803).
    private mutating func requireMembers(of component: Component, written: [String], at range: SourceRange) {
        guard let members = catalog.members(of: component.name) else { return }
        let required = members.properties.filter { $0.required && !$0.isInternal }.map(\.name) + members.slots.filter(\.required).map(\.name)
        let missing = required.filter { !written.contains($0) }
        if !missing.isEmpty {
            report(.missingProperty, "\(component.name) needs " + missing.map { "'\($0)'" }.joined(separator: ", "), at: range)
        }
    }

    /// The scope of a list's cells and events: the loop variable (`as:`, default `item`) bound to
    /// the element type of `items`. `items` itself is typed here, in the outer scope.
    private mutating func loopScope(items: YAMLNode?, variable: YAMLNode?, scope: Scope) -> Scope {
        guard let items, let element = elementType(of: items, scope: scope) else { return scope }
        return scope.adding(variable?.scalarText ?? "item", .loopVariable, element)
    }

    /// The element type of a list a loop runs over, or `nil` after reporting why it has none.
    private mutating func elementType(of items: YAMLNode, scope: Scope) -> ValueType? {
        guard let type = checker.typer.infer(items, scope: scope)?.type else { return nil }
        if case .array(let element) = type { return element }
        report(.typeMismatch, "a loop runs over a list, and this is \(type)", at: items.range)
        return nil
    }

    /// Nodes inside a section or cell entry, read now that the catalog says they are a slot.
    private mutating func readNodes(_ value: YAMLNode) -> [ComponentNode] {
        let (nodes, found) = ComponentNode.read(value, in: source)
        diagnostics += found
        return nodes
    }

    /// `$name` naming state, as a whole scalar: a two-way binding.
    private static func isStateShorthand(_ value: YAMLNode, scope: Scope) -> Bool {
        guard let text = value.scalarText, text.hasPrefix("$"), !text.hasPrefix("${") else { return false }
        return scope[String(text.dropFirst())]?.kind == .state
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at range: SourceRange, help: String? = nil) {
        diagnostics.append(Diagnostic(code, message, at: SourceLocation(path: path, range: range), help: help))
    }
}
