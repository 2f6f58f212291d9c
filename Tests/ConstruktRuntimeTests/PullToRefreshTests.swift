import ConstruktRuntime
import Testing

/// `pullToRefresh:` of a scenario: a user's pull on a list runs its `onRefresh`, and a pull on a
/// view without one fails the step saying so.
@Suite struct PullToRefreshTests {
    static let feed = """
        screen: Feed
        state:
          loading: Bool
          pulls: Int
          items: [String]
        host: { state: [loading, items] }
        actions:
          reload:
            - set: loading
              to: true
            - set: pulls
              to: ${pulls + 1}
        body:
          VStackView:
            children:
              - LabelView: { text: "Pulled ${pulls}", id: count }
              - CollectionView:
                  id: feed
                  onRefresh: { isRefreshing: $loading, do: reload }
                  sections:
                    - section: rows
                      items: ${items}
                      as: row
                      cell: { LabelView: $row }
        """

    static func run(_ steps: String) throws -> ScenarioResult {
        let scenario = "scenario: pulls\nscreen: Feed\nsteps:\n" + steps
        let app = try SampleLoading.app([("Feed.screen.yaml", feed), ("Feed.scenario.yaml", scenario)])
        let results = ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll()
        return try #require(results.first)
    }

    @Test func aPullRunsTheListsRefreshEvent() throws {
        let result = try Self.run(
            """
              - expect: { state: { loading: false, pulls: 0 } }
              - pullToRefresh: feed
              - expect: { state: { loading: true, pulls: 1 }, text: Pulled 1 }
              - feed: { loading: false }
              - pullToRefresh: { type: CollectionView }
              - expect: { state: { pulls: 2 } }
            """)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    @Test func aPullOnAViewThatDoesNotRefreshFailsSayingWhatRefreshes() throws {
        let result = try Self.run("  - pullToRefresh: { text: Pulled 0 }\n")
        let failure = try #require(result.failure)
        #expect(failure.location.range.start.line == 4)
        #expect(
            failure.found.hasPrefix(
                #"the LabelView that { text: "Pulled 0" } finds has no refresh event written: a pull refreshes a CollectionView"#
            ), "\(failure.found)")
    }
}
