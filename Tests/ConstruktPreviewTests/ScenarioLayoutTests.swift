import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktPreview
import ConstruktRuntime
import ConstruktYAML
import Testing

/// Scenarios run with the preview's layout: a tap on a node no touch can reach fails, saying where
/// the node was laid out and on which device, and `expect`'s `frame:` checks where a node is.
@Suite struct ScenarioLayoutTests {
    /// A screen whose row of buttons sits in a horizontal ScrollView, `rowHeight` high when given
    /// (without a height, the ScrollView collapses in the scrolling stack around it), and whose `far`
    /// button lies 2000 points down, outside the screen.
    static func screen(rowHeight: Int?) -> String {
        """
        screen: Cast
        signals:
          picked: Void
        actions:
          pick: [ { emit: picked } ]
        body:
          ContainerView:
            children:
              - VerticalScrollView:
                  children:
                    - VStackView:
                        children:
                          - LabelView: { text: Cast }
                          - ScrollView:
                              \(rowHeight.map { "height: \($0)" } ?? "bounces: false")
                              children:
                                - HStackView:
                                    children:
                                      - ButtonView: { title: Paul, id: paul, onTap: pick }
              - ButtonView: { title: Far, id: far, onTap: pick, position: top, margins: { top: 2000 } }
        """
    }

    static func run(_ steps: String, rowHeight: Int?, device: Device = .standard) throws -> ScenarioResult {
        let files = [
            ("Cast.screen.yaml", screen(rowHeight: rowHeight)),
            ("Cast.scenario.yaml", "scenario: cast\nscreen: Cast\nsteps:\n" + steps),
        ]
        let documents = files.compactMap { YAMLLoader.load(SourceFile(path: $0.0, text: $0.1)).document }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        let app = try #require(apps.first)
        let runner = ScenarioRunner(
            app: app, catalog: RuntimeCatalog(catalog: CatalogLoader.construktKit.catalog, app: app),
            layoutProbe: PreviewLayoutProbe(device: device))
        return try #require(runner.runAll().first)
    }

    @Test func aTapOnANodeInAViewOfZeroHeightFailsSayingWhereItIs() throws {
        let result = try Self.run("  - tap: { id: paul }\n", rowHeight: nil, device: Device.named("iPhone SE")!)
        let failure = try #require(result.failure)
        #expect(failure.location.range.start.line == 4)
        #expect(failure.expected == "{ id: paul } on the screen, where a tap can reach it")
        #expect(failure.found.hasPrefix("the ButtonView is laid out at x "))
        #expect(failure.found.hasSuffix("on iPhone SE (375 × 667), and its ScrollView is 0 points high"))
    }

    @Test func aTapOnAVisibleNodeRuns() throws {
        let result = try Self.run("  - tap: { id: paul }\n  - expect: { emitted: picked }\n", rowHeight: 80)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    @Test func aTapOnANodeOffTheScreenFails() throws {
        let result = try Self.run("  - tap: { id: far }\n", rowHeight: 80)
        let failure = try #require(result.failure)
        #expect(
            failure.found
                == "the ButtonView is laid out at x 0, y 2000, 393 × 33 on iPhone 15 (393 × 852), and it lies outside its ContainerView, at x 0, y 0, 393 × 852"
        )
    }

    @Test func frameBoundsHoldOnTheLaidOutNode() throws {
        let result = try Self.run(
            """
              - expect: { id: paul, frame: { height: "> 0", width: "<= 393", x: 0, y: ">= 0" } }
              - expect: { type: ScrollView, frame: { height: 80, width: "== 393" } }
            """, rowHeight: 80)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    @Test func aBrokenFrameBoundFailsSayingWhereTheNodeIs() throws {
        let result = try Self.run("  - expect: { type: ScrollView, frame: { height: \"> 0\" } }\n", rowHeight: nil)
        let failure = try #require(result.failure)
        #expect(failure.expected == "height > 0 for the visible node matching { type: ScrollView }")
        #expect(failure.found.hasPrefix("the ScrollView is laid out at x 0, y "))
        #expect(failure.found.hasSuffix(", 393 × 0 on iPhone 15 (393 × 852): its height is 0"))
    }

    @Test func withoutAProbeNothingIsLaidOut() throws {
        let files = [
            ("Cast.screen.yaml", Self.screen(rowHeight: nil)),
            ("Cast.scenario.yaml", "scenario: cast\nscreen: Cast\nsteps:\n  - tap: { id: paul }\n"),
        ]
        let documents = files.compactMap { YAMLLoader.load(SourceFile(path: $0.0, text: $0.1)).document }
        let app = try #require(FrontEnd.check(documents).apps.first)
        let runner = ScenarioRunner(
            app: app, catalog: RuntimeCatalog(catalog: CatalogLoader.construktKit.catalog, app: app))
        #expect(runner.runAll().first?.passed == true)
    }
}
