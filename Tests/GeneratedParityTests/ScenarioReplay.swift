import ConstruktChecker
import ConstruktRuntime
import Testing

/// A scenario file's stimuli as `ParityDriver` steps, so that a screen's scenarios also run on
/// its generated Swift: `tap` and `type` by id or text, `select` by section and index (or by index
/// alone, in a TableView), `scroll` and `page` by id, and `feed` and `send`, which the screen's
/// test applies to its view model; `wait` moves both clocks on. Its `expect` steps are left out: after every step the driver compares the whole tree,
/// the state and the signals, which covers them. Steps a screen alone cannot take (navigation)
/// fail the test.
@MainActor
enum ScenarioReplay {
    /// The scenarios of the app folder `path` on the screen `screen`.
    static func scenarios(in path: String, on screen: String) throws -> [CheckedScenario] {
        try SampleLoading.app(in: path).scenarios.filter { scenario in
            if case .screen(screen, _) = scenario.subject { return true }
            return false
        }
    }

    /// The screen a `screen:` or `route:` scenario runs (for a route, its destination's screen) and
    /// the params it gives; nil for an `app:` scenario, which needs the navigator.
    static func subject(of scenario: CheckedScenario, in app: CheckedApp) throws -> (
        screen: CheckedScreen, params: [String: RuntimeValue]
    )? {
        let name: String
        let fields: [TypedValue.Field]
        switch scenario.subject {
        case .screen(let screen, let params):
            (name, fields) = (screen, params)
        case .route(let route, let params):
            let destination = try #require(
                app.routes?.destinations.first { $0.name == route }, "no destination \(route)")
            (name, fields) = (destination.screen, params)
        case .app:
            return nil
        }
        let screen = try #require(app.screens.first { $0.name == name }, "no screen \(name)")
        return (screen, try values(fields))
    }

    /// The scenario's state overrides, as runtime values.
    static func initialState(of scenario: CheckedScenario) throws -> [String: RuntimeValue] {
        try values(scenario.state)
    }

    /// The scenario's stimuli; `feed` sets the generated view model as the host would, and `send`
    /// sends it the named action with its arguments.
    static func steps(
        of scenario: CheckedScenario, feed: @escaping ([String: RuntimeValue]) -> Void,
        send: @escaping (String, [String: RuntimeValue]) -> Void = { action, _ in
            Issue.record("the test cannot send \(action)")
        }
    ) throws -> [ParityDriver.Step] {
        var steps: [ParityDriver.Step] = []
        for step in scenario.steps {
            switch step.kind {
            case .tap(let finder):
                steps.append(.tap(id: try text(finder.id), text: try text(finder.text)))
            case .type(let finder, let typed):
                let id = try #require(try text(finder.id), "typing needs a field's id at \(step.range.start)")
                steps.append(.type(id: id, text: try #require(try text(typed))))
            case .select(let section?, let index, nil):
                guard case .int(let row) = try constant(index) else { throw ReplayFailure(step: step) }
                steps.append(.select(section: section, index: row))
            case .select(nil, let index, nil):
                guard case .int(let row) = try constant(index) else { throw ReplayFailure(step: step) }
                steps.append(.selectRow(row))
            case .scroll(let finder, let destination):
                let id = try #require(try text(finder.id), "scrolling needs a view's id at \(step.range.start)")
                switch destination {
                case .offset(let offset):
                    guard case .double(let points) = try constant(offset) else { throw ReplayFailure(step: step) }
                    steps.append(.scroll(id: id, to: .offset(points)))
                case .end:
                    steps.append(.scroll(id: id, to: .end))
                }
            case .page(let section, let page):
                guard let position = try Self.carouselPosition(constant(page)) else { throw ReplayFailure(step: step) }
                steps.append(.page(section: section, to: position))
            case .pullToRefresh(let finder):
                let id = try #require(try text(finder.id), "pulling needs a view's id at \(step.range.start)")
                steps.append(.pullToRefresh(id: id))
            case .feed(let fields):
                let values = try values(fields)
                steps.append(.feed(values) { feed(values) })
            case .send(let action, let fields):
                let arguments = try values(fields)
                steps.append(.send(action, arguments: arguments) { send(action, arguments) })
            case .wait(let seconds):
                steps.append(.wait(seconds))
            case .expect:
                continue
            default:
                throw ReplayFailure(step: step)
            }
        }
        return steps
    }

    /// A step this replay cannot take on a generated screen alone.
    struct ReplayFailure: Error, CustomStringConvertible {
        let step: CheckedScenario.Step
        var description: String { "scenario step at \(step.range.start) cannot be replayed on generated Swift" }
    }

    private static func values(_ fields: [TypedValue.Field]) throws -> [String: RuntimeValue] {
        var values: [String: RuntimeValue] = [:]
        for field in fields { values[field.name] = try constant(field.value) }
        return values
    }

    private static func text(_ value: TypedValue?) throws -> String? {
        try value.map { try constant($0).interpolated }
    }

    /// A scenario value: a constant, read without any names in scope.
    /// A `page:` step's number: a whole item or a position between two, in items.
    static func carouselPosition(_ value: RuntimeValue) -> Double? {
        switch value {
        case .int(let item): Double(item)
        case .double(let position): position
        default: nil
        }
    }

    private static func constant(_ value: TypedValue) throws -> RuntimeValue {
        try Evaluator { name, _ in throw NameInScenarioValue(name: name) }.evaluate(value)
    }

    /// A name read in a scenario value, which has none in scope.
    private struct NameInScenarioValue: Error {
        let name: String
    }
}
