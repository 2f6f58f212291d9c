import ConstruktChecker
import Testing

@testable import ConstruktRuntime

/// A dictionary given as JSON (`run --state`) keeps its keys in the spelling a YAML mapping gives
/// them: an Int key as Swift prints the Int, so `{"01": …}` is the key 1 the generated Swift has.
@Suite struct JSONDictionaryKeyTests {
    @Test func intKeysAreReadAsInts() throws {
        let json = try JSONInput.parse(#"{"01": "one", "2": "two"}"#)
        let value = try RuntimeValue(
            json: json, as: .dictionary(key: .int, value: .string), types: TypeEnvironment())
        #expect(value == .record(["1": .string("one"), "2": .string("two")]))
    }

    @Test func aKeyNoIntSpellsIsRefused() throws {
        let json = try JSONInput.parse(#"{"x": "one"}"#)
        #expect(throws: RuntimeFailure.self) {
            try RuntimeValue(json: json, as: .dictionary(key: .int, value: .string), types: TypeEnvironment())
        }
    }

    @Test func textKeysAreKeptAsWritten() throws {
        let json = try JSONInput.parse(#"{"01": 1}"#)
        let value = try RuntimeValue(json: json, as: .dictionary(key: .string, value: .int), types: TypeEnvironment())
        #expect(value == .record(["01": .int(1)]))
    }
}
