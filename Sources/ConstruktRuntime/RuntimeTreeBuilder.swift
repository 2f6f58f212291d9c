import ConstruktCatalog
import ConstruktChecker

/// Builds the headless tree of a running screen from its checked view tree: every value evaluated
/// against the screen's current params, state and derived values; `if` and `forEach` expanded;
/// list and section rows expanded with their loop variable; user components instantiated with their
/// params. The tree is rebuilt whole after each change (updating only the nodes that read a changed
/// value is a later step).
struct RuntimeTreeBuilder {
    let catalog: RuntimeCatalog
    let instance: ScreenInstance

    /// The root node of the screen's body.
    func build() throws -> RuntimeNode {
        guard let body = instance.screen.body else { throw RuntimeFailure("\(instance.screen.name) has no body") }
        let nodes = try build(body, locals: instance.params)
        guard nodes.count == 1, let root = nodes.first else { throw RuntimeFailure("\(instance.screen.name)'s body is not one node") }
        return root
    }

    private func build(_ node: CheckedNode, locals: [String: RuntimeValue]) throws -> [RuntimeNode] {
        switch node.kind {
        case .component(let component):
            return [try build(component, locals: locals)]
        case .conditional(let condition, let then, let otherwise):
            let branch = try Evaluator.bool(evaluator(locals).evaluate(condition), in: "if") ? then : otherwise
            return try branch.flatMap { try build($0, locals: locals) }
        case .forEach(let loop, let body):
            return try items(of: loop, locals: locals).flatMap { item in
                try body.flatMap { try build($0, locals: locals.merging([loop.variable: item]) { _, new in new }) }
            }
        }
    }

    private func build(_ component: CheckedComponent, locals: [String: RuntimeValue]) throws -> RuntimeNode {
        guard let definition = catalog.components.component(named: component.name) else {
            throw RuntimeFailure("no component '\(component.name)' in the catalog")
        }
        let kind = component.isUserComponent ? "component" : definition.runtime.node ?? "view"
        var node = RuntimeNode(type: component.name, kind: kind, attributes: [:], defaulted: [], children: [])
        try applyDefaults(of: component.name, to: &node)
        let evaluator = evaluator(locals)
        var userArguments: [String: RuntimeValue] = [:]
        let select = selectEvent(of: component, definition, locals: locals)
        if definition.kind == .cell { node.selection = RowSelection(event: select, item: nil) }
        for member in component.members {
            switch member.kind {
            case .property(let value, let binding):
                if component.isUserComponent, catalog.userComponents[component.name]?.params.contains(where: { $0.name == member.name }) == true {
                    userArguments[member.name] = try evaluator.evaluate(value)
                    continue
                }
                // `section:` is the language's section id (LANGUAGE.md §6), what `select: { section: }` names.
                if member.name == "section" { node.section = try evaluator.evaluate(value).interpolated }
                if case .twoWay(let state) = binding { node.twoWayBindings[member.name] = state }
                guard let runtime = catalog.components.property(named: member.name, of: component.name)?.runtime else { continue }
                try set(runtime, to: evaluator.evaluate(value), on: &node)
            case .accessibilityIdentifier(let value):
                node.attributes[RuntimeAttribute.id.rawValue] = try evaluator.evaluate(value)
                node.defaulted.remove(RuntimeAttribute.id.rawValue)
            case .slot(let arguments, let nodes):
                let slot = catalog.components.slot(named: member.name, of: component.name)
                if let condition = slot?.runtimeWhen {
                    guard let argument = arguments.first(where: { $0.name == condition }) else { continue }
                    guard try Evaluator.bool(evaluator.evaluate(argument.value), in: "\(member.name)'s \(condition)") else { continue }
                }
                if let loop = component.loop, slot?.params.isEmpty == false {
                    for item in try items(of: loop, locals: locals) {
                        let rowLocals = locals.merging([loop.variable: item]) { _, new in new }
                        var event = select
                        event?.locals = rowLocals.merging(["value": item]) { _, new in new }
                        node.children += try nodes.flatMap { try build($0, locals: rowLocals) }.map { row in
                            var row = row
                            row.selection = RowSelection(event: event, item: item)
                            return row
                        }
                    }
                } else {
                    node.children += try nodes.flatMap { try build($0, locals: locals) }
                }
            case .entries(let entries):
                node.children += try entries.map { try build($0, locals: locals) }
            case .event(_, _, let body):
                guard let event = catalog.components.event(named: member.name, of: component.name) else {
                    throw RuntimeFailure("no event '\(member.name)' on \(component.name) in the catalog")
                }
                node.events.append(EventBinding(name: member.name, component: component.name, stimulus: event.runtime, body: body, locals: locals))
            }
        }
        if component.isUserComponent {
            node.children += try expand(component.name, arguments: userArguments)
        }
        return node
    }

    /// The event a `select` step fires on this list, section or cell (the catalog's runtime
    /// `select`), when it is written.
    private func selectEvent(of component: CheckedComponent, _ definition: Component, locals: [String: RuntimeValue]) -> EventBinding? {
        guard let name = definition.runtime.select, let event = catalog.components.event(named: name, of: component.name) else { return nil }
        for member in component.members {
            guard case .event(_, _, let body) = member.kind, catalog.components.event(named: member.name, of: component.name) === event else { continue }
            return EventBinding(name: member.name, component: component.name, stimulus: event.runtime, body: body, locals: locals)
        }
        return nil
    }

    /// A user component's body with its params bound: the arguments written, then its defaults.
    private func expand(_ name: String, arguments: [String: RuntimeValue]) throws -> [RuntimeNode] {
        guard let screen = catalog.userComponents[name] else { throw RuntimeFailure("no component file '\(name)'") }
        guard screen.state.isEmpty, screen.actions.isEmpty, screen.signals.isEmpty, screen.derived.isEmpty else {
            throw RuntimeFailure("component '\(name)' has its own state, derived values, signals or actions, which the runtime does not run yet")
        }
        let inner = try ScreenInstance(screen: screen, params: arguments)
        guard let body = screen.body else { return [] }
        return try RuntimeTreeBuilder(catalog: catalog, instance: inner).build(body, locals: inner.params)
    }

    private func applyDefaults(of component: String, to node: inout RuntimeNode) throws {
        for property in catalog.components.properties(of: component) {
            guard let runtime = property.runtime, let written = property.defaultValue else { continue }
            let name = runtime.attribute.rawValue
            guard node.attributes[name] == nil else { continue }
            var value = try CatalogDefault.value(written, for: runtime.attribute)
            if runtime.negated { value = .bool(!(try Evaluator.bool(value, in: "the default of \(property.name)"))) }
            node.attributes[name] = value
            node.defaulted.insert(name)
        }
    }

    private func set(_ runtime: PropertyRuntime, to value: RuntimeValue, on node: inout RuntimeNode) throws {
        let name = runtime.attribute.rawValue
        node.attributes[name] = runtime.negated ? .bool(!(try Evaluator.bool(value, in: "'!\(name)'"))) : value
        node.defaulted.remove(name)
    }

    private func items(of loop: CheckedLoop, locals: [String: RuntimeValue]) throws -> [RuntimeValue] {
        switch try evaluator(locals).evaluate(loop.items) {
        case .list(let items): return items
        case .null: return []
        case let other: throw RuntimeFailure("a list runs over \(other), which is not a list")
        }
    }

    private func evaluator(_ locals: [String: RuntimeValue]) -> Evaluator {
        Evaluator(read: instance.reader(locals: locals))
    }
}
