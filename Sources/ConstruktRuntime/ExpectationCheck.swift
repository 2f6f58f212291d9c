import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Checks one `expect:` entry (Docs/language.md, A scenario file) against what a scenario drives (a screen, or the
/// app), and says what was expected and what was found when it does not hold.
struct ExpectationCheck {
    /// Where navigation stands: the destination on top (`nil` when there is none), the current
    /// stack and the screen on top, or why the target cannot say.
    struct Navigation {
        var route: String?
        var stack: Result<[String], RuntimeFailure>
        var screen: Result<String, RuntimeFailure>
    }

    /// An expectation that does not hold: what it wanted, what was there, and the node that shows it.
    struct Mismatch {
        var expected: String
        var found: String
        var focus: [Int]?
    }

    let tree: RuntimeNode
    /// The components the tree's nodes come from, which say what a `has:` name reads.
    let catalog: ComponentCatalog
    let state: [String: RuntimeValue]
    let emissions: [SignalEmission]
    let lastOutcome: TransactionOutcome?
    let navigation: Navigation
    /// The params and state of each `component:` instance in the tree, by instance.
    var instanceValues: [Int: [String: RuntimeValue]] = [:]
    /// Lays the tree out for `frame:`; `nil` when the run lays nothing out.
    var layoutProbe: (any LayoutProbe)? = nil
    /// Compares the screen with its references for `snapshot:`; `nil` when the run draws nothing.
    var camera: (any SnapshotCamera)? = nil
    /// The scenario file the step is in, whose references `snapshot:` compares with.
    var scenarioPath = ""

    /// `nil` when the expectation holds; otherwise what was expected and what was found.
    func mismatch(_ expectation: CheckedScenario.Expectation) throws -> Mismatch? {
        switch expectation.kind {
        case .visible(let finder):
            let query = try ScenarioRunner.query(finder)
            guard tree.find(query) == nil else { return nil }
            return nearMisses(of: query, expected: "a visible node matching \(query)")
        case .has(let finder, let attributes):
            return try attributesMismatch(finder, attributes)
        case .frame(let finder, let bounds):
            return try frameMismatch(finder, bounds)
        case .snapshot(let snapshot):
            return snapshotMismatch(snapshot)
        case .hidden(let finder):
            let query = try ScenarioRunner.query(finder)
            guard let found = tree.find(query) else { return nil }
            return Mismatch(
                expected: "no visible node matching \(query)", found: "a visible \(Self.summary(of: found.node))",
                focus: found.path)
        case .enabled(let finder), .disabled(let finder):
            let query = try ScenarioRunner.query(finder)
            let wantsEnabled: Bool
            if case .enabled = expectation.kind { wantsEnabled = true } else { wantsEnabled = false }
            let expected = "a visible \(wantsEnabled ? "enabled" : "disabled") node matching \(query)"
            guard let found = tree.find(query) else { return nearMisses(of: query, expected: expected) }
            return found.node.isEnabled == wantsEnabled
                ? nil
                : Mismatch(
                    expected: expected,
                    found: "\(wantsEnabled ? "a disabled" : "an enabled") \(Self.summary(of: found.node))",
                    focus: found.path)
        case .state(let fields):
            for (name, expected) in try ScenarioRunner.constants(fields).sorted(by: { $0.key < $1.key }) {
                let actual = state[name] ?? .null
                if !Evaluator.equal(actual, expected) {
                    return Mismatch(expected: "state \(name) = \(expected)", found: "\(name) = \(actual)")
                }
            }
            return nil
        case .emitted(let signal, let value):
            let latest = emissions.last { $0.signal == signal }
            guard let latest else {
                let others = emissions.map(\.signal)
                return Mismatch(
                    expected: "'\(signal)' to have been emitted",
                    found: others.isEmpty ? "no signal emitted" : "only " + others.joined(separator: ", "))
            }
            guard let value else { return nil }
            let expected = try ScenarioRunner.constant(value)
            return Evaluator.equal(latest.value ?? .null, expected)
                ? nil
                : Mismatch(
                    expected: "the latest '\(signal)' to carry \(expected)",
                    found: "it carried \(latest.value ?? .null)")
        case .notEmitted(let signals):
            let emitted = signals.filter { signal in emissions.contains { $0.signal == signal } }
            guard let first = emitted.first else { return nil }
            let count = emissions.filter { $0.signal == first }.count
            return Mismatch(
                expected: "no '\(signals.joined(separator: "', '"))' emitted",
                found: "'\(first)' emitted \(count == 1 ? "once" : "\(count) times")"
                    + (emissions.last { $0.signal == first }?.value.map { ", the latest carrying \($0)" } ?? ""))
        case .rejected(let action):
            let last = lastOutcome
            if let rejection = last?.rejection, rejection.transaction == action || rejection.actions.contains(action) {
                return nil
            }
            let found: String
            switch last {
            case .rejected(let rejection)?: found = rejection.description
            case .committed(let name)?: found = "the last transaction, \(name), was committed"
            case nil: found = "no transaction has run"
            }
            return Mismatch(expected: "the last transaction to be '\(action)', rejected", found: found)
        case .route(let name):
            guard let current = navigation.route else {
                return Mismatch(
                    expected: "route \(name)",
                    found: "no route requested, and a screen scenario has no destination of its own")
            }
            return current == name ? nil : Mismatch(expected: "route \(name)", found: "route \(current)")
        case .stack(let names):
            let stack = try navigation.stack.get()
            return names == stack
                ? nil
                : Mismatch(
                    expected: "stack [\(names.joined(separator: ", "))]",
                    found: "stack [\(stack.joined(separator: ", "))]")
        case .tabBar(let fields):
            return try tabBarMismatch(fields)
        case .screen(let name):
            let screen = try navigation.screen.get()
            return name == screen ? nil : Mismatch(expected: "screen \(name)", found: "screen \(screen)")
        }
    }

    /// The node the finder picks, and the first of `attributes` it does not hold as expected.
    private func attributesMismatch(_ finder: CheckedScenario.Finder, _ attributes: [TypedValue.Field]) throws
        -> Mismatch?
    {
        let query = try ScenarioRunner.query(finder)
        let wanted = try attributes.map { ($0.name, try ScenarioRunner.constant($0.value), $0.value.type) }
        let described = wanted.map { "\($0.0) = \($0.1)" }.joined(separator: ", ")
        guard let found = tree.find(query) else {
            return nearMisses(of: query, expected: "a visible node matching \(query) with \(described)")
        }
        for (name, expected, type) in wanted {
            let own = found.node.instance.flatMap { instanceValues[$0]?[name] }
            let actual = try own ?? found.node.attribute(named: name, in: catalog)
            if let actual, WrittenValueMatch.same(actual, expected, as: type) { continue }
            return Mismatch(
                expected: "\(name) = \(expected) on the visible node matching \(query)",
                found: (actual.map { "\(name) = \($0)" } ?? "no \(name) written") + " on "
                    + Self.summary(of: found.node),
                focus: found.path)
        }
        return nil
    }

    /// Visible nodes that match part of the query, to show what was there instead; the excerpt
    /// centres on the first.
    func nearMisses(of query: NodeQuery, expected: String) -> Mismatch {
        var partial: [FoundNode] = []
        if query.id != nil { partial += tree.visibleMatches(NodeQuery(id: query.id)) }
        if query.text != nil, query.id == nil {
            partial += tree.visibleMatches(NodeQuery(type: query.type)).filter { $0.node.attributes["text"] != nil }
        }
        let hidden = tree.allNodes.filter { query.matches($0) }
        var parts: [String] = []
        if !partial.isEmpty {
            parts.append("visible: " + partial.prefix(8).map { Self.summary(of: $0.node) }.joined(separator: "; "))
        }
        if !hidden.isEmpty {
            parts.append("\(hidden.count) matching node\(hidden.count == 1 ? " is" : "s are") hidden")
        }
        return Mismatch(
            expected: expected, found: parts.isEmpty ? "no such node" : parts.joined(separator: "; "),
            focus: query.id != nil ? partial.first?.path : Self.nearest(to: query.text, among: partial)?.path)
    }

    /// The candidate whose text is nearest the one written (`Taps: 3` for `Taps: 4`), which a
    /// report outlines; `nil` when no text is near, so that nothing unrelated is pointed at.
    static func nearest(to text: String?, among candidates: [FoundNode]) -> FoundNode? {
        guard let text else { return nil }
        let texts = candidates.compactMap { $0.node.attributes["text"]?.interpolated }
        guard let near = NameSuggestion.nearest(to: text, among: Set(texts)).first else { return nil }
        return candidates.first { $0.node.attributes["text"]?.interpolated == near }
    }

    /// A node in one line, as the tree text shows it.
    static func summary(of node: RuntimeNode) -> String {
        var copy = node
        copy.children = []
        return copy.lines(depth: 0)[0]
    }
}
