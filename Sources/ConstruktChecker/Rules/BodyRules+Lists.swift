import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// What a list (a section, a TableView) brings to its members beyond what is written: the scope
/// each member sees (the loop variable only where a member stands for one item), the catalog's
/// layout when none is written, and the identity of its items when `id:` is absent, as the runtime
/// keys them. The members that go together or exclude each other are the catalog's rules of every
/// node (BodyRules+CatalogRules).
extension BodyRules {
    /// The catalog's defaults, as if written, of the absent properties it always emits with a
    /// value spelled as a mapping (a section's `layout`: 1.2.6 never shows a section without
    /// one), so that the emitter and the runtime both see the layout the section gets.
    mutating func writtenDefaults(of members: ResolvedMembers?, besides written: [String], at range: SourceRange)
        -> [CheckedMember]
    {
        guard let members else { return [] }
        var defaults: [CheckedMember] = []
        // Each default is the value of its property, as if the user had written it there.
        let wasPropertyValue = checker.typer.isPropertyValue
        checker.typer.isPropertyValue = true
        defer { checker.typer.isPropertyValue = wasPropertyValue }
        for property in members.properties
        where property.emitDefault && !property.isInternal && !written.contains(property.name) {
            guard let value = property.defaultValue, value.fieldEntries != nil,
                let type = mapping.valueType(property.type),
                let typed = checker.typer.check(YAMLNode(value, at: range), expected: type, scope: Scope())
            else { continue }
            defaults.append(
                CheckedMember(name: property.name, kind: .property(typed, binding: .constant), range: range))
        }
        return defaults
    }

    /// A section's item identity when it has no `id:` (Docs/language.md, Lists): the item's `id` field, else
    /// the item itself, which a list can tell apart only when its type is Hashable in Swift.
    mutating func defaultIdentity(of loop: CheckedLoop, at range: SourceRange) -> TypedValue? {
        let item = TypedExpression(.reference(loop.variable, .loopVariable), type: loop.element, range: range)
        if case .model(let name) = loop.element, let type = app.types.fieldType("id", of: name) {
            return TypedValue(
                .expression(TypedExpression(.member(item, "id", optional: false), type: type, range: range)),
                type: type, range: range)
        }
        guard isHashable(loop.element) else {
            let field = (Self.modelName(loop.element).map(app.types.fieldNames(of:)) ?? []).first
            report(
                .missingProperty,
                "a section over \(loop.element) needs 'id:', an expression over '\(loop.variable)' that tells its items apart",
                at: range,
                help:
                    "write 'id: $\(loop.variable).\(field ?? "…")': \(loop.element) has no 'id' field, and a list cannot compare its items themselves"
            )
            return nil
        }
        return TypedValue(.expression(item), type: loop.element, range: range)
    }

    /// A section over a list written out whose items' ids repeat (`items: [home, work, home]`):
    /// UIKit's diffable data source stops the app on an id repeated in a section ("supplied item
    /// identifiers are not unique"), as the runtime stops a scenario there, so lint says it first.
    /// Literals are compared as written, where the identity is the item itself (a list of records
    /// is not written out; its items come from a value).
    mutating func checkRepeatedIdentities(of loop: CheckedLoop, identity: TypedValue, section: String) {
        guard case .expression(let key) = identity.kind, case .reference(loop.variable, .loopVariable) = key.kind
        else { return }
        let items: [TypedExpression]
        switch loop.items.kind {
        case .list(let values):
            items = values.compactMap { if case .expression(let expression) = $0.kind { expression } else { nil } }
        case .expression(let expression):
            guard case .array(let elements) = expression.kind else { return }
            items = elements
        default: return
        }
        var seen: [TypedExpression.Kind: SourceRange] = [:]
        for item in items {
            guard let text = Self.literalText(item) else { continue }
            guard let first = seen[item.kind] else {
                seen[item.kind] = item.range
                continue
            }
            report(
                .duplicateName, "two items of section '\(section)' have the id \(text)", at: item.range,
                help:
                    "UIKit's diffable data source stops the app on an id repeated in a section: give each item an id of its own, or key the items by position ('index: position', 'id: $position')",
                earlier: (first, "first written here"))
        }
    }

    /// A literal as a message quotes it, or nil for an expression that is not one.
    private static func literalText(_ expression: TypedExpression) -> String? {
        switch expression.kind {
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .boolean(let value): String(value)
        case .string(let text): "'\(text)'"
        default: nil
        }
    }

    /// Whether values of `type` are Hashable in generated Swift: models of `types:` are, external
    /// ones and geometry values (Insets, Size, catalog values) are not known to be.
    private func isHashable(_ type: ValueType) -> Bool {
        switch type {
        case .insets, .size, .catalogValue, .void: return false
        case .model(let name):
            if case .structure(_, let external)? = app.types.declarations[name]?.kind { return !external }
            return true
        case .array(let element), .optional(let element): return isHashable(element)
        case .dictionary(let key, let value): return isHashable(key) && isHashable(value)
        default: return true
        }
    }

    private static func modelName(_ type: ValueType) -> String? {
        if case .model(let name) = type { return name }
        return nil
    }

    /// The members of a list component written once per item: its slots and events whose closures
    /// take the item, and a section's `id`.
    func perItemMembers(of component: Component) -> Set<String> {
        let slots = catalog.slots(of: component.name).filter { !$0.params.isEmpty }.map(\.name)
        let events = catalog.events(of: component.name).filter { !$0.params.isEmpty }.map(\.name)
        return Set(slots + events + (component.name == "AnySection" ? ["id"] : []))
    }

    /// The scope a member of a list (a section, a TableView) is checked in: its cell, its item
    /// events (members whose closure takes the item) and a section's `id:` read the loop variable;
    /// the rest (`items`, a header, a layout, a shimmer) stand once for the whole list, where a
    /// read of the loop variable gets help saying where it can be read.
    func memberScope(_ name: String, of component: Component, loop: CheckedLoop?, outer: Scope, inner: Scope) -> Scope {
        guard let loop else { return inner }
        guard let distance = loop.centerDistance else {
            return listScope(name, of: component, loop: loop, outer: outer, inner: inner)
        }
        // A carousel cell reads its distance from the centre (`centerDistance: distance`), and nothing else does.
        if name == "cell" { return inner.adding(distance, .centerDistance, .cgFloat) }
        var scope = listScope(name, of: component, loop: loop, outer: outer, inner: inner)
        scope.markOutOfReach(
            distance, help: "'\(distance)' is each cell's distance from the carousel's centre, read in 'cell' only")
        return scope
    }

    /// The scope of a list's member `name` but its carousel distance.
    private func listScope(_ name: String, of component: Component, loop: CheckedLoop, outer: Scope, inner: Scope)
        -> Scope
    {
        if loop.perItemMembers.contains(name) {
            guard let index = loop.index, catalog.event(named: name, of: component.name) != nil else { return inner }
            // A selection hands over the row's item alone.
            var scope = outer.adding(loop.variable, .loopVariable, loop.element)
            scope.markOutOfReach(
                index, help: "'\(name)' is given the selected item alone: '\(index)' is read in 'cell' and 'id' only")
            return scope
        }
        var scope = outer
        let readers = component.name == "AnySection" ? "'cell', 'id' and 'onSelect'" : "'cell' and 'onSelect'"
        scope.markOutOfReach(
            loop.variable,
            help:
                "'\(name)' stands once for the whole list, not for each item: '\(loop.variable)' is read in \(readers) only"
        )
        if let index = loop.index {
            scope.markOutOfReach(
                index,
                help:
                    "'\(name)' stands once for the whole list, not for each item: '\(index)' is read in 'cell' and 'id' only"
            )
        }
        return scope
    }
}
