/// The printf-style format of `format(value, "…")` (Docs/language.md, Values): text with exactly one number
/// conversion (`%d`, `%5.1f`, `%x`; `%%` is a percent sign), read the same way by the checker, the
/// runtime and the emitter, so that all three agree on whether the number is passed as an Int or a
/// Double.
public struct NumberFormat: Sendable, Equatable {
    /// The conversion's letter: `d`, `i`, `o`, `x`, `X` take an Int, `f`, `F`, `e`, `E`, `g`, `G` a
    /// Double.
    public let conversion: Character

    /// The format as `String(format:)` takes it with the number passed as `takesInt` says: an Int
    /// conversion without a length modifier gets `l` (`%d` → `%ld`, `%+05x` → `%+05lx`), since a
    /// Swift Int is a C `long` and `%d` would read only its low 32 bits.
    public let widened: String

    /// Whether the number is passed as an Int.
    public var takesInt: Bool { Self.intConversions.contains(conversion) }

    /// The format read, or `nil` when it does not hold exactly one number conversion.
    public init?(_ format: String) {
        var conversions: [(letter: Character, at: String.Index, hasLength: Bool)] = []
        var index = format.startIndex
        while index < format.endIndex {
            guard format[index] == "%" else {
                index = format.index(after: index)
                continue
            }
            var cursor = format.index(after: index)
            var hasLength = false
            while cursor < format.endIndex, Self.modifiers.contains(format[cursor]) {
                hasLength = hasLength || Self.lengthModifiers.contains(format[cursor])
                cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex else { return nil }
            if format[cursor] != "%" { conversions.append((format[cursor], cursor, hasLength)) }
            index = format.index(after: cursor)
        }
        guard conversions.count == 1, let only = conversions.first, Self.numberConversions.contains(only.letter)
        else { return nil }
        conversion = only.letter
        var widened = format
        if Self.intConversions.contains(only.letter), !only.hasLength { widened.insert("l", at: only.at) }
        self.widened = widened
    }

    /// The flags, width, precision and length modifiers that may stand between `%` and the letter.
    private static let modifiers: Set<Character> = [
        "-", "+", " ", "#", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "'", "l", "h", "q", "L", "z", "j",
        "t",
    ]
    private static let lengthModifiers: Set<Character> = ["l", "h", "q", "L", "z", "j", "t"]
    private static let intConversions: Set<Character> = ["d", "i", "o", "x", "X"]
    private static let numberConversions: Set<Character> = ["d", "i", "o", "x", "X", "f", "F", "e", "E", "g", "G"]
}
