import Testing

/// Where a view model's actions can send each other round, `run(_:in:)` counts how deep they nest
/// and rejects the transaction past 32, as the runtime does; elsewhere it counts nothing. An
/// event's `value` is its closure's, and a state named `value` the transaction's.
@Suite("How nested sends and an event's value are written")
struct SendNestingEmissionTests {
    private func emit(_ screen: String) throws -> String {
        try SampleEmission.emit([("Test.screen.yaml", screen)], screenFile: "Test.screen.yaml").swift
    }

    @Test("an action that may send itself runs under the nesting limit")
    func recursiveActionsCountTheirDepth() throws {
        let swift = try emit(
            """
            screen: Countdown
            state:
              left: Int
            actions:
              count:
                params: { from: Int }
                do:
                  - set: left
                    to: $from
                  - if: ${from > 0}
                    then: [ { send: count, with: { from: "${from - 1}" } } ]
            body:
              ButtonView: { title: "Left ${left}", onTap: [ { send: count, with: { from: 40 } } ] }
            """)
        #expect(swift.contains("        var depth = 0\n"))
        #expect(
            swift.contains(
                """
                        transaction.depth += 1
                        defer { transaction.depth -= 1 }
                        guard transaction.depth <= 32 else { throw Rejection() }
                        switch action {
                """))
        #expect(swift.contains("fileprivate struct Rejection: Error {}"))
    }

    @Test("actions that cannot nest count nothing")
    func plainActionsCountNothing() throws {
        let swift = try emit(
            """
            screen: Plain
            state:
              left: Int
            actions:
              reset: [ { set: left, to: 0 } ]
              start: [ reset, { after: 1s, do: [ start ] } ]
            body:
              ButtonView: { title: "Left ${left}", onTap: start }
            """)
        #expect(!swift.contains("depth"))
        #expect(!swift.contains("Rejection"))
    }

    @Test("an event's value is its closure's, and the state named value the transaction's")
    func eventValueHidesTheState() throws {
        let swift = try emit(
            """
            screen: Tags
            state:
              value: Int
              tags: [String]
            body:
              VStackView:
                - LabelView: "${value} ${tags.count}"
                - TextField:
                    onChange:
                      - set: tags
                        to: ${[value]}
                      - set: value
                        to: ${value.count}
            """)
        #expect(swift.contains("transaction.tags = [(context.value ?? \"\")]"))
        #expect(swift.contains("transaction.value = (context.value ?? \"\").count"))
    }
}
