import ConstruktDiagnostics
import ConstruktYAML

/// Reads a `*.scenario.yaml` file (Docs/language.md, A scenario file).
extension SyntaxReader {
    static let stepKinds = KeyedMapping.steps.map(\.keyword)
    static let finderKeys = KeyedMapping.finder.names
    static let expectationKeys = KeyedMapping.expectation.names

    mutating func scenario(_ root: YAMLNode) -> ScenarioDeclaration? {
        guard let entries = mapping(root, "a scenario file") else { return nil }
        guard let nameNode = entries.value("scenario") else {
            report(
                .unknownFileKind, "a scenario file starts with 'scenario:'", at: entries.first?.key.range ?? root.range,
                help: "name the scenario: 'scenario: counting up'")
            return nil
        }
        checkKeys(
            entries, of: .scenarioFile, in: "a scenario file",
            missingAt: entries.keyNode("scenario")?.range ?? root.range, missingFrom: "a scenario")
        let subjects = entries.filter { KeyedMapping.scenarioFile.exactlyOneOf.contains($0.key.scalarText ?? "") }
        guard let subjectEntry = subjects.first else {
            report(
                .missingKey, "a scenario needs 'screen:', 'app:' or 'route:'",
                at: entries.keyNode("scenario")?.range ?? root.range,
                help: "say what it tests: 'screen: Counter'")
            return nil
        }
        for extra in subjects.dropFirst() {
            report(
                .unknownKey,
                "a scenario tests one subject, and this one already has '\(subjectEntry.key.scalarText ?? "")'",
                at: extra.key.range,
                labels: [.init(location(subjectEntry.key.range), "subject given here")])
        }
        let subject: ScenarioDeclaration.Subject
        switch subjectEntry.key.scalarText {
        case "screen":
            guard let name = identifier(subjectEntry.value, rule: .upperCamelCase, "a screen name") else { return nil }
            subject = .screen(name)
        case "route":
            guard let name = identifier(subjectEntry.value, rule: .lowerCamelCase, "a destination name") else {
                return nil
            }
            subject = .route(name)
        default:
            guard let path = scalar(subjectEntry.value, "'app'") else { return nil }
            subject = .app(path: path, range: subjectEntry.value.range)
        }
        let steps = entries.value("steps")
        var device: String?
        if let written = entries.value("device") { device = self.device(written) }
        return ScenarioDeclaration(
            name: scalar(nameNode, "the scenario's name") ?? "",
            nameRange: nameNode.range,
            subject: subject,
            params: arguments(entries.value("params")),
            state: arguments(entries.value("state")),
            device: device,
            steps: steps.flatMap { sequence($0, "'steps'") }?.compactMap { step($0) } ?? []
        )
    }

    private mutating func step(_ node: YAMLNode) -> ScenarioStep? {
        if let text = node.scalarText {
            switch text {
            case "back": return ScenarioStep(kind: .back, range: node.range)
            case "dismiss": return ScenarioStep(kind: .dismiss, range: node.range)
            default:
                let synonym = ScenarioStepSynonyms.steps[text]
                report(
                    .unknownStatement, "'\(text)' is not a scenario step", at: node.range,
                    notes: ["steps: " + Self.stepKinds.joined(separator: ", ")],
                    help: synonym.map { ScenarioStepSynonyms.help(text, meaning: $0) }
                        ?? NameSuggestion.help(for: text, among: Self.stepKinds),
                    fixIts: synonym.map { [Diagnostic.FixIt(location(node.range), replacement: $0)] }
                        ?? NameSuggestion.fixIts(for: text, among: Self.stepKinds, at: location(node.range)))
                return nil
            }
        }
        guard let entries = mapping(node, "a step"), let first = entries.first, let kind = first.key.scalarText else {
            return nil
        }
        guard Self.stepKinds.contains(kind) else {
            let synonym = ScenarioStepSynonyms.steps[kind]
            report(
                .unknownStatement, "'\(kind)' is not a scenario step", at: first.key.range,
                notes: ["steps: " + Self.stepKinds.joined(separator: ", ")],
                help: synonym.map { ScenarioStepSynonyms.help(kind, meaning: $0) }
                    ?? NameSuggestion.help(for: kind, among: Self.stepKinds),
                fixIts: synonym.map { [Diagnostic.FixIt(location(first.key.range), replacement: $0)] }
                    ?? NameSuggestion.fixIts(for: kind, among: Self.stepKinds, at: location(first.key.range)))
            return nil
        }
        checkKeys(entries, allowed: KeyedMapping.step(kind)?.names ?? [kind], in: "a '\(kind)' step")
        let value = first.value
        let step: ScenarioStep.Kind?
        switch kind {
        case "tap":
            step = finder(value, allowed: Self.finderKeys).map { .tap($0) }
        case "type":
            guard let fields = mapping(value, "a 'type' step"), !reportFlatFinder(fields, of: value) else { return nil }
            checkKeys(fields, of: .typeStep, in: "a 'type' step", missingAt: value.range)
            let target = fields.value("into").flatMap { finder($0, allowed: Self.finderKeys) }
            let text = fields.value("text")
            step = target.flatMap { target in text.map { .type(into: target, text: $0) } }
        case "select":
            guard let fields = mapping(value, "a 'select' step") else { return nil }
            checkKeys(fields, allowed: KeyedMapping.selectStep.names, in: "a 'select' step")
            let section = fields.value("section").flatMap { identifier($0, rule: .lowerCamelCase, "a section id") }
            let hasFinder = fields.contains { ["text", "id", "type"].contains($0.key.scalarText ?? "") }
            let index = fields.value("index") ?? (hasFinder ? YAMLNode(.scalar("0", .plain), range: value.range) : nil)
            guard let index else {
                report(
                    .missingKey, "a 'select' step needs 'index:' (or a finder such as 'text:')", at: value.range,
                    help: "write '{ section: popular, index: 0 }'")
                return nil
            }
            step = .select(
                section: section, index: index,
                finder: hasFinder ? finder(value, allowed: ["section"] + Self.finderKeys) : nil)
        case "scroll":
            guard let fields = mapping(value, "a 'scroll' step") else { return nil }
            checkKeys(fields, of: .scrollStep, in: "a 'scroll' step", missingAt: value.range)
            guard let to = fields.value("to"), let target = finder(value, allowed: ["to"] + Self.finderKeys) else {
                return nil
            }
            step = .scroll(target, to: to)
        case "page":
            guard let fields = mapping(value, "a 'page' step") else { return nil }
            checkKeys(fields, of: .pageStep, in: "a 'page' step", missingAt: value.range)
            guard let to = fields.value("to"),
                let section = fields.value("id").flatMap({ identifier($0, rule: .lowerCamelCase, "a section id") })
            else { return nil }
            step = .page(section: section, to: to)
        case "pullToRefresh":
            if value.scalarText != nil {
                step = .pullToRefresh(
                    Finder(text: nil, id: value, type: nil, index: nil, range: value.range))
            } else {
                step = finder(value, allowed: Self.finderKeys).map { .pullToRefresh($0) }
            }
        case "send":
            step = identifier(value, rule: .lowerCamelCase, "an action name").map {
                .send($0, arguments: arguments(entries.value("with")))
            }
        case "feed":
            step = .feed(arguments(value))
        case "open":
            step = scalar(value, "a deep link").map { .open(path: $0) }
        case "back":
            step = .back
        case "dismiss":
            step = .dismiss
        case "wait":
            step = timeSpan(value, "a 'wait' step").map { .wait($0) }
        default:
            step = expectations(value).map { .expect($0) }
        }
        return step.map { ScenarioStep(kind: $0, range: node.range) }
    }

    private mutating func expectations(_ node: YAMLNode) -> [ScenarioExpectation]? {
        guard let entries = mapping(node, "an 'expect' step") else { return nil }
        checkKeys(entries, allowed: Self.expectationKeys, in: "an 'expect' step", habits: Self.finderSynonyms)
        var found: [ScenarioExpectation] = []
        let has = entries.first { $0.key.scalarText == "has" }
        let frame = entries.first { $0.key.scalarText == "frame" }
        if entries.contains(where: { Self.finderKeys.contains($0.key.scalarText ?? "") }),
            let visible = finder(node, allowed: Self.expectationKeys)
        {
            let kind: ScenarioExpectation.Kind =
                has.map { .has(visible, attributes: attributes($0.value)) } ?? .visible(visible)
            found.append(ScenarioExpectation(kind: kind, range: visible.range))
            if let frame, let bounds = frameBounds(frame.value) {
                found.append(ScenarioExpectation(kind: .frame(visible, bounds: bounds), range: visible.range))
            }
        } else {
            if let has {
                report(
                    .unknownNodeAttribute, "'has' checks the node a finder picks, and this 'expect' has no finder",
                    at: has.key.range,
                    help: "say which node beside it: '{ id: notifications, has: { isOn: true } }'")
            }
            if let frame {
                report(
                    .frameExpectation, "'frame' checks the node a finder picks, and this 'expect' has no finder",
                    at: frame.key.range, help: frameFinderHelp(frame.value))
            }
        }
        for entry in entries {
            let value = entry.value
            let range = SourceRange(start: entry.key.range.start, end: value.range.end)
            let kind: ScenarioExpectation.Kind?
            switch entry.key.scalarText {
            case "hidden": kind = finder(value, allowed: Self.finderKeys).map { .hidden($0) }
            case "enabled": kind = finder(value, allowed: Self.finderKeys).map { .enabled($0) }
            case "disabled": kind = finder(value, allowed: Self.finderKeys).map { .disabled($0) }
            case "state": kind = .state(arguments(value))
            case "route": kind = identifier(value, rule: .lowerCamelCase, "a destination name").map { .route($0) }
            case "screen": kind = identifier(value, rule: .upperCamelCase, "a screen name").map { .screen($0) }
            case "rejected": kind = identifier(value, rule: .lowerCamelCase, "an action name").map { .rejected($0) }
            case "notEmitted":
                let names = value.sequenceItems ?? [value]
                kind = .notEmitted(names.compactMap { identifier($0, rule: .lowerCamelCase, "a signal name") })
            case "tabBar":
                kind = mapping(value, "'tabBar'").map { entries in
                    checkKeys(entries, allowed: KeyedMapping.tabBarExpectation.names, in: "'tabBar'")
                    return .tabBar(arguments(value))
                }
            case "snapshot": kind = snapshot(value).map { .snapshot($0) }
            case "stack":
                kind = sequence(value, "'stack'").map { items in
                    .stack(items.compactMap { identifier($0, rule: .lowerCamelCase, "a destination name") })
                }
            case "emitted":
                if let fields = value.mappingEntries {
                    guard fields.count == 1, let signal = fields.first else {
                        report(
                            .wrongShape, "'emitted' names one signal and its value", at: value.range,
                            help: "write '{ emitted: { addedToCart: 2 } }'")
                        kind = nil
                        break
                    }
                    kind = identifier(signal.key, rule: .lowerCamelCase, "a signal name").map {
                        .emitted($0, value: signal.value)
                    }
                } else {
                    kind = identifier(value, rule: .lowerCamelCase, "a signal name").map { .emitted($0, value: nil) }
                }
            default: kind = nil
            }
            if let kind { found.append(ScenarioExpectation(kind: kind, range: range)) }
        }
        return found
    }

    /// `device: iPhone SE`: one of `DeviceNames`, by its name (case, spaces and dashes aside);
    /// CK0611 for another.
    private mutating func device(_ node: YAMLNode) -> String? {
        guard let written = scalar(node, "a device") else { return nil }
        if let name = DeviceNames.named(written) { return name }
        let suggestion =
            DeviceNames.all.first { DeviceNames.key($0).hasPrefix(DeviceNames.key(written)) }
            ?? NameSuggestion.nearest(to: written, among: DeviceNames.all).first
        report(
            .scenarioDevice, "no device '\(written)': a scenario is laid out on one the preview draws", at: node.range,
            help: suggestion.map { "did you mean '\($0)'?" }
                ?? "write one of " + DeviceNames.all.map { "'\($0)'" }.joined(separator: ", "),
            fixIts: suggestion.map { [Diagnostic.FixIt(location(node.range), replacement: $0)] } ?? [])
        return nil
    }

    /// `snapshot: home-loaded` or `snapshot: { name: home-loaded, appearance: dark }`; CK0610 for a
    /// name that is no plain file name (a path, spaces) or an appearance other than light and dark.
    private mutating func snapshot(_ node: YAMLNode) -> SnapshotName? {
        var nameNode = node
        var appearance = SnapshotName.Appearance.light
        if let entries = node.mappingEntries {
            checkKeys(entries, of: .snapshotExpectation, in: "'snapshot'", missingAt: node.range)
            guard let name = entries.value("name") else { return nil }
            nameNode = name
            if let written = entries.value("appearance") {
                guard let text = scalar(written, "an appearance"),
                    let known = SnapshotName.Appearance(rawValue: text)
                else {
                    report(
                        .snapshotExpectation, "'\(written.scalarText ?? "")' is not an appearance", at: written.range,
                        help: "write 'light' or 'dark'")
                    return nil
                }
                appearance = known
            }
        }
        guard let name = scalar(nameNode, "a snapshot name") else { return nil }
        guard SnapshotName.isValid(name) else {
            report(
                .snapshotExpectation, "'\(name)' cannot name a snapshot's file", at: nameNode.range,
                help:
                    "use letters, digits, '-' and '_', starting with a letter or a digit (at most 100): 'home-loaded'")
            return nil
        }
        return SnapshotName(name: name, appearance: appearance)
    }

    /// The help for a `frame:` with no finder beside it; a finder written inside it (`frame: { id: badge,
    /// width: 40 }`) is shown moved out, with the user's own values.
    private func frameFinderHelp(_ frame: YAMLNode) -> String {
        let entries = frame.mappingEntries ?? []
        let inside = entries.filter { Self.finderKeys.contains($0.key.scalarText ?? "") }
        guard !inside.isEmpty else { return "say which node beside it: '{ id: cast, frame: { height: \"> 0\" } }'" }
        func written(_ list: [YAMLMappingEntry]) -> String {
            list.map { "\(file.text(in: $0.key.range)): \(file.text(in: $0.value.range))" }.joined(separator: ", ")
        }
        let bounds = entries.filter { !Self.finderKeys.contains($0.key.scalarText ?? "") }
        return "the finder goes beside 'frame', not in it: '{ \(written(inside)), frame: { \(written(bounds)) } }'"
    }

    /// `frame: { height: "> 0", width: 60 }`: bounds on the laid-out frame; CK0607 for a bound
    /// that is neither a number nor a comparison with one, or for an empty `frame:`.
    private mutating func frameBounds(_ node: YAMLNode) -> [FrameBound]? {
        guard let entries = mapping(node, "'frame'") else { return nil }
        checkKeys(entries, allowed: KeyedMapping.frameExpectation.names, in: "'frame'")
        var bounds: [FrameBound] = []
        for entry in entries {
            guard let name = entry.key.scalarText, let measure = FrameBound.Measure(rawValue: name),
                let text = scalar(entry.value, "'\(name)' of 'frame'")
            else { continue }
            guard let bound = FrameBound(measure: measure, text: text) else {
                report(
                    .frameExpectation, "'\(text)' is not a bound on the \(name): a number, or a comparison with one",
                    at: entry.value.range,
                    help: "write '\(name): \"> 0\"' (or >=, <, <=, ==), or '\(name): 60' for exactly 60 points")
                return nil
            }
            bounds.append(bound)
        }
        if entries.isEmpty {
            report(
                .frameExpectation, "'frame' bounds none of x, y, width, height", at: node.range,
                help: "write '{ height: \"> 0\" }'")
        }
        return bounds.isEmpty ? nil : bounds
    }

    /// `has: { isOn: true, alpha: 0.5 }`: attribute names and the values expected.
    private mutating func attributes(_ node: YAMLNode) -> [Argument] {
        guard let entries = mapping(node, "'has'") else { return [] }
        return entries.compactMap { entry in
            identifier(entry.key, rule: .lowerCamelCase, "an attribute name").map {
                Argument(name: $0, value: entry.value)
            }
        }
    }

    /// The keys other test tools find a view by, and the finder key that finds it here.
    private static let finderSynonyms = [
        "button": "text", "label": "text", "title": "text", "name": "text", "accessibilityIdentifier": "id",
        "accessibilityLabel": "text", "identifier": "id", "testID": "id", "testId": "id", "key": "id",
    ]

    /// `{ text: …, id: …, type: …, index: … }`; keys outside `allowed` were reported by the caller.
    private mutating func finder(_ node: YAMLNode, allowed: [String]) -> Finder? {
        if let text = node.scalarText {
            report(
                .wrongShape, "a finder must be a mapping of `key: value` pairs, not a single value", at: node.range,
                help:
                    "write '{ text: \(text) }' for the node showing that text, or '{ id: \(text) }' for the node of that id"
            )
            return nil
        }
        guard let entries = mapping(node, "a finder") else { return nil }
        // `{ button: Add }`: one key another tool finds by, where no finder key is written.
        if entries.count == 1, let key = entries[0].key.scalarText, let meant = Self.finderSynonyms[key] {
            report(
                .unknownKey, "unknown key '\(key)' in a finder, which finds by 'text:', 'id:', 'type:' or 'index:'",
                at: entries[0].key.range, help: "write '\(meant)' for '\(key)'",
                fixIts: [Diagnostic.FixIt(location(entries[0].key.range), replacement: meant)])
            return nil
        }
        if allowed == Self.finderKeys { checkKeys(entries, allowed: allowed, in: "a finder") }
        guard entries.contains(where: { Self.finderKeys.contains($0.key.scalarText ?? "") }) else {
            report(
                .missingKey, "a finder needs 'text:', 'id:', 'type:' or 'index:'", at: node.range,
                help: "write '{ text: Increment }' or '{ id: more }'")
            return nil
        }
        return Finder(
            text: entries.value("text"),
            id: entries.value("id"),
            type: entries.value("type").flatMap { node in
                scalar(node, "a component name").map { Identifier($0, range: node.range) }
            },
            index: entries.value("index"),
            range: node.range,
            typeKey: entries.keyNode("type")?.range
        )
    }
}
