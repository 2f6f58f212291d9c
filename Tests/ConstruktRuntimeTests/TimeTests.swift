import ConstruktRuntime
import Testing

/// Time on the runtime's virtual clock (Docs/language.md, Time): watches with and without a debounce
/// (the start value too), `after:` delays, timers that follow the screen's appearance, and an app
/// whose popped screen's delay never runs.
@Suite struct TimeTests {
    static let search = """
        screen: Search
        state:
          query: String
          searches: [String]
          count: Int
          seen: [Int]
          note: String
        watch:
          query: { debounce: 0.5s, do: search }
          count:
            - append: seen
              value: $value
        timers:
          tick: { every: 1s, do: [ { set: count, to: "${count + 1}" } ] }
        actions:
          search:
            params: { text: String }
            do: [ { append: searches, value: $text } ]
          same: [ { set: count, to: $count } ]
          later:
            - after: 2s
              do: [ { set: note, to: later } ]
            - after: 2s
              do: [ { remove: seen, at: 99 } ]
          first:
            - after: 300ms
              do: [ { set: note, to: first } ]
            - after: 300ms
              do: [ { set: note, to: second } ]
        body:
          VStackView:
            children:
              - TextField: { text: $query, id: field }
              - LabelView: { text: $note, id: note }
        """

    static func session() throws -> ScreenSession {
        let app = try SampleLoading.app([("Search.screen.yaml", search)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    @Test func aDebouncedWatchWaitsForThePauseAndRunsForTheStartValue() throws {
        var session = try Self.session()
        #expect(session.instance.state["searches"] == .list([]))
        try session.wait(0.5)
        #expect(session.instance.state["searches"] == .list([.string("")]))
        try session.type("Al", into: NodeQuery(id: "field"))
        try session.wait(0.3)
        try session.type("Alien", into: NodeQuery(id: "field"))
        try session.wait(0.3)
        #expect(session.instance.state["searches"] == .list([.string("")]))
        try session.wait(0.2)
        #expect(session.instance.state["searches"] == .list([.string(""), .string("Alien")]))
    }

    @Test func aWatchWithoutADebounceRunsAtOnceAfterEachChangeOnly() throws {
        var session = try Self.session()
        #expect(session.instance.state["seen"] == .list([.int(0)]))
        try session.send("same")
        #expect(session.instance.state["seen"] == .list([.int(0)]))
        try session.wait(2)
        #expect(session.instance.state["seen"] == .list([.int(0), .int(1), .int(2)]))
    }

    @Test func aDelayRunsLaterAsItsOwnTransactionAndIsRejectedAlone() throws {
        var session = try Self.session()
        try session.send("later")
        try session.wait(1.999)
        #expect(session.instance.state["note"] == .string(""))
        try session.wait(0.001)
        #expect(session.instance.state["note"] == .string("later"))
        #expect(session.instance.rejections.map(\.transaction) == ["later"])
    }

    @Test func workDueAtTheSameTimeRunsInTheOrderItWasScheduled() throws {
        var session = try Self.session()
        try session.send("first")
        try session.wait(0.3)
        #expect(session.instance.state["note"] == .string("second"))
    }

    @Test func timersStopWhenTheScreenDisappearsAndStartAgainFromZero() throws {
        var session = try Self.session()
        try session.wait(1.5)
        #expect(session.instance.state["count"] == .int(1))
        try session.disappear()
        try session.wait(5)
        #expect(session.instance.state["count"] == .int(1))
        try session.appear()
        try session.wait(0.9)
        #expect(session.instance.state["count"] == .int(1))
        try session.wait(0.1)
        #expect(session.instance.state["count"] == .int(2))
    }

    @Test func aPoppedScreensDelayNeverRuns() throws {
        let files: [(path: String, text: String)] = [
            (
                "Time.routes.yaml",
                """
                routes: TimeRoute
                destinations:
                  home: { screen: Home }
                  detail: { screen: Detail }
                root:
                  navigation: home
                """
            ),
            (
                "Home.screen.yaml",
                """
                screen: Home
                state:
                  note: String
                body:
                  VStackView:
                    children:
                      - LabelView: { text: $note, id: note }
                      - ButtonView: { title: Open, onTap: { route: detail } }
                """
            ),
            (
                "Detail.screen.yaml",
                """
                screen: Detail
                signals:
                  done: Void
                body:
                  ButtonView:
                    title: Later
                    onTap:
                      - after: 1s
                        do: [ { emit: done } ]
                """
            ),
        ]
        let app = try SampleLoading.app(files)
        var navigator = try AppNavigator(app: app, catalog: SampleLoading.catalog(for: app))
        try navigator.tap(NodeQuery(text: "Open"))
        try navigator.tap(NodeQuery(text: "Later"))
        try navigator.back()
        try navigator.wait(2)
        #expect(navigator.emissions.isEmpty)
        try navigator.tap(NodeQuery(text: "Open"))
        try navigator.tap(NodeQuery(text: "Later"))
        try navigator.wait(1)
        #expect(navigator.emissions.map(\.signal) == ["done"])
    }
}

@Suite struct TimeBudgetTests {
    @Test func aDelayThatKeepsTheScreenBusyFailsTheWaitInsteadOfHolding() throws {
        let screen = """
            screen: Busy
            state:
              runs: Int
            lifecycle:
              onLoad: [ spin ]
            actions:
              spin:
                - set: runs
                  to: ${runs + 1}
                - after: 1ms
                  do: [ spin ]
            body:
              LabelView: "Runs: ${runs}"
            """
        let app = try SampleLoading.app([("Busy.screen.yaml", screen)])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(throws: RuntimeFailure.self) { try session.wait(86_400) }
    }
}
