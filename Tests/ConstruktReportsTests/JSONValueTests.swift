import ConstruktReports
import Testing

/// The one JSON value of reports, schemas and the language server: printed stably (members in the
/// order given, or sorted), escaped as JSON needs and nothing more, read back as it was written.
@Suite struct JSONValueTests {
    @Test func sortingKeysAndIndentingByTwoSpaces() {
        let value: JSONValue = ["b": [1, true, .null], "a": ["c": "d"], "e": [:], "f": []]
        #expect(
            value.prettyPrinted(sortingKeys: true) == """
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

    @Test func membersKeepTheOrderGivenUnlessSorted() {
        let value: JSONValue = ["version": "2.1.0", "$schema": "s", "runs": []]
        #expect(value.prettyPrinted() == "{\n  \"version\": \"2.1.0\",\n  \"$schema\": \"s\",\n  \"runs\": []\n}\n")
        #expect(JSONValue.object(["b": 1, "a": 2]).prettyPrinted() == "{\n  \"a\": 2,\n  \"b\": 1\n}\n")
    }

    @Test func escapesQuotesBackslashesAndControlCharactersAndKeepsOtherText() {
        let value: JSONValue = .string("\"a\\b\"\n\t\u{1}§…\u{2028}")
        #expect(value.prettyPrinted() == "\"\\\"a\\\\b\\\"\\n\\t\\u0001§…\\u2028\"\n")
    }

    @Test func mergingKeepsTheOtherValuesOnASharedKeyInItsPlace() {
        let merged = JSONValue(dictionaryLiteral: ("a", 1), ("b", 2)).merging(["c": 4, "b": 3])
        #expect(merged == ["a": 1, "b": 3, "c": 4])
        #expect(merged.prettyPrinted() == "{\n  \"a\": 1,\n  \"b\": 3,\n  \"c\": 4\n}\n")
    }

    @Test func objectsAreEqualWhateverTheOrderOfTheirMembers() {
        #expect(JSONValue(dictionaryLiteral: ("a", 1), ("b", 2)) == ["b": 2, "a": 1])
        #expect(Set<JSONValue>([["a": 1, "b": 2], ["b": 2, "a": 1]]).count == 1)
        #expect(JSONValue.int(1) == .double(1))
        #expect(JSONValue(dictionaryLiteral: ("a", 1)) != ["a": "1"])
    }

    @Test func oneLineWithSortedKeysReadsBackAsWritten() throws {
        let value: JSONValue = ["z": [1, 2.5, "x"], "a": ["n": nil, "t": false], "u": "é\n"]
        let line = String(decoding: value.serialized(), as: UTF8.self)
        #expect(line == #"{"a":{"n":null,"t":false},"u":"é\n","z":[1,2.5,"x"]}"#)
        #expect(try #require(JSONValue.parse(value.serialized())) == value)
        #expect(JSONValue.parse(Array("{".utf8)) == nil)
    }

    @Test func wholeNumbersAndFractionsStayApart() throws {
        let value = try #require(JSONValue.parse(Array(#"[3, 3.0, 3.5, -2]"#.utf8)))
        #expect(value.arrayValue?.map(\.intValue) == [3, 3, nil, -2])
        #expect(value.arrayValue?.first == .int(3))
        #expect(JSONValue.double(.infinity).prettyPrinted() == "null\n")
    }
}
