import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics

/// `has:` of an `expect` step (Docs/language.md, A scenario file): each name reads a property of
/// the found node's component or a runtime attribute, or, on a `component:` node, one of its
/// params or its state (CK0606), and its value is a constant of that type (CK0405).
extension ScenarioRules {
    /// The typed attributes, or `nil` after a diagnostic.
    mutating func checkAttributes(_ attributes: [ConstruktAST.Argument], of finder: Finder) -> [TypedValue.Field]? {
        var typed: [TypedValue.Field] = []
        var failed = false
        let userComponent = userComponent(pickedBy: finder)
        for attribute in attributes {
            let type =
                userComponent.map { instanceAttributeType(attribute.name, of: $0) }
                ?? attributeType(attribute.name, component: finder.type?.text ?? writtenComponent(pickedBy: finder))
            guard let type,
                let value = typer.check(attribute.value, expected: type, scope: Scope())
            else {
                failed = true
                continue
            }
            typed.append(TypedValue.Field(name: attribute.name.text, value: value))
        }
        return failed ? nil : typed
    }

    /// The `component:` file of the node the finder picks: its `type:`, or the one component all
    /// nodes written with its `id:` are.
    private func userComponent(pickedBy finder: Finder) -> ScreenSymbols? {
        if let type = finder.type?.text { return symbols.userComponents[type] }
        return writtenComponent(pickedBy: finder).flatMap { symbols.userComponents[$0] }
    }

    /// The one component every node written with the finder's `id:` is (`id: bar` on a
    /// ContainerView reads ContainerView's `width`), or nil when they differ or none is written.
    private func writtenComponent(pickedBy finder: Finder) -> String? {
        guard let id = finder.id?.scalarText else { return nil }
        let names = Set(writtenNodes(withID: id).map(\.component.text))
        guard names.count == 1 else { return nil }
        return names.first
    }

    /// The type of `name` on a `component:` node: its param or state of that name, else a runtime
    /// attribute (`hidden`, `id`, …).
    private mutating func instanceAttributeType(_ name: Identifier, of component: ScreenSymbols) -> ValueType? {
        if let type = component.state[name.text] ?? component.params[name.text] { return type }
        if let attribute = RuntimeAttribute(rawValue: name.text), NodeAttributeName.attributes.contains(attribute) {
            return type(of: .attribute(attribute))
        }
        let declaration = component.declaration
        let declared = (declaration.params + declaration.state).map(\.name.text)
        guard component.isComplete, !declared.contains(name.text) else { return nil }
        let known = declared + NodeAttributeName.attributes.map(\.rawValue)
        let componentName = declaration.name.text
        report(
            .unknownNodeAttribute, "\(componentName) has no param, state or attribute '\(name.text)'", at: name.range,
            help: NameSuggestion.help(for: name.text, among: known)
                ?? "name a param or state of \(componentName)"
                + (declared.isEmpty ? "" : " (" + declared.joined(separator: ", ") + ")")
                + ", or a runtime attribute such as 'hidden'",
            fixIts: suggested(name, among: known))
        return nil
    }

    /// The type `name` has on the finder's component; without one (or for a `component:` file),
    /// on every catalog component that has it, which must agree (`agreed`).
    private mutating func attributeType(_ name: Identifier, component: String?) -> ValueType? {
        let components =
            component.flatMap { catalog.component(named: $0) }.map { [$0.name] } ?? catalog.components.map(\.name)
        var types: [(component: String, type: ValueType)] = []
        for candidate in components {
            guard let reading = NodeAttributeName(name.text, of: candidate, in: catalog),
                let type = type(of: reading)
            else { continue }
            if !types.contains(where: { $0.type == type }) { types.append((candidate, type)) }
        }
        if let agreed = Self.agreed(types.map(\.type)) { return agreed }
        guard types.isEmpty else {
            report(
                .unknownNodeAttribute,
                "'\(name.text)' has another type on each of \(types.map(\.component).joined(separator: ", "))",
                at: name.range, help: "say which component the node is: 'type: \(types[0].component)' beside 'id:'")
            return nil
        }
        let known = Set(
            components.flatMap { catalog.properties(of: $0).map(\.name) }
                + NodeAttributeName.attributes.map(\.rawValue))
        report(
            .unknownNodeAttribute,
            component.flatMap { catalog.component(named: $0) } != nil
                ? "\(component ?? "") has no attribute '\(name.text)'" : "no component has an attribute '\(name.text)'",
            at: name.range,
            help: NameSuggestion.help(for: name.text, among: known)
                ?? "name a property of the node, such as 'isOn', 'alpha' or 'enabled', or 'text'",
            fixIts: suggested(name, among: known))
        return nil
    }

    private static let numbers: Set<ValueType> = [.int, .double, .float, .cgFloat]

    /// The one type several components' readings agree on: the same type, optional where one of
    /// them is (a label's `String?` text and a button's `text`), numbers as Double; `nil` for none.
    private static func agreed(_ types: [ValueType]) -> ValueType? {
        let unwrapped = types.map { type in
            if case .optional(let wrapped) = type { return wrapped }
            return type
        }
        guard let first = unwrapped.first else { return nil }
        let base: ValueType
        if unwrapped.allSatisfy({ $0 == first }) {
            base = first
        } else if unwrapped.allSatisfy(numbers.contains) {
            base = .double
        } else {
            return nil
        }
        return unwrapped == types ? base : .optional(base)
    }

    private func type(of reading: NodeAttributeName) -> ValueType? {
        switch reading {
        case .property(let property):
            return CatalogTypeMapping(catalog: catalog, types: symbols.types).valueType(property.type)
        case .attribute(let attribute):
            switch attribute {
            case .text, .id, .placeholder: return .string
            case .hidden, .enabled, .selected, .isOn, .animating: return .bool
            case .value: return .double
            case .image, .items: return nil
            }
        }
    }
}
