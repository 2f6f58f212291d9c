import ConstruktChecker
import ConstruktDiagnostics

/// Runs the scenarios of one checked app (Docs/language.md, A scenario file). A `screen:` scenario runs its screen; a
/// `route:` scenario runs the destination's screen with the given params, as the root of its stack;
/// an `app:` scenario runs the app from its root through the `AppNavigator`, its `state:` setting
/// app state. Deep links, `back` and `dismiss` steps need the navigator: elsewhere they fail saying so.
/// Given a `LayoutProbe`, a `tap:` on a node no touch can reach fails, saying where it was laid out.
public struct ScenarioRunner: Sendable {
    public let app: CheckedApp
    public let catalog: RuntimeCatalog
    /// Lays out the screen a step sees; without one, nothing about layout is checked.
    public let layoutProbe: (any LayoutProbe)?
    /// Compares the screen with its reference pictures; without one, a `snapshot:` fails saying so.
    public let camera: (any SnapshotCamera)?

    public init(
        app: CheckedApp, catalog: RuntimeCatalog, layoutProbe: (any LayoutProbe)? = nil,
        camera: (any SnapshotCamera)? = nil
    ) {
        self.app = app
        self.catalog = catalog
        self.layoutProbe = layoutProbe
        self.camera = camera
    }

    /// Every scenario of the app, in path order.
    public func runAll() -> [ScenarioResult] {
        app.scenarios.sorted { $0.path < $1.path }.map(run)
    }

    public func run(_ scenario: CheckedScenario) -> ScenarioResult {
        run(scenario) { _ in }
    }

    /// Runs the scenario and hands `record` its start and then each step it ran, as it left them.
    /// A scenario with a `device:` is laid out and drawn on that device. With a layout probe, each
    /// view that holds content and is laid out at zero size is a warning, once, at the step after
    /// which it was first seen.
    public func run(_ scenario: CheckedScenario, recording record: (ScenarioStepRecord) -> Void) -> ScenarioResult {
        let runner =
            scenario.device.map { device in
                ScenarioRunner(
                    app: app, catalog: catalog, layoutProbe: layoutProbe?.on(device: device),
                    camera: camera?.on(device: device))
            } ?? self
        var warnings: [ScenarioWarning] = []
        var seen: Set<String> = []
        let failure = runner.failure(of: scenario) { step in
            record(step)
            guard let probe = runner.layoutProbe, let tree = step.tree else { return }
            for view in probe.collapsedViews(in: tree) where seen.insert(view.kind).inserted {
                let range = step.range ?? SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
                warnings.append(
                    ScenarioWarning(location: SourceLocation(path: scenario.path, range: range), message: view.warning))
            }
        }
        return ScenarioResult(name: scenario.name, path: scenario.path, failure: failure, warnings: warnings)
    }

    private func failure(of scenario: CheckedScenario, recording record: (ScenarioStepRecord) -> Void)
        -> ScenarioFailure?
    {
        let start = SourceLocation(
            path: scenario.path, range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
        var target: any ScenarioTarget
        do {
            target = try self.target(of: scenario)
        } catch {
            let failure = ScenarioFailure(
                location: start, expected: "the scenario to start", found: "\(error)", tree: nil)
            record(ScenarioStepRecord(range: nil, tree: nil, state: [:], emissions: [], failure: failure))
            return failure
        }
        record(Self.record(of: target, at: nil, failure: nil))
        for step in scenario.steps {
            let location = SourceLocation(path: scenario.path, range: step.range)
            var failure: ScenarioFailure?
            do {
                failure = try run(step, on: &target, location: location)
            } catch {
                failure = ScenarioFailure(
                    location: location, expected: "the step to run", found: "\(error)", tree: target.tree)
            }
            record(Self.record(of: target, at: step.range, failure: failure))
            if let failure { return failure }
        }
        return nil
    }

    private static func record(of target: any ScenarioTarget, at range: SourceRange?, failure: ScenarioFailure?)
        -> ScenarioStepRecord
    {
        let check = target.expectationCheck
        let screen = try? check.navigation.screen.get()
        let stack = (try? check.navigation.stack.get())?.joined(separator: " › ")
        return ScenarioStepRecord(
            range: range, tree: target.tree, state: check.state,
            stateOwner: screen.map { name in stack.map { "\(name) on \($0)" } ?? name }, emissions: check.emissions,
            failure: failure)
    }

    private func target(of scenario: CheckedScenario) throws -> any ScenarioTarget {
        if case .app = scenario.subject {
            return try AppNavigator(app: app, catalog: catalog, state: Self.constants(scenario.state))
        }
        let subject = try ScenarioSubject(scenario.subject, app: app)
        let session = try ScreenSession(
            catalog: catalog, screen: subject.screen, params: Self.constants(subject.params),
            state: Self.constants(scenario.state))
        return ScreenTarget(session: session, subject: subject)
    }

    private func run(_ step: CheckedScenario.Step, on target: inout any ScenarioTarget, location: SourceLocation) throws
        -> ScenarioFailure?
    {
        switch step.kind {
        case .tap(let finder):
            let query = try Self.query(finder)
            if let failure = untouchable(query, in: target.tree, location: location) { return failure }
            try target.tap(query)
        case .type(let finder, let text):
            guard case .string(let written) = try Self.constant(text) else { throw RuntimeFailure("type: needs text") }
            try target.type(written, into: Self.query(finder))
        case .select(let section, let index, let finder):
            if let finder {
                try target.select(Self.query(finder))
            } else {
                guard case .int(let position) = try Self.constant(index) else {
                    throw RuntimeFailure("select: needs an Int index")
                }
                try target.select(section: section, index: position)
            }
        case .scroll(let finder, let destination):
            switch destination {
            case .offset(let value):
                guard case .double(let points) = try Self.constant(value) else {
                    throw RuntimeFailure("scroll: needs an offset in points")
                }
                try target.scroll(Self.query(finder), to: .offset(points))
            case .end:
                try target.scroll(Self.query(finder), to: .end)
            }
        case .pullToRefresh(let finder):
            try target.pullToRefresh(Self.query(finder))
        case .page(let section, let value):
            switch try Self.constant(value) {
            case .int(let page): try target.page(section: section, to: Double(page))
            case .double(let position): try target.page(section: section, to: position)
            default: throw RuntimeFailure("page: needs a number of items")
            }
        case .send(let action, let arguments):
            try target.send(action, arguments: Self.constants(arguments))
        case .feed(let values):
            try target.feed(Self.constants(values))
        case .open(let path):
            try target.open(path)
        case .back:
            try target.back()
        case .dismiss:
            try target.dismiss()
        case .wait(let seconds):
            try target.wait(seconds)
        case .expect(let expectations):
            var check = target.expectationCheck
            check.layoutProbe = layoutProbe
            check.camera = camera
            check.scenarioPath = location.path
            for expectation in expectations {
                if let mismatch = try check.mismatch(expectation) {
                    return ScenarioFailure(
                        location: SourceLocation(path: location.path, range: expectation.range),
                        expected: mismatch.expected,
                        found: mismatch.found, tree: target.tree, focus: mismatch.focus)
                }
            }
        }
        return nil
    }

    /// The failure of a tap on the node `query` finds when the layout probe placed it where no touch
    /// can reach it: at zero size, inside a view of zero size, or off the screen.
    private func untouchable(_ query: NodeQuery, in tree: RuntimeNode, location: SourceLocation) -> ScenarioFailure? {
        guard let layoutProbe, let found = tree.find(query),
            let layout = layoutProbe.layout(ofNodeAt: found.path, in: tree), let reason = layout.untouchable
        else { return nil }
        return ScenarioFailure(
            location: location, expected: "\(query) on the screen, where a tap can reach it",
            found: "the \(found.node.type) is laid out at \(layout), and \(reason)", tree: tree, focus: found.path)
    }

    static func query(_ finder: CheckedScenario.Finder) throws -> NodeQuery {
        func text(_ value: TypedValue?) throws -> String? { try value.map { try constant($0).interpolated } }
        var index: Int?
        if let written = finder.index {
            guard case .int(let position) = try constant(written) else {
                throw RuntimeFailure("a finder's index must be an Int")
            }
            index = position
        }
        return NodeQuery(text: try text(finder.text), id: try text(finder.id), type: finder.type, index: index)
    }

    /// A scenario's values are constants: they read no names.
    static func constant(_ value: TypedValue) throws -> RuntimeValue {
        try Evaluator { name, _ in throw RuntimeFailure("a scenario value cannot read '\(name)'") }.evaluate(value)
    }

    static func constants(_ fields: [TypedValue.Field]) throws -> [String: RuntimeValue] {
        var values: [String: RuntimeValue] = [:]
        for field in fields { values[field.name] = try constant(field.value) }
        return values
    }
}
