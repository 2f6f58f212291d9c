import ConstruktChecker

/// Checks one `expect:` entry (LANGUAGE.md §8) against a running screen, and says what was
/// expected and what was found when it does not hold.
struct ExpectationCheck {
    let session: ScreenSession
    let subject: ScenarioSubject

    /// `nil` when the expectation holds; otherwise what was expected and what was found.
    func mismatch(_ expectation: CheckedScenario.Expectation) throws -> (expected: String, found: String)? {
        let tree = session.tree
        let instance = session.instance
        switch expectation.kind {
        case .visible(let finder):
            let query = try ScenarioRunner.query(finder)
            guard tree.find(query) == nil else { return nil }
            return ("a visible node matching \(query)", nearMisses(of: query))
        case .hidden(let finder):
            let query = try ScenarioRunner.query(finder)
            guard let found = tree.find(query) else { return nil }
            return ("no visible node matching \(query)", "a visible \(Self.summary(of: found.node))")
        case .enabled(let finder), .disabled(let finder):
            let query = try ScenarioRunner.query(finder)
            let wantsEnabled: Bool
            if case .enabled = expectation.kind { wantsEnabled = true } else { wantsEnabled = false }
            let expected = "a visible \(wantsEnabled ? "enabled" : "disabled") node matching \(query)"
            guard let found = tree.find(query) else { return (expected, nearMisses(of: query)) }
            return found.node.isEnabled == wantsEnabled ? nil : (expected, "a \(wantsEnabled ? "disabled" : "enabled") \(Self.summary(of: found.node))")
        case .state(let fields):
            for (name, expected) in try ScenarioRunner.constants(fields).sorted(by: { $0.key < $1.key }) {
                let actual = instance.state[name] ?? .null
                if !Evaluator.equal(actual, expected) { return ("state \(name) = \(expected)", "\(name) = \(actual)") }
            }
            return nil
        case .emitted(let signal, let value):
            let emissions = instance.emissions.filter { $0.signal == signal }
            guard let latest = emissions.last else {
                let others = instance.emissions.map(\.signal)
                return ("'\(signal)' to have been emitted", others.isEmpty ? "no signal emitted" : "only " + others.joined(separator: ", "))
            }
            guard let value else { return nil }
            let expected = try ScenarioRunner.constant(value)
            return Evaluator.equal(latest.value ?? .null, expected) ? nil : ("the latest '\(signal)' to carry \(expected)", "it carried \(latest.value ?? .null)")
        case .rejected(let action):
            let last = instance.outcomes.last
            if let rejection = last?.rejection, rejection.transaction == action || rejection.actions.contains(action) { return nil }
            let found: String
            switch last {
            case .rejected(let rejection)?: found = rejection.description
            case .committed(let name)?: found = "the last transaction, \(name), was committed"
            case nil: found = "no transaction has run"
            }
            return ("the last transaction to be '\(action)', rejected", found)
        case .route(let name):
            guard let current = currentRoute else { return ("route \(name)", "no route requested, and a screen scenario has no destination of its own") }
            return current == name ? nil : ("route \(name)", "route \(current)")
        case .stack(let names):
            guard let destination = subject.destination, instance.routeRequests.isEmpty else {
                throw RuntimeFailure("expect stack needs the app navigator (a route: scenario before any route: statement is the only stack the runtime knows), which the runtime does not have yet")
            }
            return names == [destination] ? nil : ("stack [\(names.joined(separator: ", "))]", "stack [\(destination)]")
        case .screen(let name):
            guard instance.routeRequests.isEmpty else {
                throw RuntimeFailure("expect screen after a route: statement needs the app navigator, which the runtime does not have yet")
            }
            return name == instance.screen.name ? nil : ("screen \(name)", "screen \(instance.screen.name)")
        }
    }

    /// The last route requested, or the `route:` scenario's own destination.
    private var currentRoute: String? {
        session.instance.routeRequests.last?.destination ?? subject.destination
    }

    /// Visible nodes that match part of the query, to show what was there instead.
    private func nearMisses(of query: NodeQuery) -> String {
        var partial: [FoundNode] = []
        if query.id != nil { partial += session.tree.visibleMatches(NodeQuery(id: query.id)) }
        if query.text != nil, query.id == nil { partial += session.tree.visibleMatches(NodeQuery(type: query.type)).filter { $0.node.attributes["text"] != nil } }
        let hidden = session.tree.allNodes.filter { query.matches($0) }
        var parts: [String] = []
        if !partial.isEmpty { parts.append("visible: " + partial.prefix(8).map { Self.summary(of: $0.node) }.joined(separator: "; ")) }
        if !hidden.isEmpty { parts.append("\(hidden.count) matching node\(hidden.count == 1 ? " is" : "s are") hidden") }
        return parts.isEmpty ? "no such node" : parts.joined(separator: "; ")
    }

    /// A node in one line, as the tree text shows it.
    static func summary(of node: RuntimeNode) -> String {
        var copy = node
        copy.children = []
        return copy.lines(depth: 0)[0]
    }
}
