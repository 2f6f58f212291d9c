import ConstruktChecker
import ConstruktDiagnostics

/// Runs the scenarios of one checked app (Docs/language.md, A scenario file). A `screen:` scenario runs its screen; a
/// `route:` scenario runs the destination's screen with the given params, as the root of its stack;
/// an `app:` scenario runs the app from its root through the `AppNavigator`, its `state:` setting
/// app state. Deep links, `back` and `dismiss` steps need the navigator: elsewhere they fail saying so.
public struct ScenarioRunner: Sendable {
    public let app: CheckedApp
    public let catalog: RuntimeCatalog

    public init(app: CheckedApp, catalog: RuntimeCatalog) {
        self.app = app
        self.catalog = catalog
    }

    /// Every scenario of the app, in path order.
    public func runAll() -> [ScenarioResult] {
        app.scenarios.sorted { $0.path < $1.path }.map(run)
    }

    public func run(_ scenario: CheckedScenario) -> ScenarioResult {
        run(scenario) { _ in }
    }

    /// Runs the scenario and hands `record` its start and then each step it ran, as it left them.
    public func run(_ scenario: CheckedScenario, recording record: (ScenarioStepRecord) -> Void) -> ScenarioResult {
        ScenarioResult(name: scenario.name, path: scenario.path, failure: failure(of: scenario, recording: record))
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
        return ScenarioStepRecord(
            range: range, tree: target.tree, state: check.state, emissions: check.emissions, failure: failure)
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
            try target.tap(Self.query(finder))
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
        case .page(let section, let value):
            guard case .int(let page) = try Self.constant(value) else {
                throw RuntimeFailure("page: needs an Int page")
            }
            try target.page(section: section, to: page)
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
            let check = target.expectationCheck
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
