import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// CK0418: actions that send each other round on every path never finish, in a screen and among a
/// routes file's app actions; a countdown an `if:` ends does, and only makes the generated Swift
/// count how deep its actions nest (`SendGraph.mayNest`).
@Suite struct SendCycleTests {
    static func check(_ files: [(String, String)]) throws -> (apps: [CheckedApp], diagnostics: [Diagnostic]) {
        let documents = try files.map { path, text in
            try #require(YAMLLoader.load(SourceFile(path: path, text: text)).document)
        }
        return FrontEnd.check(documents)
    }

    @Test func appActionsSendingEachOtherRoundAreRefusedAtTheFirstSend() throws {
        let routes = """
            routes: AppRoute
            state:
              count: Int
            actions:
              tick: [ { set: count, to: "${count + 1}" }, tock ]
              tock:
                - if: ${count > 3}
                  then: [ tick ]
                  else: [ { send: tick } ]
            destinations:
              home: { screen: Home, on: { done: tick } }
            root:
              navigation: home
            """
        let home = """
            screen: Home
            signals:
              done: Void
            body:
              ButtonView: { title: Done, onTap: { emit: done } }
            """
        let errors = try Self.check([("App.routes.yaml", routes), ("Home.screen.yaml", home)]).diagnostics
            .filter { $0.severity == .error }
        #expect(errors.map(\.code.id) == ["CK0418"])
        let error = try #require(errors.first)
        #expect(error.message == "'tick' sends itself again through 'tock' on every path, so they never finish")
        #expect(error.location.range.start.line == 5)
        #expect(error.location.range.start.column == 47)
        #expect(error.labels.map(\.message) == ["'tock' sends 'tick'"])
        #expect(error.help?.contains("if:") == true)
    }

    @Test func aGuardedOrDelayedSendIsNoCycleButMayNestDeep() throws {
        let screen = """
            screen: Loops
            state:
              n: Int
            actions:
              down:
                params: { from: Int }
                do:
                  - set: n
                    to: $from
                  - if: ${from > 0}
                    then: [ { send: down, with: { from: "${from - 1}" } } ]
              later: [ { after: 1s, do: [ later ] } ]
              plain: [ { set: n, to: 0 } ]
              outer: [ plain ]
            body:
              VStackView:
                - ButtonView: { title: Down, onTap: [ { send: down, with: { from: 3 } } ] }
                - ButtonView: { title: Later, onTap: later }
                - ButtonView: { title: "N ${n}", onTap: outer }
            """
        let (apps, diagnostics) = try Self.check([("Loops.screen.yaml", screen)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let actions = try #require(apps.first?.screens.first?.actions)
        #expect(SendGraph(actions).mayNest(deeperThan: SendGraph.maximumDepth))
        #expect(!SendGraph(actions.filter { $0.name != "down" }).mayNest(deeperThan: SendGraph.maximumDepth))
        #expect(SendGraph(actions.filter { $0.name != "down" }).mayNest(deeperThan: 1))
    }
}
