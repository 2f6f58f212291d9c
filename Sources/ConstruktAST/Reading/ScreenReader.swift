import ConstruktDiagnostics
import ConstruktYAML

/// Reads a `*.screen.yaml` file (Docs/language.md, A screen file).
extension SyntaxReader {
    mutating func screen(_ root: YAMLNode) -> ScreenDeclaration? {
        guard let entries = mapping(root, "a screen file") else { return nil }
        let kinds = entries.filter { $0.key.scalarText == "screen" || $0.key.scalarText == "component" }
        guard let kindEntry = kinds.first, let kind = ScreenDeclaration.Kind(rawValue: kindEntry.key.scalarText ?? "")
        else {
            report(
                .unknownFileKind, "a screen file starts with 'screen:' or 'component:'",
                at: entries.first?.key.range ?? root.range,
                help: "name the screen: 'screen: Counter'")
            return nil
        }
        for extra in kinds.dropFirst() {
            report(
                .unknownKey,
                "a file declares one screen or component, and this one already has '\(kindEntry.key.scalarText ?? "")'",
                at: extra.key.range,
                labels: [.init(location(kindEntry.key.range), "declared here")], help: "put each screen in its own file"
            )
        }
        checkKeys(
            entries, of: .screenFile, in: "a \(kind.rawValue) file", missingAt: kindEntry.key.range,
            missingFrom: "a \(kind.rawValue)")
        let name = identifier(kindEntry.value, rule: .upperCamelCase, "the \(kind.rawValue) name")
        var declaration = ScreenDeclaration(
            kind: kind,
            name: name ?? Identifier("", range: kindEntry.value.range),
            description: entries.value("description").flatMap { scalar($0, "'description'") },
            params: entries.value("params").map { valueDeclarations($0, "'params'") } ?? [],
            state: entries.value("state").map { valueDeclarations($0, "'state'") } ?? [],
            derived: [], signals: [], actions: [], lifecycle: [],
            types: entries.value("types").map { typeDeclarations($0) } ?? [],
            body: nil
        )
        if let derived = entries.value("derived"), let items = mapping(derived, "'derived'") {
            declaration.derived = items.compactMap { entry in
                identifier(entry.key, rule: .lowerCamelCase, "a derived value's name").map {
                    DerivedDeclaration(name: $0, value: entry.value)
                }
            }
        }
        if let signals = entries.value("signals"), let items = mapping(signals, "'signals'") {
            declaration.signals = items.compactMap { entry in
                guard let name = identifier(entry.key, rule: .lowerCamelCase, "a signal name"),
                    let type = type(entry.value)
                else { return nil }
                return SignalDeclaration(name: name, type: type)
            }
        }
        if let actions = entries.value("actions"), let items = mapping(actions, "'actions'") {
            declaration.actions = items.compactMap { action($0) }
        }
        if kind == .component, let lifecycleKey = entries.first(where: { $0.key.scalarText == "lifecycle" })?.key {
            report(
                .componentLifecycle,
                "a component's 'lifecycle' hooks never run: ConstruktKit fires them only for the presented screen",
                at: lifecycleKey.range,
                help: "move them to the 'lifecycle:' of the screens that show \(name?.text ?? "this component")")
        }
        if let lifecycle = entries.value("lifecycle"), let items = mapping(lifecycle, "'lifecycle'") {
            checkKeys(items, allowed: KeyedMapping.lifecycle.names, in: "'lifecycle'")
            declaration.lifecycle = items.compactMap { entry in
                guard let event = LifecycleHook.Event(rawValue: entry.key.scalarText ?? ""),
                    let handler = eventHandler(entry.value)
                else { return nil }
                return LifecycleHook(event: event, eventRange: entry.key.range, handler: handler)
            }
        }
        if let written = entries.value("watch") {
            declaration.watches = watches(written)
        }
        if kind == .component, let timersKey = entries.first(where: { $0.key.scalarText == "timers" })?.key {
            report(
                .componentTimers,
                "a component's 'timers' never start: ConstruktKit fires the appear and disappear hooks that run them only for the presented screen",
                at: timersKey.range,
                help: "move the timer to the 'timers:' of the screens that show \(name?.text ?? "this component")")
        } else if let written = entries.value("timers") {
            declaration.timers = timers(written)
        }
        if let host = entries.value("host") {
            declaration.hostInputs = hostInputs(host)
        }
        if let slots = entries.first(where: { $0.key.scalarText == "slots" }) {
            declaration.slots = slotDeclarations(slots, kind: kind)
        }
        if let body = entries.value("body") {
            if body.sequenceItems != nil {
                report(
                    .wrongShape, "'body' holds exactly one root component, not a list", at: body.range,
                    help: "wrap the components in a stack: 'body: { VStackView: [...] }'")
            } else {
                declaration.body = componentNode(body)
            }
        }
        checkMemberNames(declaration)
        return declaration
    }

    /// `host: { actions: [pageLoaded], state: [movies] }`; the checker finds what each name declares.
    mutating func hostInputs(_ node: YAMLNode) -> HostInputsDeclaration {
        guard let fields = mapping(node, "'host'") else { return HostInputsDeclaration() }
        checkKeys(fields, of: .hostInputs, in: "'host'", missingAt: node.range)
        return HostInputsDeclaration(
            actions: hostInputNames(fields.value("actions"), "'host: actions'", each: "an action name"),
            state: hostInputNames(fields.value("state"), "'host: state'", each: "a state value's name"))
    }

    private mutating func hostInputNames(_ list: YAMLNode?, _ what: String, each: String) -> [Identifier] {
        guard let list, let items = sequence(list, what) else { return [] }
        return items.compactMap { identifier($0, rule: .lowerCamelCase, each) }
    }

    /// Names the generated component declares beside its slots' stored views.
    static let namesTakenFromSlots: Set<String> = ["body", "viewModel"]

    /// A component's `slots:`: `name: { many: true }`, `name: { optional: true }` or `name:` (one
    /// view). A screen has none (CK0819).
    mutating func slotDeclarations(_ entry: YAMLMappingEntry, kind: ScreenDeclaration.Kind) -> [SlotDeclaration] {
        guard kind == .component else {
            report(
                .slotDeclaration, "a screen has no slots: only a component's users give it views", at: entry.key.range,
                help: "write the screen's nodes where they go in its body, or make it a 'component:' that screens use")
            return []
        }
        guard let items = mapping(entry.value, "'slots'") else { return [] }
        return items.compactMap { item in
            guard let name = identifier(item.key, rule: .lowerCamelCase, "a slot name") else { return nil }
            if Self.namesTakenFromSlots.contains(name.text) {
                report(
                    .slotDeclaration,
                    "a slot cannot be named '\(name.text)': the component's Swift declares that name itself",
                    at: name.range,
                    help: "name it after what goes there: 'content', 'accessory', 'trailing'")
                return nil
            }
            if Self.isAbsent(item.value) { return SlotDeclaration(name: name, count: .one) }
            guard let fields = mapping(item.value, "the slot '\(name.text)'") else { return nil }
            checkKeys(fields, of: .slotDeclaration, in: "the slot '\(name.text)'", missingAt: item.value.range)
            let many = fields.value("many").flatMap { boolean($0) } ?? false
            let optional = fields.value("optional").flatMap { boolean($0) } ?? false
            if many, optional, let key = fields.first(where: { $0.key.scalarText == "optional" })?.key {
                report(
                    .slotDeclaration, "the slot '\(name.text)' is 'many' and 'optional' at once", at: key.range,
                    help: "a 'many' slot may be empty already: remove 'optional: true'")
            }
            return SlotDeclaration(name: name, count: many ? .many : optional ? .optional : .one)
        }
    }

    /// `name: Type` or `name: { type: Type, default: value }`.
    mutating func valueDeclarations(_ node: YAMLNode, _ what: String) -> [ValueDeclaration] {
        guard let entries = mapping(node, what) else { return [] }
        return entries.compactMap { entry in
            guard let name = identifier(entry.key, rule: .lowerCamelCase, "a name in \(what)") else { return nil }
            if let fields = entry.value.mappingEntries {
                checkKeys(
                    fields, of: .valueDeclaration, in: "the declaration of '\(name)'", missingAt: entry.value.range)
                guard let typeNode = fields.value("type"), let type = type(typeNode) else {
                    // Still declared, so that its uses are not reported too: with no type, which resolves to none.
                    return ValueDeclaration(
                        name: name, type: TypeSyntax.missing(at: entry.value.range),
                        defaultValue: fields.value("default"))
                }
                let live = fields.first { $0.key.scalarText == "live" }.flatMap { entry in
                    boolean(entry.value) == true
                        ? SourceRange(start: entry.key.range.start, end: entry.value.range.end) : nil
                }
                return ValueDeclaration(name: name, type: type, defaultValue: fields.value("default"), live: live)
            }
            if let valueType = ValueWhereTypeGoes.type(of: entry.value), let value = entry.value.scalarText {
                // Read on as the declaration the fix writes, so that its uses are checked too.
                let declaration = "{ type: \(valueType), default: \(value) }"
                report(
                    .invalidType, "'\(value)' is a value, not the type of '\(name.text)'", at: entry.value.range,
                    help: "write the type, with the value as its default: '\(name.text): \(declaration)'",
                    fixIts: [.init(location(entry.value.range), replacement: declaration)])
                return ValueDeclaration(
                    name: name, type: TypeSyntax(.named(valueType), range: entry.value.range), defaultValue: entry.value
                )
            }
            return type(entry.value).map { ValueDeclaration(name: name, type: $0, defaultValue: nil) }
        }
    }

    /// The keys other tools hold a function's statements under, where an action has `do:`.
    static let actionBodySynonyms: Set<String> = ["body", "statements", "run", "steps", "perform", "handler"]

    /// An action: a list of statements, `{ params: {…}, do: [...] }`, or one statement.
    mutating func action(_ entry: YAMLMappingEntry) -> ActionDeclaration? {
        guard let name = identifier(entry.key, rule: .lowerCamelCase, "an action name") else { return nil }
        // `{ params:, do: }`, unless the mapping is one statement with a `do:` of its own (`after:`).
        guard let fields = entry.value.mappingEntries,
            fields.contains(where: {
                ["params", "do"].contains($0.key.scalarText)
                    || Self.actionBodySynonyms.contains($0.key.scalarText ?? "")
            }),
            !fields.contains(where: { Self.statementKeys[$0.key.scalarText ?? ""] != nil })
        else {
            return ActionDeclaration(name: name, params: [], body: statements(entry.value))
        }
        let params = fields.value("params").map { paramDeclarations($0, "the params of '\(name)'") } ?? []
        if fields.value("do") == nil,
            let meant = fields.first(where: { Self.actionBodySynonyms.contains($0.key.scalarText ?? "") }),
            let key = meant.key.scalarText
        {
            // `body:` for `do:`: one error with the fix, and the statements read as meant.
            report(
                .unknownKey, "unknown key '\(key)' in the action '\(name)'", at: meant.key.range,
                help: "an action's statements go under 'do:'",
                fixIts: [Diagnostic.FixIt(location(meant.key.range), replacement: "do")])
            checkKeys(
                fields.filter { $0.key.scalarText != key }, allowed: KeyedMapping.action.names,
                in: "the action '\(name)'")
            return ActionDeclaration(name: name, params: params, body: statements(meant.value))
        }
        checkKeys(fields, of: .action, in: "the action '\(name)'", missingAt: entry.value.range)
        let body = fields.value("do").map { statements($0) } ?? []
        return ActionDeclaration(name: name, params: params, body: body)
    }

    /// `{ name: Type, … }`. A model's fields (`areFields`) may be named `self`: a field is only
    /// ever reached after a `.` or as an argument label, where Swift takes `` `self` `` as a name.
    mutating func paramDeclarations(_ node: YAMLNode, _ what: String, areFields: Bool = false) -> [ParamDeclaration] {
        guard let entries = mapping(node, what) else { return [] }
        return entries.compactMap { entry in
            let name =
                areFields && entry.key.scalarText == "self"
                ? Identifier("self", range: entry.key.range)
                : identifier(entry.key, rule: .lowerCamelCase, areFields ? "a field name" : "a param name")
            guard let name, let type = type(entry.value) else { return nil }
            return ParamDeclaration(name: name, type: type)
        }
    }

    mutating func type(_ node: YAMLNode) -> TypeSyntax? {
        switch TypeSyntaxParser.parse(node, in: file) {
        case .success(let type):
            return type
        case .failure(let failure):
            report(.invalidType, failure.message, at: failure.range, help: failure.help)
            return nil
        }
    }

    /// Params, state, derived values, signals and actions share the view model's namespace.
    private mutating func checkMemberNames(_ screen: ScreenDeclaration) {
        let names =
            screen.params.map(\.name) + screen.slots.map(\.name) + screen.state.map(\.name) + screen.derived.map(\.name)
            + screen.signals.map(\.name) + screen.actions.map(\.name)
        if screen.kind == .component {
            // A node of the component writes `on:` to say what its signals run (Docs/language.md, user components).
            for name in screen.params.map(\.name) + screen.slots.map(\.name) where name.text == "on" {
                report(
                    .invalidName,
                    "a component's param or slot cannot be named 'on': a node of \(screen.name.text) writes 'on:' to say what its signals run",
                    at: name.range, help: "name it after what it holds: 'isOn', 'enabled', 'active'")
            }
        }
        var seen: [String: Identifier] = [:]
        for name in names {
            if let first = seen[name.text] {
                report(
                    .duplicateName, "'\(name.text)' is declared twice in \(screen.name.text)", at: name.range,
                    labels: [.init(location(first.range), "first declared here")], help: "rename one of them")
            } else {
                seen[name.text] = name
            }
        }
    }
}
