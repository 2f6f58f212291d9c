import ConstruktChecker

/// The typed values the checker kept for each file of an app, by path: a screen's defaults,
/// derived values, statements and view tree, the routes' state, actions and roots, a scenario's
/// params, state and steps. Their types say which enum's case or which model's field a name
/// written in them is, which the YAML alone does not (`to: loading`, `$movie.title`).
struct CheckedValues {
    /// Every typed value of the file, outermost first.
    var values: [TypedValue] = []
    /// The values a `switch` is over, whose `cases:` keys are that enum's cases.
    var switchSubjects: [TypedValue] = []

    static func byPath(_ app: CheckedApp?) -> [String: CheckedValues] {
        var found: [String: CheckedValues] = [:]
        for screen in app?.screens ?? [] {
            var values = CheckedValues()
            values.add(screen)
            found[screen.path, default: CheckedValues()].merge(values)
        }
        if let routes = app?.routes {
            var values = CheckedValues()
            values.values += routes.state.compactMap(\.defaultValue)
            for action in routes.actions { values.add(action.body) }
            if let root = routes.root { values.add(root) }
            found[routes.path, default: CheckedValues()].merge(values)
        }
        for scenario in app?.scenarios ?? [] {
            var values = CheckedValues()
            values.add(scenario)
            found[scenario.path, default: CheckedValues()].merge(values)
        }
        return found
    }

    private mutating func merge(_ other: CheckedValues) {
        values += other.values
        switchSubjects += other.switchSubjects
    }

    private mutating func add(_ screen: CheckedScreen) {
        values += (screen.params + screen.state).compactMap(\.defaultValue) + screen.derived.map(\.value)
        for action in screen.actions { add(action.body) }
        for hook in screen.lifecycle { add(hook.body) }
        for watch in screen.watches { add(watch.body) }
        for timer in screen.timers { add(timer.body) }
        if let body = screen.body { add([body]) }
    }

    private mutating func add(_ statements: [CheckedStatement]) {
        for statement in statements.flatMap(\.subtree) {
            values += statement.values
            if case .switchOver(let checked) = statement.kind { switchSubjects.append(checked.subject) }
        }
    }

    private mutating func add(_ nodes: [CheckedNode]) {
        for node in nodes {
            switch node.kind {
            case .component(let component): add(component)
            case .conditional(let condition, let then, let otherwise):
                values.append(condition)
                add(then + otherwise)
            case .forEach(let loop, let body):
                values.append(loop.items)
                add(body)
            case .switchOver(let checked):
                values.append(checked.subject)
                switchSubjects.append(checked.subject)
                add(Array(checked.bodies.joined()))
            case .slot: continue
            }
        }
    }

    private mutating func add(_ component: CheckedComponent) {
        if let loop = component.loop { values.append(loop.items) }
        for member in component.members {
            switch member.kind {
            case .property(let value, _), .accessibilityIdentifier(let value): values.append(value)
            case .slot(let arguments, let nodes):
                values += arguments.map(\.value)
                add(nodes)
            case .entries(let entries): for entry in entries { add(entry) }
            case .event(let arguments, _, let body):
                values += arguments.map(\.value)
                add(body)
            }
        }
    }

    private mutating func add(_ root: CheckedRoutes.Root) {
        switch root {
        case .navigation(let entry): add(entry)
        case .tabs(let entries, let bar):
            for entry in entries { add(entry) }
            values += [bar.background, bar.tint, bar.unselectedTint].compactMap { $0 }
        case .switchOn(let subject, let cases):
            values.append(subject)
            for (value, root) in cases {
                values.append(value)
                add(root)
            }
        }
    }

    private mutating func add(_ entry: CheckedRoutes.Entry) {
        values += entry.arguments.map(\.value) + [entry.title, entry.icon, entry.selectedIcon].compactMap { $0 }
    }

    private mutating func add(_ scenario: CheckedScenario) {
        switch scenario.subject {
        case .screen(_, let params), .route(_, let params): values += params.map(\.value)
        case .app: break
        }
        values += scenario.state.map(\.value)
        for step in scenario.steps {
            switch step.kind {
            case .tap(let finder), .pullToRefresh(let finder), .scroll(let finder, .end): add(finder)
            case .scroll(let finder, .offset(let offset)):
                add(finder)
                values.append(offset)
            case .type(let finder, let text):
                add(finder)
                values.append(text)
            case .select(_, let index, let finder):
                values.append(index)
                if let finder { add(finder) }
            case .page(_, let page): values.append(page)
            case .send(_, let arguments): values += arguments.map(\.value)
            case .feed(let fields): values += fields.map(\.value)
            case .expect(let expectations): for expectation in expectations { add(expectation) }
            case .open, .back, .dismiss, .wait: continue
            }
        }
    }

    private mutating func add(_ expectation: CheckedScenario.Expectation) {
        switch expectation.kind {
        case .visible(let finder), .frame(let finder, _), .hidden(let finder), .enabled(let finder),
            .disabled(let finder):
            add(finder)
        case .has(let finder, let attributes):
            add(finder)
            values += attributes.map(\.value)
        case .state(let fields), .tabBar(let fields): values += fields.map(\.value)
        case .emitted(_, let value): values += value.map { [$0] } ?? []
        case .snapshot, .route, .stack, .screen, .notEmitted, .rejected: break
        }
    }

    private mutating func add(_ finder: CheckedScenario.Finder) {
        values += [finder.text, finder.id, finder.index].compactMap { $0 }
    }
}
