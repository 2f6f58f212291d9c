import ConstruktCatalog

/// Writes a screen's body: catalog components with random modifiers (their values drawn by
/// PropertyValueGenerator), stacks, containers, `if`/`forEach` (constant and live), two-way
/// controls, lists and the app's own components. Nodes a scenario stimulates are given ids and
/// kept out of conditional content, so a finder always finds them.
struct BodyGenerator {
    let context: GenerationContext
    let plan: ScreenPlan
    let components: [ScreenPlan]
    let statements: StatementGenerator

    /// The parents a live `forEach` or `if` can be written in.
    static let stacks: Set<String> = ["VStackView", "HStackView"]

    /// Properties the generator sets itself, or that would hide or disable a stimulated node.
    static let reserved: Set<String> = [
        "id", "accessibilityIdentifier", "identifier", "hidden", "visible", "enabled", "alpha",
        "isUserInteractionEnabled", "userInteractionEnabled", "highlighted", "selected", "text", "title",
        "isOn", "value", "image", "systemName", "named", "url", "placeholder", "in", "step", "spacing",
    ]

    func writeRoot(into yaml: inout YAMLText, scope: Scope) {
        if plan.isComponent {
            // A row whose slots take views stacks them downwards: across, the views a slot is given
            // (a row of the same component among them) may need more than the phone's width, and
            // the views squeezed to nothing could not be tapped. The draw is made all the same, so
            // that what follows it is the same.
            let drawn = context.pick(["VStackView", "HStackView"])
            plan.slotParent = plan.slots.isEmpty ? drawn : "VStackView"
            yaml.line(1, "\(plan.slotParent):")
            yaml.line(3, "children:")
            for _ in 0..<context.int(1...2) { writeLabel(into: &yaml, indent: 4, scope: scope, live: false) }
            // Each slot placed once, among the component's own views.
            for slot in plan.slots {
                yaml.line(4, "- slot: \(slot.name)")
                if context.chance(50) { writeLabel(into: &yaml, indent: 4, scope: scope, live: false) }
            }
            if let id = plan.emitterId, let action = plan.actions.first {
                yaml.line(4, "- ButtonView: { title: emit, id: \(id), onTap: \(action.name) }")
            }
            return
        }
        let fixed = "Screen \(plan.name)"
        plan.fixedText = fixed
        // The screen's stack scrolls, as a screen taller than the phone does, so that every view a
        // walk taps can be reached; its lists have heights of their own (ListGenerator).
        if context.chance(30) {
            yaml.line(1, "Screen:")
            yaml.line(3, "backgroundColor: \(PropertyValueGenerator(context: context).color())")
            yaml.line(3, "content:")
            yaml.line(4, "- VerticalScrollView:")
            yaml.line(8, "children:")
            yaml.line(9, "- VStackView:")
            writeStackBody(into: &yaml, indent: 11, scope: scope, fixed: fixed)
        } else {
            yaml.line(1, "VerticalScrollView:")
            yaml.line(3, "children:")
            yaml.line(4, "- VStackView:")
            writeStackBody(into: &yaml, indent: 6, scope: scope, fixed: fixed)
        }
    }

    private func writeStackBody(into yaml: inout YAMLText, indent: Int, scope: Scope, fixed: String) {
        yaml.line(indent, "spacing: \(context.int(0...16))")
        yaml.line(indent, "children:")
        yaml.line(indent + 1, "- LabelView: \(fixed)")
        yaml.mutable(.misspeltName, replacement: "- LabelVeiw: \(fixed)")
        writeStimulusNodes(into: &yaml, indent: indent + 1, scope: scope)
        ScrollingGenerator(context: context, body: self).write(into: &yaml, indent: indent + 1, scope: scope)
        if let part = plan.payloadPart {
            PayloadEnumGenerator(context: context).writeNodes(part, plan: plan, into: &yaml, indent: indent + 1)
        }
        for _ in 0..<context.int(1...5) {
            writeNode(into: &yaml, indent: indent + 1, scope: scope, live: true, depth: 0, parent: "VStackView")
        }
    }

    /// Buttons for actions and the two-way controls, at fixed places (scenarios find them by id).
    private func writeStimulusNodes(into yaml: inout YAMLText, indent: Int, scope: Scope) {
        for action in plan.actions where action.params.isEmpty && context.chance(80) {
            let id = "tap\(plan.buttonIds.count)"
            plan.buttonIds.append(id)
            plan.buttonTitles.append((id, action.name.capitalizedFirst))
            yaml.line(indent, "- ButtonView:")
            yaml.line(indent + 2, "id: \(id)")
            yaml.line(indent + 2, "title: \(action.name.capitalizedFirst)")
            yaml.line(indent + 2, "onTap: \(action.name)")
            yaml.mutable(.misspeltName, replacement: "onTap: \(misspell(action.name))")
            writeModifiers(
                into: &yaml, indent: indent + 2, component: "ButtonView", parent: "VStackView", scope: scope,
                live: false)
        }
        // A component whose signal the screen handles, at a place always shown.
        if context.has(.components), !plan.state.isEmpty || !plan.signals.isEmpty,
            let emitting = components.first(where: { $0.emitterId != nil }), context.chance(80)
        {
            writeComponentUse(into: &yaml, indent: indent, scope: scope, live: true, chosen: emitting, tappable: true)
        }
        guard context.has(.twoWay) else { return }
        for (index, item) in plan.state.enumerated() {
            let id = "control\(index)"
            switch item.type {
            case .string where context.chance(70):
                let component = context.pick(["TextField", "TextField", "TextEditor"])
                if component == "TextField" { plan.fieldIds.append(id) }
                yaml.line(indent, "- \(component):")
                yaml.line(indent + 2, "id: \(id)")
                yaml.line(indent + 2, "text: $\(item.name)")
            case .bool where context.chance(70):
                plan.toggleIds.append(id)
                yaml.line(indent, "- \(context.pick(["Toggle", "SwitchView"])):")
                yaml.line(indent + 2, "id: \(id)")
                yaml.line(indent + 2, "isOn: $\(item.name)")
                yaml.mutable(.misspeltName, replacement: "isOn: $\(misspell(item.name))")
            case .float where context.chance(70):
                yaml.line(indent, "- Slider:")
                yaml.line(indent + 2, "value: $\(item.name)")
                yaml.line(indent + 2, "in: \(range(scope: scope))")
            case .double where context.chance(70):
                yaml.line(indent, "- Stepper:")
                yaml.line(indent + 2, "value: $\(item.name)")
                yaml.line(indent + 2, "in: \(range(scope: scope))")
                yaml.line(indent + 2, "step: \(context.int(1...3))")
            default:
                break
            }
        }
    }

    /// A Slider's or Stepper's range: constant and from 0, or (rangeExpressions) with negative
    /// bounds or a bound computed from the params.
    private func range(scope: Scope) -> String {
        guard context.has(.rangeExpressions) && context.chance(60) else {
            return "{ from: 0, to: \(context.int(1...50)) }"
        }
        if context.chance(50) { return "{ from: -\(context.int(10...20)), to: -\(context.int(1...9)) }" }
        let flag = context.expression(.bool, scope: scope, live: false, depth: 1)
        return "{ from: \"${\(flag) ? 0 : 1}\", to: \(context.int(10...20)) }"
    }

    /// One random node as a list item at `indent` (its properties at `indent + 2`).
    func writeNode(into yaml: inout YAMLText, indent: Int, scope: Scope, live: Bool, depth: Int, parent: String) {
        var kinds = ["label", "label", "image", "spacer", "divider", "button"]
        if depth < 2 { kinds += ["stack", "stack", "container"] }
        if context.has(.conditionals) && depth < 3
            && (Self.stacks.contains(parent) || context.has(.liveLoopsOutsideStacks))
        {
            kinds += ["if", "if"]
        }
        if context.has(.loops) && depth < 3 && (Self.stacks.contains(parent) || context.has(.liveLoopsOutsideStacks)) {
            kinds += ["forEach", "forEach"]
        }
        if context.has(.lists) && depth == 0 { kinds += ["collection", "table"] }
        if context.has(.components) && !components.isEmpty { kinds += ["component"] }
        switch context.pick(kinds) {
        case "label":
            writeLabel(into: &yaml, indent: indent, scope: scope, live: live)
        case "image":
            yaml.line(indent, "- ImageView:")
            if context.has(.foundationValues), context.chance(40),
                let url = context.catalog.properties(of: "ImageView").first(where: { $0.name == "url" })
            {
                // An image loaded from a URL, constant or following state, with what shows until it loads.
                PropertyValueGenerator(context: context).write(
                    url, into: &yaml, indent: indent + 2, scope: scope, live: live && context.has(.liveValues))
                if context.chance(50) {
                    yaml.line(indent + 2, "placeholder: { systemName: \(context.pick(["photo", "star"])) }")
                }
            } else {
                yaml.line(indent + 2, "image: { systemName: \(context.pick(["star", "heart", "house", "bell"])) }")
            }
            writeModifiers(
                into: &yaml, indent: indent + 2, component: "ImageView", parent: parent, scope: scope, live: live)
        case "spacer":
            yaml.line(indent, "- \(context.pick(["SpacerView", "FixedSpacerView", "ActivityIndicator"])):")
        case "divider":
            yaml.line(indent, "- DividerView:")
            writeModifiers(
                into: &yaml, indent: indent + 2, component: "DividerView", parent: parent, scope: scope, live: live)
        case "button":
            yaml.line(indent, "- ButtonView:")
            yaml.line(indent + 2, "title: \(context.pick(context.words))")
            if context.has(.liveValues) && live && context.chance(40) {
                yaml.line(
                    indent + 2,
                    "enabled: \(YAMLText.expression(context.expression(.bool, scope: scope, live: true, depth: 1)))")
            }
            if let action = plan.actions.first(where: { $0.params.isEmpty }), context.chance(50) {
                yaml.line(indent + 2, "onTap: \(action.name)")
            } else if !plan.state.isEmpty || !plan.signals.isEmpty {
                yaml.line(indent + 2, "onTap:")
                // An event may send any action (eventSends): no action sends back to an event.
                statements.writeList(
                    into: &yaml, indent: indent + 3, scope: scope, count: 1, after: context.has(.eventSends) ? -1 : nil)
            }
            writeModifiers(
                into: &yaml, indent: indent + 2, component: "ButtonView", parent: parent, scope: scope, live: live)
        case "stack":
            let component = context.pick(["VStackView", "HStackView"])
            yaml.line(indent, "- \(component):")
            yaml.line(indent + 2, "spacing: \(context.int(0...12))")
            writeModifiers(
                into: &yaml, indent: indent + 2, component: component, parent: parent, scope: scope, live: live)
            yaml.line(indent + 2, "children:")
            for _ in 0..<context.int(1...3) {
                writeNode(
                    into: &yaml, indent: indent + 3, scope: scope, live: live, depth: depth + 1, parent: component)
            }
        case "container":
            let component = context.pick([
                "ContainerView", "ZStackView", "ScrollView", "VerticalScrollView", "CenteredView", "TableViewCell",
            ])
            yaml.line(indent, "- \(component):")
            writeModifiers(
                into: &yaml, indent: indent + 2, component: component, parent: parent, scope: scope, live: live)
            yaml.line(indent + 2, "children:")
            let count = component.hasSuffix("ScrollView") ? 1 : context.int(1...2)
            for _ in 0..<count {
                writeNode(
                    into: &yaml, indent: indent + 3, scope: scope, live: live, depth: depth + 1, parent: component)
            }
        case "if":
            let condition = context.expression(.bool, scope: scope, live: live && context.has(.liveValues), depth: 1)
            yaml.line(indent, "- if: \(YAMLText.expression(condition))")
            yaml.line(indent + 1, "then:")
            for _ in 0..<context.int(1...2) {
                writeNode(into: &yaml, indent: indent + 2, scope: scope, live: live, depth: depth + 1, parent: parent)
            }
            if context.chance(50) {
                yaml.line(indent + 1, "else:")
                writeNode(into: &yaml, indent: indent + 2, scope: scope, live: live, depth: depth + 1, parent: parent)
            }
        case "forEach":
            writeForEach(into: &yaml, indent: indent, scope: scope, live: live, depth: depth, parent: parent)
        case "collection":
            ListGenerator(context: context, body: self).writeCollection(into: &yaml, indent: indent, scope: scope)
        case "table":
            ListGenerator(context: context, body: self).writeTable(into: &yaml, indent: indent, scope: scope)
        default:
            writeComponentUse(into: &yaml, indent: indent, scope: scope, live: live)
        }
    }

    private func writeForEach(
        into yaml: inout YAMLText, indent: Int, scope: Scope, live: Bool, depth: Int, parent: String
    ) {
        let arrays = scope.names.filter { $0.type.element != nil && (live && context.has(.liveValues) || !$0.isLive) }
        let source: ScopeName
        if let chosen = arrays.isEmpty ? nil : context.pick(arrays) {
            source = chosen
        } else {
            let literal =
                "["
                + (0..<context.int(1...3)).map { _ in "'\(context.pick(context.words))'" }.joined(
                    separator: ", ") + "]"
            source = ScopeName(name: literal, type: .array(.string), isLive: false)
        }
        let variable = context.names.lower(&context.random, hint: "element")
        yaml.line(indent, "- forEach: \(YAMLText.expression(source.name))")
        yaml.line(indent + 1, "as: \(variable)")
        var inner = scope.adding(ScopeName(name: variable, type: source.type.element!, isLive: source.isLive))
        // The element's position, read by a label of its row.
        if context.has(.loopIndex) && context.chance(40) {
            let index = context.names.lower(&context.random, hint: "position")
            yaml.line(indent + 1, "index: \(index)")
            inner = inner.adding(ScopeName(name: index, type: .int, isLive: source.isLive))
            yaml.line(indent + 1, "do:")
            yaml.line(indent + 2, "- LabelView: \"#${\(index)}\"")
        } else {
            yaml.line(indent + 1, "do:")
        }
        writeLabel(into: &yaml, indent: indent + 2, scope: inner, live: live, prefer: variable)
        if context.chance(30) {
            writeNode(into: &yaml, indent: indent + 2, scope: inner, live: live, depth: depth + 1, parent: parent)
        }
    }

    /// A label showing a constant, an interpolation or an expression (live ones only when `live`).
    func writeLabel(into yaml: inout YAMLText, indent: Int, scope: Scope, live: Bool, prefer: String? = nil) {
        let liveValue = live && context.has(.liveValues)
        yaml.line(indent, "- LabelView:")
        yaml.mutable(.misspeltName, replacement: "- LabelVeiw:")
        switch context.int(0...2) {
        case 0 where prefer == nil:
            yaml.line(indent + 2, "text: \(context.pick(context.words))")
        case 1:
            var types: [ValueType] =
                context.has(.interpolatedNumbers) ? [.int, .string, .bool, .double] : [.int, .string, .bool]
            if context.has(.foundationValues) {
                types += [ValueType.url, .uuid].filter {
                    !context.expressions.paths(to: $0, scope: scope, live: liveValue).isEmpty
                }
            }
            let value = interpolated(context.pick(types), scope: scope, live: liveValue, prefer: prefer)
            yaml.line(
                indent + 2,
                "text: \"\(context.pick(["Total", "Now", "Item"])): ${\(value.replacing("\\", with: "\\\\"))}\"")
        default:
            yaml.line(
                indent + 2,
                "text: \(YAMLText.expression(interpolated(.string, scope: scope, live: liveValue, prefer: prefer)))")
        }
        writeModifiers(
            into: &yaml, indent: indent + 2, component: "LabelView", parent: "VStackView", scope: scope, live: live)
    }

    private func interpolated(_ type: ValueType, scope: Scope, live: Bool, prefer: String?) -> String {
        if let prefer, let name = scope.names.first(where: { $0.name == prefer }) {
            let paths = context.expressions.paths(to: type, scope: Scope(names: [name]), live: true)
            if !paths.isEmpty { return context.pick(paths) }
        }
        return context.expression(type, scope: scope, live: live, depth: 2)
    }

    /// A node of one of the app's components; `chosen` picks it, and `tappable` makes its signal's
    /// button one the walks tap, for a use that is always shown.
    private func writeComponentUse(
        into yaml: inout YAMLText, indent: Int, scope: Scope, live: Bool, chosen: ScreenPlan? = nil,
        tappable: Bool = false
    ) {
        let component = chosen ?? context.pick(components)
        yaml.line(indent, "- \(component.name):")
        yaml.mutable(.misspeltName, replacement: "- \(misspell(component.name)):")
        let start = yaml.nextLine - 1
        for param in component.params {
            let value = context.expression(param.type, scope: scope, live: live && context.has(.liveValues), depth: 1)
            yaml.line(indent + 2, "\(param.name): \(YAMLText.expression(value))")
            // A param with a default (a live one) may be left out: removing it is no mistake.
            if component.params.count > 1 && !param.hasDefault {
                yaml.mutable(.removedRequiredKey, replacement: nil, errorLine: start)
            }
        }
        writeSlotViews(of: component, into: &yaml, indent: indent, scope: scope, live: live, tappable: tappable)
        // Its signal runs the screen's statements, which read its value; the walks tap its button.
        if let signal = component.signals.first, let id = component.emitterId, !plan.isComponent,
            !plan.state.isEmpty || !plan.signals.isEmpty
        {
            // The signal's `value` hides a state named `value` (NamePool draws one) in its statements.
            var inner = scope
            if let type = signal.type { inner = scope.hiding(ScopeName(name: "value", type: type, isLive: false)) }
            yaml.line(indent + 2, "on:")
            yaml.line(indent + 3, "\(signal.name):")
            yaml.mutable(.misspeltName, replacement: "\(misspell(signal.name)):")
            statements.writeList(into: &yaml, indent: indent + 4, scope: inner, count: context.int(1...2))
            if tappable { plan.buttonIds.append(id) }
        }
    }

    /// The views a node gives its component's slots: the screen's own, reading its scope (loop
    /// variables included) and, at a use always shown, a button the walks tap that runs one of
    /// the screen's actions. A list slot gets 0 to 2 nodes of any kind, or `[]`; a one-view slot
    /// one label, and an optional one a label or nothing.
    private func writeSlotViews(
        of component: ScreenPlan, into yaml: inout YAMLText, indent: Int, scope: Scope, live: Bool, tappable: Bool
    ) {
        guard context.has(.componentSlots) else { return }
        for slot in component.slots {
            switch slot.count {
            case "many":
                let action = plan.actions.first { $0.params.isEmpty }
                let button = tappable && !plan.isComponent && action != nil && context.chance(60)
                let count = context.int(0...2)
                guard count > 0 || button else {
                    if context.chance(50) { yaml.line(indent + 2, "\(slot.name): []") }
                    continue
                }
                yaml.line(indent + 2, "\(slot.name):")
                if button, let action {
                    let id = "slot\(plan.buttonIds.count)"
                    plan.buttonIds.append(id)
                    yaml.line(
                        indent + 3,
                        "- ButtonView: { title: \(action.name.capitalizedFirst), id: \(id), onTap: \(action.name) }")
                }
                for _ in 0..<count {
                    writeNode(
                        into: &yaml, indent: indent + 3, scope: scope, live: live, depth: 2,
                        parent: component.slotParent)
                }
            case "optional" where context.chance(40):
                continue
            default:
                yaml.line(indent + 2, "\(slot.name):")
                writeLabel(into: &yaml, indent: indent + 3, scope: scope, live: live)
            }
        }
    }

    /// 0 to 3 catalog properties of `component` that the generator can write values for.
    func writeModifiers(
        into yaml: inout YAMLText, indent: Int, component: String, parent: String, scope: Scope, live: Bool
    ) {
        guard context.has(.modifiers) else { return }
        let values = PropertyValueGenerator(context: context)
        let candidates = context.catalog.properties(of: component).filter { property in
            !Self.reserved.contains(property.name) && !property.isInternal && property.requires.isEmpty
                && !property.required
                && (property.onlyInside.map { $0.contains(parent) } ?? true) && values.canWrite(property)
                && (property.constant != nil || property.oneWay != nil || property.onReceive != nil)
        }
        var written: Set<String> = []
        for _ in 0..<context.int(0...3) where !candidates.isEmpty {
            let property = context.pick(candidates)
            // One view takes one of the properties that set its transform (CK0809).
            guard !written.contains(property.name),
                !ViewTransform.properties.contains(property.name) || written.isDisjoint(with: ViewTransform.properties)
            else { continue }
            written.insert(property.name)
            values.write(property, into: &yaml, indent: indent, scope: scope, live: live && context.has(.liveValues))
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
