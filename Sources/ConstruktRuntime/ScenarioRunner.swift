import ConstruktChecker
import ConstruktDiagnostics

/// Runs the scenarios of one checked app (LANGUAGE.md §8). A `screen:` scenario runs its screen; a
/// `route:` scenario runs the destination's screen with the given params, as the root of its stack.
/// `app:` scenarios, deep links, `back` and `dismiss` steps need the navigator, which the runtime
/// does not have yet: they fail saying so, and never pass.
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
        ScenarioResult(name: scenario.name, path: scenario.path, failure: failure(of: scenario))
    }

    private func failure(of scenario: CheckedScenario) -> ScenarioFailure? {
        let start = SourceLocation(path: scenario.path, range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
        let subject: ScenarioSubject
        var session: ScreenSession
        do {
            subject = try ScenarioSubject(scenario.subject, app: app)
            session = try ScreenSession(catalog: catalog, screen: subject.screen, params: Self.constants(subject.params), state: Self.constants(scenario.state))
        } catch {
            return ScenarioFailure(location: start, expected: "the scenario to start", found: "\(error)", tree: nil)
        }
        for step in scenario.steps {
            let location = SourceLocation(path: scenario.path, range: step.range)
            do {
                if let failure = try run(step, on: &session, subject: subject, location: location) { return failure }
            } catch {
                return ScenarioFailure(location: location, expected: "the step to run", found: "\(error)", tree: session.tree)
            }
        }
        return nil
    }

    private func run(_ step: CheckedScenario.Step, on session: inout ScreenSession, subject: ScenarioSubject, location: SourceLocation) throws -> ScenarioFailure? {
        switch step.kind {
        case .tap(let finder):
            try session.tap(Self.query(finder))
        case .type(let finder, let text):
            guard case .string(let written) = try Self.constant(text) else { throw RuntimeFailure("type: needs text") }
            try session.type(written, into: Self.query(finder))
        case .select(let section, let index, let finder):
            if let finder {
                try session.select(Self.query(finder))
            } else {
                guard case .int(let position) = try Self.constant(index) else { throw RuntimeFailure("select: needs an Int index") }
                try session.select(section: section, index: position)
            }
        case .send(let action, let arguments):
            try session.send(action, arguments: Self.constants(arguments))
        case .feed(let values):
            try session.feed(Self.constants(values))
        case .open(let path):
            throw RuntimeFailure("'open: \(path)' needs the app navigator, which the runtime does not have yet")
        case .back:
            throw RuntimeFailure("the 'back' step needs the app navigator, which the runtime does not have yet")
        case .dismiss:
            throw RuntimeFailure("the 'dismiss' step needs the app navigator, which the runtime does not have yet")
        case .expect(let expectations):
            for expectation in expectations {
                let check = ExpectationCheck(session: session, subject: subject)
                if let mismatch = try check.mismatch(expectation) {
                    return ScenarioFailure(location: SourceLocation(path: location.path, range: expectation.range), expected: mismatch.expected,
                                           found: mismatch.found, tree: session.tree, focus: mismatch.focus)
                }
            }
        }
        return nil
    }

    static func query(_ finder: CheckedScenario.Finder) throws -> NodeQuery {
        func text(_ value: TypedValue?) throws -> String? { try value.map { try constant($0).interpolated } }
        var index: Int?
        if let written = finder.index {
            guard case .int(let position) = try constant(written) else { throw RuntimeFailure("a finder's index must be an Int") }
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
