import ConstruktSchema
import Testing

/// The schema text is stable: keys sorted, two-space indentation, strings escaped as JSON needs
/// and nothing more.
@Suite struct JSONValueTests {
    @Test func sortsKeysAndIndentsByTwoSpaces() {
        let value: JSONValue = ["b": [1, true, .null], "a": ["c": "d"], "e": [:], "f": []]
        #expect(value.text == """
            {
              "a": {
                "c": "d"
              },
              "b": [
                1,
                true,
                null
              ],
              "e": {},
              "f": []
            }

            """)
    }

    @Test func escapesQuotesBackslashesAndControlCharactersAndKeepsOtherText() {
        let value: JSONValue = .string("\"a\\b\"\n\t\u{1}§…")
        #expect(value.text == "\"\\\"a\\\\b\\\"\\n\\t\\u0001§…\"\n")
    }

    @Test func mergingKeepsTheOtherValuesOnASharedKey() {
        let merged = JSONValue(dictionaryLiteral: ("a", 1), ("b", 2)).merging(["b": 3])
        #expect(merged == ["a": 1, "b": 3])
    }
}
