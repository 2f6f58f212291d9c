import ConstruktCatalog

/// Writes one coverage cell as parts of an app: the component node with the member written as
/// the cell says (in a form, from a source), placed where the cell says, and the declarations
/// that value and place need. Each cell's names end in its number, so that cells share an app.
struct ProbeWriter {
    let catalog: ComponentCatalog
    /// The app's type prefix (`C3`): the cell's model types are `C3Holder7`, …
    let prefix: String

    /// A cell that cannot be written, and why.
    struct Impossible: Error {
        let reason: String
    }

    func parts(for cell: CoverageCell, number: Int) throws(Impossible) -> ProbeParts {
        guard let component = catalog.component(named: cell.row.component) else {
            throw Impossible(reason: "not a component of the catalog")
        }
        var parts = ProbeParts()
        let node: String
        switch (cell.row.kind, cell.column) {
        case (.property, .form(let form)):
            let property = try writable(cell.row.member, of: component)
            guard let typeName = property.type.baseName,
                let value = literal(for: component).value(of: typeName, form: form)
            else {
                throw Impossible(reason: "no literal of the \(form) form")
            }
            node = try self.node(component, member: cell.row.member, value: value, number: number)
            parts.screenNodes.append(node)
            return parts
        case (.property, .source(let source)):
            let property = try writable(cell.row.member, of: component)
            let value = try sourced(property, of: component, from: source, number: number, into: &parts)
            node = try self.node(component, member: cell.row.member, value: value, number: number)
            switch source {
            case .componentParam: parts.componentNodes.append(node)
            case .loopItem: parts.screenNodes.append("{ forEach: $l\(number), do: [ \(node) ] }")
            case .keptPayload:
                parts.screenNodes.append(
                    "{ switch: $k\(number), keepBranches: true, cases: { shown: [ \(node) ], other: [] } }")
            default: parts.screenNodes.append(node)
            }
            return parts
        case (.property, .place):
            let property = try writable(cell.row.member, of: component)
            guard let value = literal(of: property, for: component) else {
                throw Impossible(reason: "no literal of \(property.type)")
            }
            node = try self.node(component, member: cell.row.member, value: value, number: number)
        case (.event, .place(let place)):
            guard let event = catalog.event(named: cell.row.member, of: component.name) else {
                throw Impossible(reason: "no such event")
            }
            let flag = "f\(number)"
            let statements = "[ { toggle: \(flag) } ]"
            var arguments: [String] = []
            for argument in event.args where argument.required {
                guard let value = literal(for: component).value(argument.type) else {
                    throw Impossible(reason: "no literal for its argument \(argument.name)")
                }
                arguments.append("\(argument.name): \(value)")
            }
            let value =
                arguments.isEmpty
                ? statements : "{ " + (arguments + ["do: \(statements)"]).joined(separator: ", ") + " }"
            node = try self.node(component, member: cell.row.member, value: value, number: number)
            if event.scope == .root, place == .screenBody {
                // An event of the screen's root node (CK0807 elsewhere): the root of a screen of its own.
                parts.rootScreens.append(
                    ProbeParts.RootScreen(name: "\(prefix)Root\(number)", state: ["\(flag): Bool"], root: node))
                return parts
            }
            if place == .componentBody {
                parts.componentState.append("\(flag): Bool")
            } else {
                parts.screenState.append("\(flag): Bool")
            }
        case (.slot, .place):
            guard let slot = catalog.slot(named: cell.row.member, of: component.name) else {
                throw Impossible(reason: "no such slot")
            }
            node = try self.node(
                component, member: cell.row.member, value: try content(of: slot, for: component, number: number),
                number: number)
        default:
            throw Impossible(reason: "an event or a slot takes no value")
        }
        guard case .place(let place) = cell.column else { return parts }
        placed(node, at: place, number: number, into: &parts)
        return parts
    }

    /// The property named `member`, unless a screen cannot write it.
    private func writable(_ member: String, of component: Component) throws(Impossible) -> Property {
        guard let property = catalog.property(named: member, of: component.name) else {
            throw Impossible(reason: "no such property")
        }
        if property.isInternal { throw Impossible(reason: "internal: the emitter writes it, a screen cannot") }
        return property
    }

    private func literal(for component: Component) -> CatalogLiteral {
        CatalogLiteral(catalog: catalog, typeParams: component.typeParams)
    }

    /// A literal of `property`'s type in the first form the property takes (a CollectionView's
    /// `contentInset` takes Insets' edges, not its `all`).
    private func literal(of property: Property, for component: Component) -> String? {
        let literals = literal(for: component)
        guard let allowed = property.forms, let typeName = property.type.baseName,
            let form = catalog.type(named: typeName)?.forms.first(where: { allowed.contains($0.name) })
        else { return literals.value(property.type) }
        return literals.value(of: typeName, form: form.name)
    }

    /// What a member needs beside it that no catalog `requires` says, as the checker's own rules
    /// do: a section's `page` follows the centred item of a carousel (CK0533).
    static let companions: [String: [(String, String)]] = [
        "AnySection.page": [("layout", "{ carousel: { itemWidth: 100, itemHeight: 100 } }")]
    ]

    /// The value of `property` read from `source`, with the declarations the source needs.
    private func sourced(
        _ property: Property, of component: Component, from source: ValueSource, number: Int,
        into parts: inout ProbeParts
    ) throws(Impossible) -> String {
        let literals = literal(for: component)
        if source == .literal {
            guard let literal = literal(of: property, for: component) else {
                throw Impossible(reason: "no value of \(property.type) can be written")
            }
            return literal
        }
        if property.type.baseName == "Name" {
            throw Impossible(reason: "a Name is a name written in place, never a value read")
        }
        guard let shape = sourceShape(of: property.type, typeParams: component.typeParams),
            let literal = literals.value(shape.type)
        else {
            throw Impossible(reason: "no value of \(property.type) or of a part of it can be declared")
        }
        let read = try sourcedRead(
            shape.type, literal: literal, of: component, from: source, number: number, into: &parts)
        return shape.write(read)
    }

    /// The type a source declares for a value of `type`, and how the property is written from a
    /// read of it: the type itself where a screen can declare it; else the scalar of its first form
    /// an expression stands in (a Length's CGFloat); else the first required field of its first
    /// mapping form (a Border's colour, written `{ color: $v }`).
    private func sourceShape(of type: TypeExpression, typeParams: [String]) -> (
        type: TypeExpression, write: (String) -> String
    )? {
        switch type {
        case .optional(let wrapped):
            return sourceShape(of: wrapped, typeParams: typeParams).map { (.optional($0.type), $0.write) }
        case .array(let element):
            return sourceShape(of: element, typeParams: typeParams).flatMap {
                $0.type == element ? (type, { $0 }) : nil
            }
        case .dictionary:
            return (type, { $0 })
        case .named(let name):
            if typeParams.contains(name) || Self.declarable.contains(name) { return (type, { $0 }) }
            guard let catalogType = catalog.type(named: name) else { return nil }
            switch catalogType.kind {
            case .enumeration, .options: return (type, { $0 })
            case .primitive, .record: return nil
            case .value(let forms, _):
                for form in forms {
                    if case .scalar(let scalar, nil, nil, _) = form.shape,
                        let inner = sourceShape(of: scalar, typeParams: typeParams)
                    {
                        return inner
                    }
                }
                guard let form = forms.first(where: { !$0.isScalar }),
                    let field = form.fields.first(where: \.required) ?? form.fields.first,
                    let inner = sourceShape(of: field.type, typeParams: typeParams)
                else { return nil }
                // The other required fields written as literals.
                var others: [String] = []
                for other in form.fields where other.required && other.name != field.name {
                    guard let value = CatalogLiteral(catalog: catalog, typeParams: typeParams).value(other.type) else {
                        return nil
                    }
                    others.append("\(other.name): \(value)")
                }
                return (
                    inner.type,
                    { read in "{ " + (["\(field.name): \(inner.write(read))"] + others).joined(separator: ", ") + " }" }
                )
            }
        }
    }

    /// The types a screen declares by name: the built-ins, and `Flag` (a Bool).
    static let declarable: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "URL", "Date", "UUID", "Color", "Font", "Image",
        "Insets", "Size", "Flag", "AnyHashable",
    ]

    /// A read of a value of `valueType` from `source`, with the declarations the source needs.
    private func sourcedRead(
        _ valueType: TypeExpression, literal: String, of component: Component, from source: ValueSource, number: Int,
        into parts: inout ProbeParts
    ) throws(Impossible) -> String {
        let type = spelling(valueType, typeParams: component.typeParams)
        let quoted = "\"\(type)\""
        switch source {
        case .literal:
            return literal
        case .state:
            parts.screenState.append("v\(number): { type: \(quoted), default: \(literal) }")
            return "$v\(number)"
        case .derived:
            parts.screenState.append("v\(number): { type: \(quoted), default: \(literal) }")
            parts.screenDerived.append("d\(number): $v\(number)")
            return "$d\(number)"
        case .param:
            parts.screenParams.append("p\(number): \(quoted)")
            parts.scenarioParams.append("p\(number): \(literal)")
            return "$p\(number)"
        case .componentParam:
            parts.componentParams.append("p\(number): \(quoted)")
            parts.componentArguments.append("p\(number): \(literal)")
            return "$p\(number)"
        case .modelField:
            parts.types.append("\(prefix)Inner\(number): { v: \(quoted) }")
            parts.types.append("\(prefix)Holder\(number): { inner: \(prefix)Inner\(number) }")
            parts.screenParams.append("h\(number): \(prefix)Holder\(number)")
            parts.scenarioParams.append("h\(number): { inner: { v: \(literal) } }")
            return "$h\(number).inner.v"
        case .loopItem:
            parts.screenParams.append("l\(number): \"[\(type)]\"")
            parts.scenarioParams.append("l\(number): [\(literal)]")
            return "$item"
        case .optional:
            parts.screenParams.append("o\(number): \"\(type.hasSuffix("?") ? type : type + "?")\"")
            parts.scenarioParams.append("o\(number): \(literal)")
            return "$o\(number)"
        case .keptPayload:
            parts.types.append("\(prefix)Kept\(number): { cases: { shown: { kv\(number): \(quoted) }, other: {} } }")
            parts.screenState.append(
                "k\(number): { type: \(prefix)Kept\(number), default: { shown: { kv\(number): \(literal) } } }")
            return "$kv\(number)"
        }
    }

    /// A catalog type as a screen declares it: a type parameter is text, a Flag a Bool.
    private func spelling(_ type: TypeExpression, typeParams: [String]) -> String {
        switch type {
        case .optional(let wrapped): return spelling(wrapped, typeParams: typeParams) + "?"
        case .array(let element): return "[\(spelling(element, typeParams: typeParams))]"
        case .dictionary(let key, let value):
            return "[\(spelling(key, typeParams: typeParams)): \(spelling(value, typeParams: typeParams))]"
        case .named(let name):
            if typeParams.contains(name) || name == "AnyHashable" { return "String" }
            return name == "Flag" ? "Bool" : name
        }
    }

    /// A node of `component` with `member` written as `value`, and what the component needs
    /// besides: its required properties and slots (but those `member` excludes) and those `member`
    /// requires. A section, a static cell or a header stands in a CollectionView of its own.
    private func node(_ component: Component, member: String, value: String, number: Int) throws(Impossible) -> String {
        let excluded = Set(component.exclusive.filter { $0.contains(member) }.joined()).subtracting([member])
        var entries: [(String, String)] = []
        func add(_ name: String) throws(Impossible) {
            guard name != member, !excluded.contains(name), !entries.contains(where: { $0.0 == name }) else { return }
            if let property = catalog.property(named: name, of: component.name) {
                guard let written = literal(of: property, for: component) else {
                    throw Impossible(reason: "no literal of the required \(name)")
                }
                entries.append((name, written))
            } else if let slot = catalog.slot(named: name, of: component.name) {
                entries.append((name, try content(of: slot, for: component, number: number)))
            }
        }
        switch component.kind {
        case .section:
            entries.append(("section", "s\(number)"))
            for name in ["items", "cell"] { try add(name) }
        case .cell:
            entries.append(("id", "c\(number)"))
        case .view, .viewBuilder, .supplementary:
            break
        }
        for property in catalog.properties(of: component.name) where property.required { try add(property.name) }
        for slot in catalog.slots(of: component.name) where slot.required { try add(slot.name) }
        for name in catalog.property(named: member, of: component.name)?.requires ?? [] { try add(name) }
        for (name, value) in Self.companions["\(component.name).\(member)"] ?? []
        where !entries.contains(where: { $0.0 == name }) {
            entries.append((name, value))
        }
        for name in catalog.slot(named: member, of: component.name)?.requires ?? [] { try add(name) }
        entries.removeAll { $0.0 == member }
        entries.append((member, value))
        let mapping = "{ " + entries.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
        switch component.kind {
        case .view, .viewBuilder:
            return "{ \(component.name): \(mapping) }"
        case .section:
            return "{ CollectionView: { sections: [ \(mapping) ] } }"
        case .cell:
            return "{ CollectionView: { sections: [ { section: s\(number), cells: [ \(mapping) ] } ] } }"
        case .supplementary:
            return
                "{ CollectionView: { sections: [ { section: s\(number), items: [Probe], cell: { LabelView: Probe }, header: [ { \(component.name): \(mapping) } ] } ] } }"
        }
    }

    /// What a slot is given: a label (a list of one for a `many` slot), a section or a static cell,
    /// with the slot's required arguments beside them.
    private func content(of slot: Slot, for component: Component, number: Int) throws(Impossible) -> String {
        let nodes =
            switch slot.accepts {
            case .views: slot.many ? "[ { LabelView: Probe } ]" : "{ LabelView: Probe }"
            case .sections: "[ { section: s\(number), items: [Probe], cell: { LabelView: Probe } } ]"
            case .cells: "[ { id: c\(number), cell: { LabelView: Probe } } ]"
            }
        let required = slot.args.filter(\.required)
        guard !required.isEmpty else { return nodes }
        var entries = ["\(slot.contentKey): \(nodes)"]
        for argument in required {
            guard let value = literal(for: component).value(argument.type) else {
                throw Impossible(reason: "no literal for the slot's \(argument.name)")
            }
            entries.append("\(argument.name): \(value)")
        }
        return "{ " + entries.joined(separator: ", ") + " }"
    }

    /// `node` in `place`, among the screen's nodes or the component's.
    private func placed(_ node: String, at place: NodePlace, number: Int, into parts: inout ProbeParts) {
        let list = "items: $probeWords"
        switch place {
        case .screenBody: parts.screenNodes.append(node)
        case .componentBody: parts.componentNodes.append(node)
        case .ifBranch: parts.screenNodes.append("{ if: $probeFlag, then: [ \(node) ] }")
        case .forEachBody: parts.screenNodes.append("{ forEach: $probeWords, do: [ \(node) ] }")
        case .switchBranch:
            parts.screenNodes.append(
                "{ switch: $probeMode, cases: { first: [ \(node) ], second: [ { LabelView: Second } ] } }")
        case .slot: parts.screenNodes.append("{ \(prefix)Frame: { content: [ \(node) ] } }")
        case .tableCell: parts.screenNodes.append("{ TableView: { \(list), cell: \(node) } }")
        case .collectionCell:
            parts.screenNodes.append(
                "{ CollectionView: { sections: [ { section: t\(number), \(list), cell: \(node) } ] } }")
        case .sectionHeader:
            parts.screenNodes.append(
                "{ CollectionView: { sections: [ { section: t\(number), \(list), cell: { LabelView: $item }, header: [ \(node) ] } ] } }"
            )
        case .sectionFooter:
            parts.screenNodes.append(
                "{ CollectionView: { sections: [ { section: t\(number), \(list), cell: { LabelView: $item }, footer: [ \(node) ] } ] } }"
            )
        case .nestedList:
            parts.screenNodes.append(
                "{ CollectionView: { sections: [ { section: t\(number), \(list), cell: { TableView: { \(list), cell: \(node) } } } ] } }"
            )
        }
    }
}
