/// The printf-style format of `format(value, "…")` (Docs/language.md, Values): text with exactly one number
/// conversion (`%d`, `%5.1f`, `%x`; `%%` is a percent sign), read the same way by the checker, the
/// runtime and the emitter, so that all three agree on whether the number is passed as an Int or a
/// Double.
public struct NumberFormat: Sendable, Equatable {
    /// The conversion's letter: `d`, `i`, `o`, `x`, `X` take an Int, `f`, `F`, `e`, `E`, `g`, `G` a
    /// Double.
    public let conversion: Character

    /// Whether the number is passed as an Int.
    public var takesInt: Bool { "dioxX".contains(conversion) }

    /// The format read, or `nil` when it does not hold exactly one number conversion.
    public init?(_ format: String) {
        var conversions: [Character] = []
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { continue }
            var next = characters.next()
            while let modifier = next, Self.modifiers.contains(modifier) { next = characters.next() }
            guard let letter = next else { return nil }
            if letter == "%" { continue }
            conversions.append(letter)
        }
        guard conversions.count == 1, let conversion = conversions.first, Self.numberConversions.contains(conversion)
        else { return nil }
        self.conversion = conversion
    }

    /// The flags, width, precision and length modifiers that may stand between `%` and the letter.
    private static let modifiers: Set<Character> = [
        "-", "+", " ", "#", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "'", "l", "h", "q", "L", "z", "j",
        "t",
    ]
    private static let numberConversions: Set<Character> = ["d", "i", "o", "x", "X", "f", "F", "e", "E", "g", "G"]
}
