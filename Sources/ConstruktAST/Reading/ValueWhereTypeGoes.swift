import ConstruktYAML

/// A value written where a type goes, as in `count: 0` under `state:`: the readers report it as
/// a value and name its type, instead of letting it through as a type named `0` that the checker
/// then cannot find.
enum ValueWhereTypeGoes {
    private typealias Bytes = Substring.UTF8View

    /// The type of `node` read as a value, when it is an unquoted number or boolean in YAML's core
    /// schema (`0`, `-3`, `0x1F`, `1.5`, `.5`, `2e3`, `true`); `nil` for anything that can be a type.
    /// Every type written asks, and a type starts with a letter, `_` or `[`: only a number's first
    /// byte is looked at further.
    static func type(of node: YAMLNode) -> String? {
        guard case .scalar(let text, .plain) = node.value, let first = text.utf8.first else { return nil }
        if text == "true" || text == "false" { return "Bool" }
        guard isDigit(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
        else { return nil }
        let bytes = Substring(text).utf8
        if isInteger(bytes) { return "Int" }
        if isDecimal(bytes) { return "Double" }
        return nil
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    private static func isInteger(_ bytes: Bytes) -> Bool {
        if bytes.count > 2, bytes.first == UInt8(ascii: "0"), let base = bytes.dropFirst().first {
            let digits = bytes.dropFirst(2)
            if base == UInt8(ascii: "o") { return digits.allSatisfy { (0x30...0x37).contains($0) } }
            if base == UInt8(ascii: "x") {
                return digits.allSatisfy { isDigit($0) || (0x61...0x66).contains($0 | 0x20) }
            }
        }
        let digits = signless(bytes)
        return !digits.isEmpty && digits.allSatisfy(isDigit)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    private static func isDecimal(_ bytes: Bytes) -> Bool {
        var rest = signless(bytes)
        let whole = rest.prefix(while: isDigit)
        rest = rest.dropFirst(whole.count)
        var fraction = rest.prefix(0)
        if rest.first == UInt8(ascii: ".") {
            fraction = rest.dropFirst().prefix(while: isDigit)
            rest = rest.dropFirst(1 + fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        if let exponent = rest.first, exponent | 0x20 == UInt8(ascii: "e") {
            let power = signless(rest.dropFirst())
            return !power.isEmpty && power.allSatisfy(isDigit)
        }
        return rest.isEmpty
    }

    private static func signless(_ bytes: Bytes) -> Bytes {
        bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }
}
