import ConstruktChecker
import ConstruktDiagnostics
import ConstruktEmitter
import ConstruktYAML
import Testing

/// How a routes file and the navigation statements of its screens become Swift, beyond what the
/// golden files show: argument order, and what the emitter refuses rather than guess.
@Suite("Routes files and navigation statements in Swift")
struct RoutesEmissionTests {
    /// Every file the app's files generate, by generated file name; the test fails on any checker error.
    private func emit(_ files: [(path: String, text: String)]) throws -> AppEmission {
        let documents = files.compactMap { YAMLLoader.load(SourceFile(path: $0.path, text: $0.text)).document }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        return AppEmitter(app: try #require(apps.first)).emit { $0 }
    }

    private let pairScreen = """
        screen: Pair
        params: { row: Int, column: Int }
        actions:
          swap: [ { route: pair, with: { column: $row, row: $column } } ]
          close: [ back ]
        body:
          LabelView: "${row} ${column}"
        """

    @Test("a route's arguments follow the destination's params, whatever order `with:` wrote them in")
    func argumentOrder() throws {
        let routes = """
            routes: PairRoute
            destinations:
              pair: { screen: Pair, params: { row: Int, column: Int }, path: /pairs/:row/:column }
            root:
              navigation: pair
              with: { column: 2, row: 1 }
            """
        let emission = try emit([("Pair.routes.yaml", routes), ("Pair.screen.yaml", pairScreen)])
        #expect(emission.failures.map(\.description) == [])
        let screen = try #require(emission.files.first { $0.inputPath == "Pair.screen.yaml" }?.contents)
        #expect(screen.contains("transaction.navigation.append(.show(.pair(row: self.column, column: self.row)))"))
        let swift = try #require(emission.files.first { $0.inputPath == "Pair.routes.yaml" }?.contents)
        #expect(swift.contains("showNavigation(.pair(row: 1, column: 2))"))
        #expect(swift.contains("return URL(string: \"/pairs/\\(row)/\\(column)\")"))
    }

    @Test("each of a destination's deep links is read by init?(url:), in the order written; url writes the first")
    func deepLinkAliases() throws {
        let routes = """
            routes: PairRoute
            destinations:
              pair: { screen: Pair, params: { row: Int, column: Int }, path: ["/pairs/:row/:column", "grid://cell/:column/:row"] }
            root:
              navigation: pair
              with: { row: 1, column: 2 }
            """
        let emission = try emit([("Pair.routes.yaml", routes), ("Pair.screen.yaml", pairScreen)])
        let swift = try #require(emission.files.first { $0.inputPath == "Pair.routes.yaml" }?.contents)
        let pairs = try #require(swift.range(of: "if segments.count == 3, segments[0] == \"pairs\" {"))
        let cells = try #require(swift.range(of: "if scheme == \"grid\", host == \"cell\", segments.count == 2 {"))
        #expect(pairs.lowerBound < cells.lowerBound)
        #expect(swift[cells.upperBound...].contains("guard let column = Int(segments[0]) else { return nil }"))
        #expect(swift.contains("return URL(string: \"/pairs/\\(row)/\\(column)\")"))
        #expect(!swift.contains("return URL(string: \"grid://"))
    }

    @Test("without deep links, init?(url:) is only `return nil`, with no unused segments to warn about")
    func noDeepLinks() throws {
        let routes = """
            routes: PairRoute
            destinations:
              pair: { screen: Pair, params: { row: Int, column: Int } }
            root:
              navigation: pair
              with: { row: 1, column: 2 }
            """
        let emission = try emit([("Pair.routes.yaml", routes), ("Pair.screen.yaml", pairScreen)])
        let swift = try #require(emission.files.first { $0.inputPath == "Pair.routes.yaml" }?.contents)
        #expect(swift.contains("    init?(url: URL) {\n        return nil\n    }\n"))
        #expect(swift.contains("    var url: URL? {\n        nil\n    }\n"))
    }

    /// The errors the checker reports for the app's files.
    private func errors(_ files: [(path: String, text: String)]) -> [Diagnostic] {
        let documents = files.compactMap { YAMLLoader.load(SourceFile(path: $0.path, text: $0.text)).document }
        return FrontEnd.check(documents).1.filter { $0.severity == .error }
    }

    @Test("a switch root over text is a lint error at its subject: Swift's switch over it could not be exhaustive")
    func switchOverTextIsRefused() throws {
        let routes = """
            routes: PairRoute
            state:
              mode: { type: String, default: a }
            destinations:
              pair: { screen: Pair, params: { row: Int, column: Int } }
            root:
              switch: $mode
              cases:
                a: { navigation: pair, with: { row: 1, column: 2 } }
                b: { navigation: pair, with: { row: 3, column: 4 } }
            """
        let error = try #require(errors([("Pair.routes.yaml", routes), ("Pair.screen.yaml", pairScreen)]).first)
        #expect(error.code == .typeMismatch)
        #expect(error.message == "a switch root needs a Bool or a types: enum to switch on, and this is String")
        #expect(error.location.range.start.line == 7)
    }

    @Test(
        "a switch root missing a value of its enum is a lint error whose fix-it adds the case, showing what the first case shows"
    )
    func switchMissingAnEnumValueIsRefused() throws {
        let types = """
            types:
              Phase: { enum: [launch, welcome, main] }
            """
        let routes = """
            routes: PairRoute
            state:
              phase: { type: Phase, default: launch }
            destinations:
              pair: { screen: Pair, params: { row: Int, column: Int } }
            root:
              switch: $phase
              cases:
                launch: { navigation: pair, with: { row: 1, column: 2 } }
                main: { navigation: pair, with: { row: 3, column: 4 } }
            """
        let found = errors([
            ("Pair.routes.yaml", routes), ("Pair.screen.yaml", pairScreen), ("Phase.types.yaml", types),
        ])
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.code == .missingKey)
        #expect(error.message == "the switch root has no case for 'welcome'")
        #expect(error.location.range.start.line == 7)
        let fixIt = try #require(error.fixIts.first)
        #expect(
            fixIt.location.range.start.line == 9 && fixIt.location.range.start.column == 5
                && fixIt.location.range.end == fixIt.location.range.start)
        #expect(fixIt.replacement == "welcome: { navigation: pair, with: { row: 1, column: 2 } }\n    ")
    }

    @Test("a Bool switch root without false is a lint error whose fix-it adds it")
    func switchMissingFalseIsRefused() throws {
        let routes = """
            routes: PairRoute
            state:
              on: Bool
            destinations:
              pair: { screen: Pair, params: { row: Int, column: Int } }
            root:
              switch: $on
              cases:
                true: { navigation: pair, with: { row: 1, column: 2 } }
            """
        let error = try #require(errors([("Pair.routes.yaml", routes), ("Pair.screen.yaml", pairScreen)]).first)
        #expect(error.message == "the switch root has no case for 'false'")
        #expect(error.fixIts.map(\.replacement) == ["false: { navigation: pair, with: { row: 1, column: 2 } }\n    "])
    }

    @Test("a sheet detent ConstruktKit 1.2.6 lacks is a lint error where it is written, with UIKit's name for it")
    func unknownDetentIsRefused() throws {
        let routes = """
            routes: PairRoute
            destinations:
              pair: { screen: Pair, params: { row: Int, column: Int }, presentation: { sheet: { detents: [medium, full] } } }
            root:
              navigation: pair
              with: { row: 1, column: 2 }
            """
        let error = try #require(errors([("Pair.routes.yaml", routes), ("Pair.screen.yaml", pairScreen)]).first)
        #expect(error.message == "unknown sheet detent 'full'")
        #expect(error.location.range.start.line == 3 && error.location.range.start.column == 103)
        #expect(error.help == "UIKit's sheet calls that detent 'large'")
        #expect(error.fixIts.map(\.replacement) == ["large"])
    }

    @Test("app state named 'navigation' keeps its name; the transaction's queue of requests takes another")
    func stateNamedNavigationKeepsItsName() throws {
        let routes = """
            routes: PairRoute
            state:
              navigation: Bool
            actions:
              flip: [ { set: navigation, to: true } ]
            destinations:
              pair: { screen: Pair, params: { row: Int, column: Int } }
            root:
              navigation: pair
              with: { row: 1, column: 2 }
            """
        let emission = try emit([("Pair.routes.yaml", routes), ("Pair.screen.yaml", pairScreen)])
        #expect(emission.failures.isEmpty)
        let swift = try #require(emission.files.first { $0.inputPath == "Pair.routes.yaml" }).contents
        #expect(swift.contains("        var navigation: Bool\n        var _navigation: [PairNavigation] = []\n"))
        #expect(
            swift.contains(
                "guard PairNavigation.canPerform(transaction._navigation, stackDepths: stackDepths) else { return }"))
    }
}
