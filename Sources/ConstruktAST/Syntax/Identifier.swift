import ConstruktDiagnostics

/// A name written in a construkt file (a screen, a param, an action, a destination, …) with the
/// range of its token.
public struct Identifier: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var range: SourceRange

    public init(_ text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }

    public var description: String { text }
}

/// The two naming rules of Docs/language.md, Files and apps.
public enum NamingRule: Sendable {
    /// Screens, components, route enums and `types:`: `MovieDetail`.
    case upperCamelCase
    /// Params, state, derived values, signals, actions, destinations, fields: `movieId`.
    case lowerCamelCase

    /// Names that keep a meaning of their own in Swift even in backticks (`` `self` `` still means
    /// the instance, `` E.`Type` `` the metatype), so no generated declaration can take them.
    public static let reservedBySwift: [String] = ["self", "Self", "Type", "Protocol"]

    /// Whether a name follows the rule: ASCII letters and digits, first letter's case by the rule.
    /// Every name of every file asks, so its bytes are read in place.
    public func accepts(_ name: String) -> Bool {
        var name = name
        let isUpper = self == .upperCamelCase
        let wellFormed = name.withUTF8 { bytes in
            guard let first = bytes.first else { return false }
            let firstOK =
                isUpper
                ? (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
                : (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
            return firstOK && bytes.allSatisfy(Self.isASCIILetterOrDigit)
        }
        return wellFormed && !Self.isReservedBySwift(name)
    }

    /// Whether `name` is one of `reservedBySwift`: four short names, compared, not hashed.
    public static func isReservedBySwift(_ name: String) -> Bool {
        name.utf8.count <= 8 && reservedBySwift.contains(name)
    }

    /// Compared as bytes: asking Unicode properties of every scalar of every name cost 3% of lint.
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The nearest name that follows the rule (`movie-id` → `movieId`), or `nil` when there is none.
    public func repair(_ name: String) -> String? {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard var first = words.first.map(String.init) else { return nil }
        first =
            self == .upperCamelCase
            ? first.prefix(1).uppercased() + first.dropFirst() : first.prefix(1).lowercased() + first.dropFirst()
        let repaired = ([first] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
        return accepts(repaired) ? repaired : nil
    }

    var label: String { self == .upperCamelCase ? "UpperCamelCase" : "lowerCamelCase" }
}
