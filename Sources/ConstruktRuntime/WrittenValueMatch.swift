import ConstruktChecker

/// Whether a value a scenario expects (`has: { height: 50, backgroundColor: "#ff9500" }`) is the
/// value a node holds, when one of the two is a catalog value in its written form and the other
/// the same value written another way: a number that followed state (`50.0`) or was written
/// `20.0`, and the `50` or `20` written; a hex colour in either case, short (`#F90`) or long,
/// with an opaque alpha or without; a catalog value written in two forms whose exposed members
/// agree (`padding: 8` and `{ top: 8, left: 8, bottom: 8, right: 8 }`) (Docs/language.md, A
/// scenario file).
enum WrittenValueMatch {
    /// `same(_:_:)`, and for a catalog value type that exposes members, two written forms of one value.
    static func same(_ left: RuntimeValue, _ right: RuntimeValue, as type: ValueType) -> Bool {
        if same(left, right) { return true }
        guard case .written(let a) = left, case .written(let b) = right else { return false }
        let members = ExposedMember.members(of: type)
        return !members.isEmpty
            && members.allSatisfy { member in
                let value = ExposedMember.value(member, ofWritten: a, type: type)
                return value != nil && value == ExposedMember.value(member, ofWritten: b, type: type)
            }
    }

    static func same(_ left: RuntimeValue, _ right: RuntimeValue) -> Bool {
        if Evaluator.equal(left, right) { return true }
        switch (left, right) {
        case (.written(let text), .int(let number)), (.int(let number), .written(let text)):
            return Double(text) == Double(number)
        case (.written(let text), .double(let number)), (.double(let number), .written(let text)):
            return Double(text) == number
        case (.written(let a), .written(let b)):
            if let a = Double(a), let b = Double(b) { return a == b }
            guard let a = opaqueHex(a), let b = opaqueHex(b) else { return false }
            return a == b
        default:
            return false
        }
    }

    /// `#RRGGBBAA` upper-cased, from `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`; `nil` for other text.
    private static func opaqueHex(_ text: String) -> String? {
        guard text.first == "#" else { return nil }
        let digits = text.dropFirst().uppercased()
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 3, 4: return String(digits.flatMap { [$0, $0] }).padding(toLength: 8, withPad: "F", startingAt: 0)
        case 6, 8: return digits.padding(toLength: 8, withPad: "F", startingAt: 0)
        default: return nil
        }
    }
}
