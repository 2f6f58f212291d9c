import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// Checks a screen's view tree against the catalogs (Docs/language.md, Component nodes, Lists) and produces its checked
/// form: each node names a known component (or a `component:` file), each property, slot and event
/// exists on it and holds the right kind of value, required ones are written, a live value goes
/// only where a binding can take it (the chosen `BindingStrategy` is recorded), events run
/// well-typed statements, and `if` / `forEach` / sections bring their conditions and loop
/// variables into scope.
struct BodyRules {
    var checker: StatementChecker
    let catalog: ComponentCatalog
    let app: AppSymbols
    let mapping: CatalogTypeMapping
    private(set) var diagnostics: [Diagnostic] = []
    /// For each slot being checked, innermost last: the component whose result-builder slot holds
    /// the nodes, or `nil` for a slot whose nodes the library places itself (a cell's content).
    var parents: [String?] = []
    /// The scalars written on the node whose members are being checked, by property name: the
    /// names its slots' closure parameters take (GeometryReader's `as:`).
    private var writtenScalars: [String: String] = [:]
    /// The slots of the `component:` file whose body is checked (`nil` for a screen's), by name.
    var bodySlots: [String: SlotDeclaration]?
    /// Where each slot of `bodySlots` was placed first (`- slot: name`).
    var placedSlots: [String: SourceRange] = [:]
    /// `- slot:` nodes naming no slot of `bodySlots`, reported once the whole body is read, when
    /// what is placed elsewhere is known (a misspelt name is one of the slots not placed).
    var unknownPlacements: [Identifier] = []
    /// How many repeating places (a `forEach`, a list) enclose the nodes being checked.
    var repeating = 0
    /// `userComponentBase`'s answers, by component name.
    private var userComponentBases: [String: (component: Component, members: ResolvedMembers?)] = [:]

    init(checker: StatementChecker, catalog: ComponentCatalog, app: AppSymbols) {
        self.checker = checker
        self.catalog = catalog
        self.app = app
        mapping = CatalogTypeMapping(catalog: catalog, types: app.types)
    }

    var path: String { checker.path }
    private var source: SourceFile { checker.typer.source }

    /// The checked node, or `nil` when its component is unknown (reported).
    mutating func check(_ node: ComponentNode, scope: Scope, isRoot: Bool) -> CheckedNode? {
        // A slot at the root has its own error (CK0817), where the slot is placed.
        if isRoot, let keyword = Self.controlKeyword(node), keyword != "slot" {
            // The generated view's body is one view; a control node makes none or several.
            report(
                .slotContent,
                "the body is one component, and \(keyword == "if" ? "an" : "a") '\(keyword)' node is none or several",
                at: node.range,
                help: "put it in the stack its views go in: 'body: { VStackView: [ { \(keyword): … } ] }'")
        }
        switch node.kind {
        case .component(let name, let content):
            return component(name, content: content, range: node.range, scope: scope, isRoot: isRoot)
                .map { CheckedNode(kind: .component($0), range: node.range) }
        case .conditional(let condition, let then, let otherwise):
            let typed = checker.typer.check(condition, expected: .bool, scope: scope)
            if let warning = typed.flatMap({
                ConstantCondition.warning(for: $0, constants: scope.constants, path: path)
            }) {
                diagnostics.append(warning)
            }
            let thenNodes = then.compactMap { check($0, scope: scope, isRoot: false) }
            let elseNodes = otherwise.compactMap { check($0, scope: scope, isRoot: false) }
            return typed.map {
                CheckedNode(kind: .conditional($0, then: thenNodes, else: elseNodes), range: node.range)
            }
        case .forEach(let items, let variable, let index, let body):
            var (inner, loop) = loopScope(items: items, variable: variable?.text, scope: scope)
            if let index {
                if index.text == loop?.variable ?? variable?.text ?? "item" {
                    report(
                        .duplicateName, "'\(index.text)' names both the loop variable and its index", at: index.range,
                        help: "give the index a name of its own: 'index: position'")
                } else {
                    inner = inner.adding(index.text, .loopVariable, .int)
                    loop?.index = index.text
                }
            }
            repeating += 1
            let nodes = body.compactMap { check($0, scope: inner, isRoot: false) }
            repeating -= 1
            return loop.map { CheckedNode(kind: .forEach($0, body: nodes), range: node.range) }
        case .switchOver(let syntax):
            guard let shape = SwitchCheck.check(syntax, typer: &checker.typer, scope: scope, diagnostics: &diagnostics)
            else { return nil }
            let keeps = keepsBranches(syntax, subject: shape.subject)
            let cases = shape.cases.map { valid in
                let inner = SwitchCheck.scope(for: valid, in: scope, keeps: keeps)
                return CheckedSwitch<[CheckedNode]>.Case(
                    name: valid.name, payload: valid.payload.map(\.name),
                    body: syntax.cases[valid.index].body.compactMap { check($0, scope: inner, isRoot: false) },
                    payloadTypes: valid.payload.map(\.type))
            }
            let fallback = syntax.fallback.map { $0.body.compactMap { check($0, scope: scope, isRoot: false) } }
            return CheckedNode(
                kind: .switchOver(
                    CheckedSwitch(
                        subject: shape.subject, cases: cases, fallback: shape.fallbackIsReached ? fallback : nil,
                        keepsBranches: keeps)),
                range: node.range)
        case .slot(let name):
            return placement(of: name, at: node.range).map { CheckedNode(kind: .slot($0), range: node.range) }
        }
    }

    // MARK: Components

    private mutating func component(
        _ name: Identifier, content: ComponentContent, range: SourceRange, scope: Scope, isRoot: Bool
    ) -> CheckedComponent? {
        if !app.userComponents.isEmpty, let user = app.userComponents[name.text] {
            return userComponent(user, name: name, content: content, range: range, scope: scope, isRoot: isRoot)
        }
        if let hidden = app.screens[name.text], !hidden.isComplete, catalog.component(named: name.text) == nil {
            // A screen file cut short before saying it is a component: its error is the report.
            return nil
        }
        guard let component = catalog.component(named: name.text) ?? unknownComponent(name) else { return nil }
        guard component.kind.hasClass else {
            report(
                .slotContent,
                "\(component.name) is a \(Self.entryDescription(component.kind)), not a view, so it cannot be a node",
                at: name.range,
                help: Self.entryHelp(component.kind))
            return nil
        }
        let members = catalog.members(of: component.name)
        let outerScalars = writtenScalars
        writtenScalars = [:]
        defer { writtenScalars = outerScalars }
        var checked = CheckedComponent(
            name: component.name, isUserComponent: false, members: [], loop: nil, range: range)
        var written: [String] = []
        switch content {
        case .properties(let properties):
            var (inner, loop) = loopScope(
                items: Self.node(named: "items", in: properties),
                variable: Self.node(named: "as", in: properties)?.scalarText, scope: scope)
            loop?.perItemMembers = perItemMembers(of: component)
            bindCenterDistance(Self.node(named: "centerDistance", in: properties), loop: &loop, inner: &inner)
            checked.loop = loop
            if loop != nil { repeating += 1 }
            defer { if loop != nil { repeating -= 1 } }
            checked.members.reserveCapacity(properties.count)
            written.reserveCapacity(properties.count)
            var writtenAt: [(name: String, range: SourceRange)] = []
            var animationKey: SourceRange?
            let reportsChanges = properties.contains {
                catalog.event(named: $0.name.text, of: component.name).map { $0.value != .named("Void") } ?? false
            }
            writtenScalars = Dictionary(
                properties.compactMap { property in property.node.scalarText.map { (property.name.text, $0) } },
                uniquingKeysWith: { first, _ in first })
            for index in properties.indices {
                let name = properties[index].name
                if name.text == "items", loop == nil {
                    // Its error is reported already, by the loop over it.
                    written.append(name.text)
                    writtenAt.append((name.text, name.range))
                    continue
                }
                if name.text == LanguageKey.nodeAnimation.name,
                    catalog.property(named: name.text, of: component.name) == nil
                {
                    checked.animation = animation(properties[index].node)
                    animationKey = name.range
                    continue
                }
                let memberScope = self.memberScope(name.text, of: component, loop: loop, outer: scope, inner: inner)
                let (writtenName, member) = self.member(
                    name, value: properties[index].value, node: properties[index].node, of: component, members: members,
                    scope: memberScope, isRoot: isRoot, loop: loop)
                if let member, !reportsChanges {
                    warnIfBindingOneWay(member, written: properties[index].node, of: component)
                }
                written.append(writtenName)
                writtenAt.append((writtenName, name.range))
                if let member { checked.members.append(member) }
            }
            checkExclusive(writtenAt, of: component)
            checkAnimated(checked, at: animationKey ?? range)
            checkRequirements(writtenAt, of: component, members: members)
            checkScrollHandler(writtenAt, of: component)
            checkPlaceholderColor(checked.members)
        case .primary(let value):
            guard let primary = component.primary.first.flatMap({ catalog.property(named: $0, of: component.name) })
            else {
                report(
                    .componentValueShape, "\(component.name) takes no single value", at: value.range,
                    help: "write its properties as a mapping: '\(component.name): { … }'")
                return nil
            }
            written.append(primary.name)
            if let kind = property(primary, value: .value(value), of: component, scope: scope) {
                checked.members.append(CheckedMember(name: primary.name, kind: kind, range: value.range))
            }
        case .children, .list:
            guard let slotName = component.defaultSlot, let slot = catalog.slot(named: slotName, of: component.name)
            else {
                report(
                    .componentValueShape, "\(component.name) takes no list", at: name.range,
                    help: "write its properties as a mapping: '\(component.name): { … }'")
                return nil
            }
            written.append(slot.name)
            let kind: CheckedMember.Kind?
            switch content {
            case .children(let nodes):
                kind = .slot(
                    arguments: [], nodes: self.slot(slot, nodes: nodes, of: component, at: name.range, scope: scope))
            case .list(let list): kind = slotValue(slot, value: list, of: component, scope: scope)
            default: kind = nil
            }
            kind.map { checked.members.append(CheckedMember(name: slot.name, kind: $0, range: range)) }
        case .empty:
            break
        }
        requireMembers(of: component, members: members, written: written, at: name.range)
        return checked
    }

    private static func isBooleanLiteral(_ value: TypedValue) -> Bool {
        if case .expression(let expression) = value.kind, case .boolean = expression.kind { return true }
        return false
    }

    /// A node of a `component:` file: its params are its properties, passed as constants or bindings.
    private mutating func userComponent(
        _ user: ScreenSymbols, name: Identifier, content: ComponentContent, range: SourceRange, scope: Scope,
        isRoot: Bool
    ) -> CheckedComponent {
        let params = user.declaration.params.map(\.name.text)
        var checked = CheckedComponent(name: name.text, isUserComponent: true, members: [], loop: nil, range: range)
        var written: [String] = []
        func pass(_ param: String, _ node: YAMLNode, type: ValueType) {
            written.append(param)
            if let value = checker.typer.check(node, expected: type, scope: scope) {
                checked.members.append(
                    CheckedMember(
                        name: param, kind: .property(value, binding: value.isLive ? .oneWay : .constant),
                        range: node.range))
            }
        }
        switch content {
        case .properties(let properties):
            for property in properties {
                if property.name.text == "on" {
                    // Always the signals' wiring: a param or slot named 'on' is refused where it is declared (CK0205).
                    checked.members += signalHandlers(property.node, of: user, name: name, scope: scope)
                } else if let type = user.params[property.name.text] {
                    pass(property.name.text, property.node, type: type)
                } else if let slot = user.declaration.slots.first(where: { $0.name.text == property.name.text }) {
                    written.append(slot.name.text)
                    slotContent(slot, value: property.value, node: property.node, of: name.text, scope: scope).map {
                        checked.members.append($0)
                    }
                } else if property.name.text == LanguageKey.nodeAnimation.name {
                    checked.animation = animation(property.node)
                } else if property.name.text == LanguageKey.nodeIdentifier.name {
                    if let value = checker.typer.check(property.node, expected: .string, scope: scope) {
                        checked.members.append(
                            CheckedMember(name: "id", kind: .accessibilityIdentifier(value), range: property.node.range)
                        )
                    }
                } else if !user.isComplete {
                    // Perhaps a param its file's error hides: passed, and not checked.
                    written.append(property.name.text)
                } else if let base = userComponentBase(name.text),
                    base.members?.member(named: property.name.text) != nil
                {
                    // A component is a ViewBuilder of class UIView (CATALOG-FORMAT.md §7): UIView's modifiers apply to it.
                    let (_, member) = self.member(
                        property.name, value: property.value, node: property.node, of: base.component,
                        members: base.members, scope: scope, isRoot: isRoot)
                    member.map { checked.members.append($0) }
                } else if params.contains(property.name.text) {
                    // Declared with a type already reported as wrong: passed, and not checked.
                    written.append(property.name.text)
                } else if user.isComplete {
                    let names = params + user.declaration.slots.map(\.name.text)
                    report(
                        .unknownProperty,
                        "\(name.text) has no param \(user.declaration.slots.isEmpty ? "" : "or slot ")'\(property.name.text)'",
                        at: property.name.range,
                        help: NameSuggestion.help(for: property.name.text, among: names),
                        fixIts: NameSuggestion.fixIts(
                            for: property.name.text, among: names,
                            at: SourceLocation(path: path, range: property.name.range)))
                }
            }
        case .primary(let value):
            guard let first = user.declaration.params.first else {
                if user.isComplete { report(.componentValueShape, "\(name.text) has no params", at: value.range) }
                return checked
            }
            guard let type = user.params[first.name.text] else { return checked }
            pass(first.name.text, value, type: type)
        case .children, .list:
            report(
                .componentValueShape, "\(name.text) takes no list", at: name.range, help: "pass its params as a mapping"
            )
        case .empty:
            break
        }
        let missing = user.requiredParams.subtracting(written + ["on"]).sorted()
        if !missing.isEmpty {
            report(
                .missingProperty, "\(name.text) needs " + missing.map { "'\($0)'" }.joined(separator: ", "),
                at: name.range,
                help: "pass it: '\(name.text): { \(missing.map { "\($0): …" }.joined(separator: ", ")) }'")
        }
        if user.isComplete { requireSlots(of: user.declaration, written: written + ["on"], name: name) }
        return checked
    }

    /// A `component:` file's node as the catalog component it is beside its params: a `viewBuilder`
    /// of class UIView, with UIView's modifiers and events.
    private mutating func userComponentBase(_ name: String) -> (component: Component, members: ResolvedMembers?)? {
        if let known = userComponentBases[name] { return known }
        let definition = CatalogDefinition(
            catalog: "app",
            location: SourceLocation(path: path, range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))))
        guard let augmented = catalog.adding(userComponent: name, parameters: [], doc: nil, definition: definition),
            let component = augmented.component(named: name)
        else { return nil }
        let base = (component, augmented.members(of: name))
        userComponentBases[name] = base
        return base
    }

    /// One written member of a catalog component: the member's name (its canonical name when it was
    /// written by an alias) and what it checked to (`nil` after an error). `value` is what the file
    /// reader made of `node`: nodes when it was written as nodes.
    private mutating func member(
        _ name: Identifier, value: ConstruktAST.Property.Value, node: YAMLNode, of component: Component,
        members: ResolvedMembers?, scope: Scope, isRoot: Bool,
        loop: CheckedLoop? = nil
    ) -> (String, CheckedMember?) {
        func checked(_ memberName: String, _ kind: CheckedMember.Kind?) -> (String, CheckedMember?) {
            (memberName, kind.map { CheckedMember(name: memberName, kind: $0, range: node.range) })
        }
        let member = members?.member(named: name.text)
        if case .property(let property)? = member, !property.isInternal {
            if !isRoot { checkPlacement(property, at: name.range) }
            if let habit = FrameHabit(name, value: node, accepts: { members?.accepts($0) ?? false }, path: path) {
                report(.typeMismatch, habit.message, at: node.range, help: habit.help, fixIts: habit.fixIts)
                return (property.name, nil)
            }
            return checked(property.name, self.property(property, value: value, of: component, scope: scope))
        }
        if case .slot(let slot)? = member {
            if case .nodes(let nodes) = value, slot.accepts == .views, slot.args.isEmpty {
                return checked(
                    slot.name,
                    .slot(
                        arguments: [], nodes: self.slot(slot, nodes: nodes, of: component, at: node.range, scope: scope)
                    ))
            }
            return checked(slot.name, slotValue(slot, value: node, of: component, scope: scope))
        }
        if case .event(let event)? = member {
            if event.scope == .root, !isRoot {
                report(
                    .rootOnlyEvent, "'\(name.text)' fires only on the screen's root node", at: name.range,
                    help: "move it to the root node, or use the screen's 'lifecycle:'")
            }
            return checked(event.name, self.event(event, value: node, of: component, loop: loop, scope: scope))
        }
        if name.text == LanguageKey.nodeIdentifier.name {
            return checked(
                "id", checker.typer.check(node, expected: .string, scope: scope).map { .accessibilityIdentifier($0) })
        }
        let decoy = catalog.decoy(named: name.text).flatMap { $0.kind != .component ? $0 : nil }
        let names =
            (members?.properties.filter { !$0.isInternal }.map(\.name) ?? []) + (members?.slots.map(\.name) ?? [])
            + (members?.events.map(\.name) ?? [])
        let location = SourceLocation(path: path, range: name.range)
        let misspelt = MisspeltMember(name.text, among: names)
        let habit = PropertyHabit(name, value: node, accepted: names, path: path)
        report(
            .unknownProperty, "\(component.name) has no property '\(name.text)'", at: name.range,
            help: habit?.help ?? decoy.map(\.advice) ?? misspelt.help,
            fixIts: habit?.fixIts ?? decoy.map {
                names.contains($0.use) ? [Diagnostic.FixIt(location, replacement: $0.use)] : []
            } ?? misspelt.fixIts(at: location))
        return (name.text, nil)
    }

    /// A two-way property given `$name` that is not a whole state value (`$prefs.notify`, a param, a
    /// derived value) binds one way, and what the user changes goes nowhere (CK0821), unless the
    /// node reports the changes itself with an event that carries the value (`onChange`).
    private mutating func warnIfBindingOneWay(_ member: CheckedMember, written: YAMLNode, of component: Component) {
        guard case .property(_, let binding) = member.kind, binding != .constant,
            catalog.property(named: member.name, of: component.name)?.twoWay != nil,
            let text = written.scalarText, text.hasPrefix("$"), !text.hasPrefix("${")
        else { return }
        if case .twoWay = binding { return }
        report(
            .oneWayLookalike,
            "'\(member.name): \(text)' binds one way: what the user changes in the \(component.name) does not reach '\(text.dropFirst())'",
            at: written.range,
            help:
                "only a state value written whole binds both ways: bind one of its own ('\(member.name): $name'), or report the change with 'onChange'"
        )
    }

    /// A property's value, typed by the catalog, and the way it reaches the view (CATALOG-FORMAT.md
    /// §9): `$state` in a two-way slot binds both ways, another live value needs a binding variant
    /// or an `onReceive` fallback, a constant needs a constant emission.
    private mutating func property(
        _ property: ConstruktCatalog.Property, value written: ConstruktAST.Property.Value, of component: Component,
        scope: Scope
    ) -> CheckedMember.Kind? {
        guard case .value(let value) = written, !ComponentNode.looksLikeNodes(value) else {
            // Control nodes the file reader left as a value (they could have been a model literal)
            // are read as nodes here, with their errors.
            if case .value(let value) = written { _ = readNodes(value) }
            report(
                .slotContent, "'\(property.name)' of \(component.name) takes a value, not components", at: written.range
            )
            return nil
        }
        if property.name == "scrollOffset", !checkScrollOffsetTarget(value, of: component, scope: scope) { return nil }
        if property.name == "page", component.kind == .section, !checkPageTarget(value, scope: scope) { return nil }
        let typed: TypedValue?
        let expected = mapping.valueType(property.type, typeParams: component.typeParams)
        checker.typer.placeCanFollowState =
            property.oneWay != nil || property.twoWay != nil || property.onReceive != nil
        defer { checker.typer.placeCanFollowState = true }
        if let state = Self.stateShorthand(value, scope: scope), let stateType = scope[state]?.type,
            expected != stateType, expected != .optional(stateType),
            property.twoWay?.accepts?.contains(where: { $0.text == stateType.description }) == true
        {
            // A two-way slot that takes several types (a scroll offset into a CGFloat or a Double) binds the state as it is.
            typed = checker.typer.infer(value, scope: scope)
        } else if let type = expected {
            checker.typer.isPropertyValue = true
            typed = checker.typer.check(value, expected: type, scope: scope)
            checker.typer.isPropertyValue = false
        } else {
            typed = checker.typer.infer(value, scope: scope)
        }
        guard let typed else { return nil }
        guard checkForm(of: typed, in: property, of: component) else { return nil }
        if property.type.nonOptional == .named("Flag"), !Self.isBooleanLiteral(typed) {
            // A modifier without an argument is written or not: nothing could choose at run time.
            report(
                .typeMismatch,
                "'\(property.name)' of \(component.name) is written true or false: its modifier takes no value to read",
                at: value.range,
                help: "write 'true' to apply it, or leave it out")
            return nil
        }
        if property.type == .named("Name") {
            // A Name becomes a Swift identifier (a loop variable, a closure parameter).
            guard let text = value.scalarText, NamingRule.lowerCamelCase.accepts(text) else {
                let repaired = NamingRule.lowerCamelCase.repair(value.scalarText ?? "")
                report(
                    .invalidName, "'\(property.name)' of \(component.name) is a lowerCamelCase name", at: value.range,
                    help: repaired.map { "write '\($0)'" },
                    fixIts: repaired.map {
                        [Diagnostic.FixIt(SourceLocation(path: path, range: value.range), replacement: $0)]
                    } ?? [])
                return nil
            }
        }
        if typed.isLive, isChainForm(typed) {
            // Each link of the chain is written by the emitter, a live field by its own `onReceive`.
            return .property(typed, binding: .constant)
        }
        if property.twoWay != nil, let state = Self.stateShorthand(value, scope: scope) {
            return .property(typed, binding: .twoWay(state: state))
        }
        if typed.isLive {
            if property.oneWay != nil { return .property(typed, binding: .oneWay) }
            if property.receiveTemplate(for: typed) != nil { return .property(typed, binding: .onReceive) }
            var written = ""
            if case .form(_, let form, _, _) = typed.kind, property.onReceive != nil {
                written = " when written as { \(form): … }"
            }
            report(
                .bindingStrategy, "'\(property.name)' of \(component.name) cannot follow state\(written)",
                at: value.range,
                help: "give it a constant value, or show one of two nodes with an 'if' on what it reads")
            return nil
        }
        if property.constant == nil, property.oneWay != nil || property.twoWay != nil {
            report(
                .bindingStrategy, "'\(property.name)' of \(component.name) takes only a live value", at: value.range,
                help: "bind it to state: '\(property.name): $name'")
            return nil
        }
        return .property(typed, binding: .constant)
    }

    /// An event: an action's name, statements, or `{ <args>, do: statements }` for events with args.
    /// A list's event that carries its item (`value: Item`) carries the loop's element type.
    private mutating func event(
        _ event: Event, value written: YAMLNode, of component: Component, loop: CheckedLoop?, scope: Scope
    ) -> CheckedMember.Kind? {
        var value = written
        var arguments: [TypedValue.Field] = []
        // `{ send: more }` is one statement, not the `{ within: 5, do: more }` form (Docs/language.md,
        // "Events and statements": an event takes an action's name, one statement or a list).
        if !event.args.isEmpty, let entries = written.mappingEntries,
            !Self.isOneStatement(entries, besides: event.args.map(\.name))
        {
            for entry in entries {
                guard let key = entry.key.scalarText, key != "do" else { continue }
                guard let argument = event.args.first(where: { $0.name == key }) else {
                    report(
                        .unknownProperty, "'\(event.name)' has no '\(key)'", at: entry.key.range,
                        help: NameSuggestion.help(for: key, among: event.args.map(\.name) + ["do"]),
                        fixIts: NameSuggestion.fixIts(
                            for: key, among: event.args.map(\.name) + ["do"],
                            at: SourceLocation(path: path, range: entry.key.range)))
                    continue
                }
                if let type = mapping.valueType(argument.type, typeParams: component.typeParams),
                    let typed = checker.typer.check(entry.value, expected: type, scope: scope)
                {
                    arguments.append(TypedValue.Field(name: key, value: typed))
                }
            }
            for argument in event.args
            where argument.required && !entries.contains(where: { $0.key.scalarText == argument.name }) {
                report(.missingProperty, "'\(event.name)' needs '\(argument.name)'", at: written.range)
            }
            guard let body = entries.first(where: { $0.key.scalarText == "do" })?.value else {
                report(.missingProperty, "'\(event.name)' needs 'do:' with what it runs", at: written.range)
                return nil
            }
            value = body
        }
        var type = mapping.valueType(event.value, typeParams: component.typeParams)
        if type == nil, let loop, case .named(let name) = event.value, component.typeParams.contains(name) {
            type = loop.element
        }
        return eventBody(
            value, of: event.name, carrying: type == .void ? nil : type, arguments: arguments, scope: scope)
    }

    /// Whether a mapping written for an event with args is one statement: a statement's keyword
    /// among its keys (`after:` has a `do:` of its own), and no arg of the event.
    private static func isOneStatement(_ entries: [YAMLMappingEntry], besides arguments: [String]) -> Bool {
        let keys = entries.compactMap(\.key.scalarText)
        return keys.contains { KeyedMapping.statement($0) != nil } && !keys.contains { arguments.contains($0) }
    }

    /// What an event runs, typed: an action's name or statements, which see what the event carries
    /// as `value`. An action whose one param fits that value is given it (`onChange: search`).
    private mutating func eventBody(
        _ written: YAMLNode, of event: String, carrying type: ValueType?, arguments: [TypedValue.Field], scope: Scope
    ) -> CheckedMember.Kind? {
        let (handler, found) = EventHandler.read(written, in: source)
        diagnostics += found
        var inner = scope
        var carried: ValueType?
        // The event's `value` is the innermost name, as a closure's parameter hides a property of
        // its type: a state, param, derived value or loop variable named `value` is not read here.
        if let type {
            carried = type
            inner = scope.adding("value", .loopVariable, type)
        }
        switch handler {
        case .action(let name)?:
            if let carried, let params = checker.context.actions[name.text], params.names.count == 1,
                let param = params.names.first,
                let taken = params.types[param], !ExpressionTyper.accepts(taken, carried)
            {
                report(
                    .typeMismatch, "'\(event)' carries \(carried), and '\(name.text)' takes '\(param): \(taken)'",
                    at: name.range,
                    help:
                        "run it with statements that make the value fit: [ { send: \(name.text), with: { \(param): ${…} } } ]"
                )
                return nil
            }
            let passed = carried.flatMap { checker.runAction(name, passing: $0, at: name.range) }
            guard let typedArguments = passed ?? checker.runAction(name, arguments: [], at: name.range, scope: inner)
            else { return nil }
            let send = CheckedStatement(kind: .send(action: name.text, arguments: typedArguments), range: name.range)
            return .event(arguments: arguments, value: carried, body: [send])
        case .statements(let statements)?:
            return .event(arguments: arguments, value: carried, body: checker.statements(statements, scope: inner))
        case nil:
            return nil
        }
    }

    /// `on: { picked: choose }` on a `component:` node: for each of its signals, what the node's
    /// screen (or enclosing component) runs when the component emits it, with its value as `value`.
    private mutating func signalHandlers(_ node: YAMLNode, of user: ScreenSymbols, name: Identifier, scope: Scope)
        -> [CheckedMember]
    {
        guard let entries = node.mappingEntries else {
            report(
                .componentValueShape,
                "'on' of \(name.text) maps its signals to what they run: 'on: { picked: choose }'", at: node.range)
            return []
        }
        var members: [CheckedMember] = []
        for entry in entries {
            guard let signal = entry.key.scalarText else { continue }
            guard let type = user.signals[signal] else {
                let signals = user.signals.keys.sorted()
                // A signal whose type is behind another file's error is declared all the same.
                if user.isComplete, checker.typer.types.declarationsAreComplete {
                    report(
                        .unknownSignal, "\(name.text) has no signal '\(signal)'", at: entry.key.range,
                        help: NameSuggestion.help(for: signal, among: signals)
                            ?? (signals.isEmpty
                                ? "\(name.text) declares no signals"
                                : "its signals: " + signals.joined(separator: ", ")),
                        fixIts: NameSuggestion.fixIts(
                            for: signal, among: signals, at: SourceLocation(path: path, range: entry.key.range)))
                }
                continue
            }
            if let kind = eventBody(
                entry.value, of: signal, carrying: type == .void ? nil : type, arguments: [], scope: scope)
            {
                members.append(CheckedMember(name: signal, kind: kind, range: entry.value.range))
            }
        }
        return members
    }

    // MARK: Slots

    /// A slot written as a property: nodes, section or cell entries, or a mapping of args with nodes.
    private mutating func slotValue(_ slot: Slot, value: YAMLNode, of component: Component, scope: Scope)
        -> CheckedMember.Kind?
    {
        switch slot.accepts {
        case .sections:
            repeating += 1
            defer { repeating -= 1 }
            return .entries(entries(value, of: "AnySection", scope: scope))
        case .cells:
            repeating += 1
            defer { repeating -= 1 }
            return .entries(entries(value, of: "AnyCell", scope: scope))
        case .views:
            if let entries = value.mappingEntries, !slot.args.isEmpty, !ComponentNode.looksLikeNodes(value) {
                return slotArguments(slot, entries: entries, of: component, at: value.range, scope: scope)
            }
            if ComponentNode.looksLikeNodes(value) {
                return .slot(
                    arguments: [],
                    nodes: self.slot(slot, nodes: readNodes(value), of: component, at: value.range, scope: scope))
            }
            if value.sequenceItems?.isEmpty == true { return .slot(arguments: [], nodes: []) }
            report(
                .slotContent, "'\(slot.name)' of \(component.name) takes components, not a value", at: value.range,
                help: "write a node: '\(slot.name): { LabelView: … }'")
            return nil
        }
    }

    private mutating func slot(
        _ slot: Slot, nodes: [ComponentNode], of component: Component, at range: SourceRange, scope: Scope
    ) -> [CheckedNode] {
        if !slot.many, nodes.count > 1 {
            report(
                .slotContent, "'\(slot.name)' of \(component.name) holds one component, not \(nodes.count)", at: range,
                help: "wrap them in a stack: '{ VStackView: [...] }'")
        } else if !slot.many, let node = nodes.first, let keyword = Self.controlKeyword(node) {
            report(
                .slotContent,
                "'\(slot.name)' of \(component.name) holds one component, and \(keyword == "if" ? "an" : "a") '\(keyword)' node is none or several",
                at: node.range,
                help: "wrap it in the stack the views go in: '\(slot.name): { VStackView: [ { \(keyword): … } ] }'")
        }
        parents.append(slot.builder == .viewResultBuilder ? component.name : nil)
        defer { parents.removeLast() }
        var inner = scope
        for parameter in slot.params where parameter.type.holes.isEmpty {
            let name = parameter.name.render { hole in
                guard case .property(let property) = hole else { return "" }
                return writtenScalars[property] ?? catalog.property(named: property, of: component.name)?.defaultValue?
                    .scalarText ?? ""
            }
            guard !name.isEmpty,
                let type = TypeExpression(parsing: parameter.type.text).flatMap({ mapping.valueType($0) })
            else { continue }
            inner = inner.adding(name, .loopVariable, type)
        }
        return nodes.compactMap { check($0, scope: inner, isRoot: false) }
    }

    /// `shimmer: { count: 5, when: $isLoading }`, `emptyState: { when: …, content: [...] }`.
    private mutating func slotArguments(
        _ slot: Slot, entries: [YAMLMappingEntry], of component: Component, at range: SourceRange, scope: Scope
    ) -> CheckedMember.Kind {
        let names = slot.args.map(\.name) + [slot.contentKey]
        var arguments: [TypedValue.Field] = []
        var nodes: [CheckedNode] = []
        for entry in entries {
            guard let key = entry.key.scalarText else { continue }
            if key == slot.contentKey {
                let written = ComponentNode.looksLikeNodes(entry.value) ? readNodes(entry.value) : []
                if written.isEmpty {
                    report(.slotContent, "'\(key)' takes components", at: entry.value.range)
                }
                nodes = self.slot(slot, nodes: written, of: component, at: entry.value.range, scope: scope)
            } else if let argument = slot.args.first(where: { $0.name == key }) {
                if let type = mapping.valueType(argument.type, typeParams: component.typeParams),
                    let typed = checker.typer.check(entry.value, expected: type, scope: scope)
                {
                    arguments.append(TypedValue.Field(name: key, value: typed))
                }
            } else if NameSuggestion.help(for: key, among: names) == nil, ComponentNode.looksLikeNodes(entry.value),
                entries.allSatisfy({ $0.key.scalarText != slot.contentKey })
            {
                // `emptyState: { views: [...] }`: the components, under another name than the slot's.
                report(
                    .unknownProperty, "'\(slot.name)' has no '\(key)'", at: entry.key.range,
                    help: "its components go under '\(slot.contentKey)'",
                    fixIts: [
                        Diagnostic.FixIt(
                            SourceLocation(path: path, range: entry.key.range), replacement: slot.contentKey)
                    ])
            } else {
                report(
                    .unknownProperty, "'\(slot.name)' has no '\(key)'", at: entry.key.range,
                    help: NameSuggestion.help(for: key, among: names)
                        ?? "it takes " + names.map { "'\($0)'" }.joined(separator: ", "),
                    fixIts: NameSuggestion.fixIts(
                        for: key, among: names, at: SourceLocation(path: path, range: entry.key.range)))
            }
        }
        for argument in slot.args
        where argument.required && !entries.contains(where: { $0.key.scalarText == argument.name }) {
            report(.missingProperty, "'\(slot.name)' needs '\(argument.name)'", at: range)
        }
        return .slot(arguments: arguments, nodes: nodes)
    }

    /// Section entries (Docs/language.md, Lists) or static cell entries: mappings of that kind's members,
    /// with the loop variable (`as:`, default `item`) in scope for cells and `onSelect`.
    private mutating func entries(_ value: YAMLNode, of kind: String, scope: Scope) -> [CheckedComponent] {
        guard let entryComponent = catalog.component(named: kind) else { return [] }
        let members = catalog.members(of: entryComponent.name)
        let items = value.sequenceItems ?? [value]
        var checked: [CheckedComponent] = []
        var ids: [String: SourceRange] = [:]
        for item in items {
            guard let entries = item.mappingEntries else {
                report(
                    .slotContent, "a \(kind == "AnySection" ? "section" : "cell") entry is a mapping", at: item.range,
                    help: kind == "AnySection"
                        ? "write '- section: popular' with its items and cell" : "write '- id: name' with its cell")
                continue
            }
            var (inner, loop) = loopScope(
                items: entries.first { $0.key.scalarText == "items" }?.value,
                variable: entries.first { $0.key.scalarText == "as" }?.value.scalarText, scope: scope)
            loop?.perItemMembers = perItemMembers(of: entryComponent)
            bindCenterDistance(
                entries.first { $0.key.scalarText == "centerDistance" }?.value, loop: &loop, inner: &inner)
            if kind == "AnySection", let index = entries.first(where: { $0.key.scalarText == "index" })?.value,
                let name = index.scalarText
            {
                if name == loop?.variable ?? entries.first(where: { $0.key.scalarText == "as" })?.value.scalarText
                    ?? "item"
                {
                    report(
                        .duplicateName, "'\(name)' names both the loop variable and its index", at: index.range,
                        help: "give the index a name of its own: 'index: position'")
                } else if loop != nil {
                    inner = inner.adding(name, .loopVariable, .int)
                    loop?.index = name
                } else {
                    // After an error in the items, the index is known but has no type, as the loop variable.
                    inner.addUnresolved(name)
                }
            }
            var entry = CheckedComponent(name: kind, isUserComponent: false, members: [], loop: loop, range: item.range)
            var written: [String] = []
            var writtenAt: [(name: String, range: SourceRange)] = []
            for field in entries {
                guard let key = field.key.scalarText else { continue }
                if key == "items", loop == nil {
                    // Its error is reported already, by the loop over it.
                    written.append(key)
                    writtenAt.append((key, field.key.range))
                    continue
                }
                if key == "section", !NamingRule.lowerCamelCase.accepts(field.value.scalarText ?? "") {
                    report(
                        .invalidName, "a section id is a lowerCamelCase name", at: field.value.range,
                        help: NamingRule.lowerCamelCase.repair(field.value.scalarText ?? "").map { "write '\($0)'" })
                } else if key == (kind == "AnySection" ? "section" : "id"), let id = field.value.scalarText,
                    !id.contains("$")
                {
                    let what = kind == "AnySection" ? "sections of one list" : "cells of one section"
                    if let first = ids[id] {
                        report(
                            .duplicateName, "two \(what) have the id '\(id)'", at: field.value.range,
                            help: "give each its own id: UIKit's diffable data source tells them apart by it",
                            earlier: (first, "first used here"))
                    } else {
                        ids[id] = field.value.range
                    }
                }
                // Only a slot takes views: an event's `- if:` list is statements, read (and reported) once as such.
                let takesViews = catalog.slot(named: key, of: entryComponent.name) != nil
                let value: ConstruktAST.Property.Value =
                    takesViews && ComponentNode.looksLikeNodes(field.value)
                    ? .nodes(readNodes(field.value)) : .value(field.value)
                let (name, member) = self.member(
                    Identifier(key, range: field.key.range), value: value, node: field.value, of: entryComponent,
                    members: members,
                    scope: memberScope(key, of: entryComponent, loop: loop, outer: scope, inner: inner), isRoot: false,
                    loop: loop)
                written.append(name)
                writtenAt.append((name, field.key.range))
                member.map { entry.members.append($0) }
            }
            checkExclusive(writtenAt, of: entryComponent)
            checkRequirements(writtenAt, of: entryComponent, members: members)
            requireMembers(of: entryComponent, members: members, written: written, at: item.range)
            checkSectionScrolling(entry, written: writtenAt)
            entry.members += writtenDefaults(of: members, besides: written, at: item.range)
            if kind == "AnySection", let loop, !written.contains("id"),
                let identity = defaultIdentity(of: loop, at: item.range)
            {
                entry.members.append(
                    CheckedMember(name: "id", kind: .property(identity, binding: .constant), range: item.range))
            }
            if kind == "AnySection", let loop,
                case .property(let identity, _)? = entry.members.first(where: { $0.name == "id" })?.kind,
                let section = entries.first(where: { $0.key.scalarText == "section" })?.value.scalarText
            {
                checkRepeatedIdentities(of: loop, identity: identity, section: section)
            }
            checked.append(entry)
        }
        return checked
    }

    // MARK: Helpers

    /// What a component that is not a view is, for CK0802's message.
    private static func entryDescription(_ kind: ComponentKind) -> String {
        switch kind {
        case .section: return "CollectionView section"
        case .cell: return "section cell"
        case .supplementary: return "section header or footer"
        case .view, .viewBuilder: return "view"
        }
    }

    /// Where such a component's content is written instead.
    private static func entryHelp(_ kind: ComponentKind) -> String {
        switch kind {
        case .section: return "write it as an entry of a CollectionView's 'sections:'"
        case .cell: return "write it as an entry of a section's 'cells:' ('- id: name' with its cell)"
        case .supplementary, .view, .viewBuilder:
            return "write its content in a section's 'header:' or 'footer:', or use a view such as LabelView here"
        }
    }

    /// Required properties and slots that were not written (CK0803), a misspelt one aside (CK0802).
    private mutating func requireMembers(
        of component: Component, members: ResolvedMembers?, written: [String], at range: SourceRange
    ) {
        guard let members else { return }
        let written = Self.meant(written, members: members)
        var missing: [String] = []
        for property in members.properties
        where property.required && !property.isInternal && !written.contains(property.name) {
            missing.append(property.name)
        }
        for slot in members.slots where slot.required && !written.contains(slot.name) {
            missing.append(slot.name)
        }
        if !missing.isEmpty {
            report(
                .missingProperty, "\(component.name) needs " + missing.map { "'\($0)'" }.joined(separator: ", "),
                at: range,
                help: "write " + missing.map { "'\($0): …'" }.joined(separator: " and "))
        }
    }

    /// The scope of a list's body, cells and events: the loop variable (`as:`, default `item`) bound
    /// to the element type of `items`, which is typed in the outer scope.
    private mutating func loopScope(items: YAMLNode?, variable: String?, scope: Scope) -> (Scope, CheckedLoop?) {
        let name = variable ?? "item"
        // After an error in the items, the loop variable is known but has no type: reading it reports nothing more.
        // So it is when `as:` names it without `items:`: the catalog's `requires` (CK0810), a missing
        // `items` (CK0803) or its misspelling (CK0802) reports that.
        var untyped = scope
        untyped.addUnresolved(name)
        guard let items, let typed = checker.typer.infer(items, scope: scope) else {
            return (items == nil && variable == nil ? scope : untyped, nil)
        }
        guard case .array(let element) = typed.type else {
            report(.typeMismatch, "a loop runs over a list, and this is \(typed.type)", at: items.range)
            return (untyped, nil)
        }
        return (scope.adding(name, .loopVariable, element), CheckedLoop(items: typed, variable: name, element: element))
    }

    /// `if` or `forEach` for a control node, nil for a component.
    private static func controlKeyword(_ node: ComponentNode) -> String? {
        switch node.kind {
        case .component: return nil
        case .conditional: return "if"
        case .forEach: return "forEach"
        case .switchOver: return "switch"
        case .slot: return "slot"
        }
    }

    /// The node of the first property written as `name`.
    private static func node(named name: String, in properties: [ConstruktAST.Property]) -> YAMLNode? {
        for index in properties.indices where properties[index].name.text == name {
            return properties[index].node
        }
        return nil
    }

    /// Nodes inside a section or cell entry, read now that the catalog says they are a slot.
    mutating func readNodes(_ value: YAMLNode) -> [ComponentNode] {
        let (nodes, found) = ComponentNode.read(value, in: source)
        diagnostics += found
        return nodes
    }

    /// The state a whole-scalar `$name` names, for a two-way binding.
    private static func stateShorthand(_ value: YAMLNode, scope: Scope) -> String? {
        guard let text = value.scalarText, text.hasPrefix("$"), !text.hasPrefix("${") else { return nil }
        let name = String(text.dropFirst())
        return scope[name]?.kind == .state ? name : nil
    }

    /// Reports a problem at `range`; `earlier` labels the place written before that it clashes with.
    mutating func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, help: String? = nil,
        fixIts: [Diagnostic.FixIt] = [], earlier: (range: SourceRange, label: String)? = nil
    ) {
        diagnostics.append(
            Diagnostic(
                code, message, at: SourceLocation(path: path, range: range),
                labels: earlier.map { [.init(SourceLocation(path: path, range: $0.range), $0.label)] } ?? [],
                help: help, fixIts: fixIts))
    }

    /// Reports a name that is no component (CK0801) and returns the catalog component it stands
    /// for when there is one (a SwiftUI decoy's replacement, a `View` twin), so that its
    /// properties and children are checked as if fixed: one lint shows every problem below it.
    private mutating func unknownComponent(_ name: Identifier) -> Component? {
        let decoy = catalog.decoy(named: name.text).flatMap { $0.kind == .component ? $0 : nil }
        let known =
            catalog.components.filter { $0.kind == .view || $0.kind == .viewBuilder }.map(\.name)
            + app.screens.values.filter { $0.declaration.kind == .component }.map(\.declaration.name.text)
        let twin = Self.viewSuffixTwin(of: name.text, among: known)
        let control = Self.controlNodes[name.text]
        report(
            .unknownComponent, "unknown component '\(name.text)'", at: name.range,
            help: decoy.map(\.advice) ?? twin.map {
                "did you mean '\($0)'? ConstruktKit names some views with 'View' and some without"
            }
                ?? control.map { "'\($0.keyword)' is a control node, written in lower case: \($0.shape)" }
                ?? NameSuggestion.help(for: name.text, among: known),
            fixIts: (decoy?.use ?? twin ?? control?.keyword).map {
                [Diagnostic.FixIt(SourceLocation(path: path, range: name.range), replacement: $0)]
            }
                ?? NameSuggestion.fixIts(
                    for: name.text, among: known, at: SourceLocation(path: path, range: name.range)))
        return (decoy?.use ?? twin).flatMap { catalog.component(named: $0) }
    }

    /// SwiftUI's `ForEach` and a capitalised `If`: the control nodes, which are lower case.
    static let controlNodes: [String: (keyword: String, shape: String)] = [
        "ForEach": ("forEach", "'- forEach: ${items}' with 'as: item' and 'do: [...]'"),
        "If": ("if", "'- if: ${condition}' with 'then: [...]' and 'else: [...]'"),
    ]

    /// The known component that is `name` with `View` added or dropped (`Label` → `LabelView`,
    /// `SliderView` → `Slider`): ConstruktKit is not consistent about the suffix, and the two are
    /// too far apart for an edit-distance suggestion.
    static func viewSuffixTwin(of name: String, among known: [String]) -> String? {
        let twin = name.hasSuffix("View") ? String(name.dropLast(4)) : name + "View"
        return known.contains(twin) ? twin : nil
    }
}
