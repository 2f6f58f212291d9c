/// A `screen:` or `route:` scenario's target: one screen running on its own, with no navigator, so
/// deep links, `back` and `dismiss` steps fail saying they need an `app:` scenario.
struct ScreenTarget: ScenarioTarget {
    var session: ScreenSession
    let subject: ScenarioSubject

    var tree: RuntimeNode { session.tree }

    mutating func tap(_ query: NodeQuery) throws { try session.tap(query) }
    mutating func type(_ text: String, into query: NodeQuery) throws { try session.type(text, into: query) }
    mutating func select(section: String?, index: Int) throws { try session.select(section: section, index: index) }
    mutating func select(_ query: NodeQuery) throws { try session.select(query) }
    mutating func scroll(_ query: NodeQuery, to move: ScrollMove) throws { try session.scroll(query, to: move) }
    mutating func page(section: String, to page: Double) throws { try session.page(section: section, to: page) }
    mutating func pullToRefresh(_ query: NodeQuery) throws { try session.pullToRefresh(query) }
    mutating func send(_ action: String, arguments: [String: RuntimeValue]) throws {
        try session.send(action, arguments: arguments)
    }
    mutating func feed(_ values: [String: RuntimeValue]) throws { try session.feed(values) }

    mutating func wait(_ seconds: Double) throws { try session.wait(seconds) }

    mutating func open(_ path: String) throws {
        throw RuntimeFailure("'open: \(path)' needs the app navigator: write an 'app:' scenario")
    }

    mutating func back() throws {
        throw RuntimeFailure("the 'back' step needs the app navigator: write an 'app:' scenario")
    }

    mutating func dismiss() throws {
        throw RuntimeFailure("the 'dismiss' step needs the app navigator: write an 'app:' scenario")
    }

    /// Route, stack and screen as far as one screen knows them: a `route:` scenario's destination
    /// is the root of its stack, and a `route:` statement is recorded but shows nothing.
    var expectationCheck: ExpectationCheck {
        let instance = session.instance
        let routed = !instance.routeRequests.isEmpty
        let stack: Result<[String], RuntimeFailure>
        if let destination = subject.destination, !routed {
            stack = .success([destination])
        } else {
            stack = .failure(
                RuntimeFailure(
                    "expect stack needs the app navigator (a route: scenario before any route: statement is the only stack a screen knows): write an 'app:' scenario"
                ))
        }
        let screen: Result<String, RuntimeFailure> =
            routed
            ? .failure(
                RuntimeFailure(
                    "expect screen after a route: statement needs the app navigator: write an 'app:' scenario"))
            : .success(instance.screen.name)
        return ExpectationCheck(
            tree: session.tree,
            catalog: session.catalog.components,
            state: instance.state,
            emissions: instance.emissions,
            lastOutcome: instance.outcomes.last,
            navigation: ExpectationCheck.Navigation(
                route: instance.routeRequests.last?.destination ?? subject.destination, stack: stack, screen: screen),
            instanceValues: session.instanceValues
        )
    }
}
