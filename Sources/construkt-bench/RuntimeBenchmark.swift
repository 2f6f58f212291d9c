import ConstruktChecker
import ConstruktDiagnostics
import ConstruktRuntime
import ConstruktYAML
import Foundation

/// The runtime's row: a screen of about 10,000 nodes (a counter label, a button, and a `forEach`
/// over 5,000 items of two labels each) built through ConstruktRuntime's public API, then one
/// state change (a tap that increments the counter) against a full rebuild of the tree.
struct RuntimeBenchmark {
    static let itemCount = 5_000

    let app: CheckedApp
    let screen: CheckedScreen

    init() throws {
        let items = (0..<Self.itemCount).map(String.init).joined(separator: ", ")
        let text = """
            screen: LongList
            description: Ten thousand nodes for the runtime benchmark.
            params:
              items: { type: "[Int]", default: [\(items)] }
            state:
              count: { type: Int, default: 0 }
            actions:
              increment:
                - set: count
                  to: ${count + 1}
            body:
              VStackView:
                children:
                  - LabelView: "Count ${count}"
                  - ButtonView:
                      title: Increment
                      onTap: increment
                  - forEach: $items
                    as: item
                    do:
                      - LabelView: "Item ${item}"
                      - LabelView: "Twice ${item * 2}"

            """
        let loaded = YAMLLoader.load(SourceFile(path: "LongList.screen.yaml", bytes: Array(text.utf8)))
        guard let document = loaded.document else {
            throw BenchmarkFailure("the runtime screen does not load: \(loaded.diagnostics)")
        }
        let checked = FrontEnd.check([document])
        guard !checked.diagnostics.hasErrors, let app = checked.apps.first, let screen = app.screens.first else {
            throw BenchmarkFailure("the runtime screen does not check: \(checked.diagnostics.map(\.message))")
        }
        self.app = app
        self.screen = screen
    }

    func newSession() throws -> ScreenSession {
        try ScreenSession(catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
    }

    /// A full rebuild of the session's tree from its current state (`rebuildTree()`), what every
    /// change would cost without the runtime's incremental updates.
    func fullRebuild(_ session: inout ScreenSession) throws {
        try session.rebuildTree()
    }

    /// One state change through a stimulus, as a scenario's `tap` makes it.
    func change(_ session: inout ScreenSession) throws {
        try session.tap(NodeQuery(text: "Increment"))
    }

    /// Median seconds of a rebuild and of a change, interleaved over `runs` rounds, and the node count.
    func measure(runs: Int) throws -> (rebuild: Double, change: Double, nodes: Int) {
        var session = try newSession()
        var rebuilds: [Double] = []
        var changes: [Double] = []
        for _ in 0..<runs {
            rebuilds.append(try Stopwatch.seconds { try fullRebuild(&session) })
            changes.append(try Stopwatch.seconds { try change(&session) })
        }
        return (rebuilds.median, changes.median, Self.count(session.tree))
    }

    private static func count(_ node: RuntimeNode) -> Int {
        1 + node.children.reduce(0) { $0 + count($1) }
    }
}
