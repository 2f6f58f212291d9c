import ConstruktYAML

/// A value written where a type goes, as in `count: 0` under `state:`: the readers report it as
/// a value and name its type, instead of letting it through as a type named `0` that the checker
/// then cannot find.
enum ValueWhereTypeGoes {
    /// The type of `node` read as a value, when it is an unquoted number or boolean in YAML's core
    /// schema (`0`, `-3`, `0x1F`, `1.5`, `.5`, `2e3`, `true`); `nil` for anything that can be a type.
    static func type(of node: YAMLNode) -> String? {
        guard case .scalar(let text, .plain) = node.value else { return nil }
        if text == "true" || text == "false" { return "Bool" }
        let bytes = Array(text.utf8)
        if isInteger(bytes) { return "Int" }
        if isDecimal(bytes) { return "Double" }
        return nil
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    private static func isInteger(_ bytes: [UInt8]) -> Bool {
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let digits = bytes.dropFirst(2)
            if bytes[1] == UInt8(ascii: "o") { return digits.allSatisfy { (0x30...0x37).contains($0) } }
            if bytes[1] == UInt8(ascii: "x") { return digits.allSatisfy { isDigit($0) || (0x61...0x66).contains($0 | 0x20) } }
        }
        let digits = signless(bytes)
        return !digits.isEmpty && digits.allSatisfy(isDigit)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    private static func isDecimal(_ bytes: [UInt8]) -> Bool {
        var rest = signless(bytes)
        let whole = rest.prefix(while: isDigit)
        rest = rest.dropFirst(whole.count)
        var fraction: ArraySlice<UInt8> = []
        if rest.first == UInt8(ascii: ".") {
            fraction = rest.dropFirst().prefix(while: isDigit)
            rest = rest.dropFirst(1 + fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        if let exponent = rest.first, exponent | 0x20 == UInt8(ascii: "e") {
            let power = signless(Array(rest.dropFirst()))
            return !power.isEmpty && power.allSatisfy(isDigit)
        }
        return rest.isEmpty
    }

    private static func signless(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }
}
