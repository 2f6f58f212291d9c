import ConstruktRuntime
import Testing

@Suite struct ScenarioRunnerTests {
    static func run(_ scenario: String) throws -> ScenarioResult {
        let app = try SampleLoading.app([("Cart.screen.yaml", TestScreens.cart), ("Cart.scenario.yaml", scenario)])
        let results = ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll()
        return try #require(results.first)
    }

    @Test func aFailedExpectationNamesItsPlaceWhatWasExpectedAndWhatWasThere() throws {
        let result = try Self.run(
            """
            scenario: adding
            screen: Cart
            params: { title: Cart }
            steps:
              - tap: { id: add }
              - expect: { text: "Cart: 2" }
            """)
        let failure = try #require(result.failure)
        #expect(result.name == "adding")
        #expect(failure.location.path == "Cart.scenario.yaml")
        #expect(failure.location.range.start.line == 6)
        #expect(failure.location.range.start.column == 13)
        #expect(failure.expected == #"a visible node matching { text: "Cart: 2" }"#)
        #expect(failure.found.contains(#"label LabelView text="Cart: 1""#))
        #expect(failure.treeExcerpt.hasPrefix("stack VStackView\n  label LabelView text=\"Cart: 1\""))
    }

    @Test func aRejectedActionCanBeExpectedAndLeavesStateAlone() throws {
        let result = try Self.run(
            """
            scenario: removing too far
            screen: Cart
            params: { title: Cart }
            steps:
              - send: removeAt
                with: { index: 9 }
              - expect: { rejected: removeAt, state: { count: 0 } }
              - expect: { hidden: { text: empty }, text: pear }
              - send: increment
              - expect: { state: { count: 1 }, text: "Cart: 1" }
            """)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    @Test func expectingARejectionAfterACommittedActionFails() throws {
        let result = try Self.run(
            """
            scenario: nothing rejected
            screen: Cart
            params: { title: Cart }
            steps:
              - send: increment
              - expect: { rejected: increment }
            """)
        #expect(result.failure?.found == "the last transaction, increment, was committed")
    }

    @Test func aDisabledExpectationSaysWhatWasFoundInstead() throws {
        let result = try Self.run(
            """
            scenario: disabled
            screen: Cart
            params: { title: Cart }
            steps:
              - expect: { disabled: { id: add } }
            """)
        #expect(result.failure?.found.hasPrefix("an enabled ") == true, "\(result.failure?.found ?? "")")
    }

    @Test func aStepThatCannotRunFailsWithTheReason() throws {
        let result = try Self.run(
            """
            scenario: tapping a label
            screen: Cart
            params: { title: Cart }
            steps:
              - tap: { text: apple }
            """)
        #expect(result.failure?.expected == "the step to run")
        #expect(
            result.failure?.found
                == #"nothing to tap: the LabelView that { text: "apple" } finds has no tap event written"#)
    }

    @Test func aFinderThatMatchesNothingVisibleOffersTheNearestOrSaysItIsHidden() throws {
        func found(_ step: String, state: String = "") throws -> String? {
            try Self.run(
                """
                scenario: finding
                screen: Cart
                params: { title: Cart }
                \(state)
                steps:
                  - \(step)
                """
            ).failure?.found
        }
        #expect(try found("tap: { id: ad }") == "no visible node matches { id: ad }; did you mean { id: add }?")
        #expect(
            try found("tap: { text: add }")
                == #"no visible node matches { text: "add" }; did you mean { text: "Add" }?"#)
        #expect(
            try found("tap: { id: add }", state: "state: { busy: true }")
                == "no visible node matches { id: add }; only hidden nodes match it")
        #expect(try found("tap: { id: checkout }") == "no visible node matches { id: checkout }")
    }
}
