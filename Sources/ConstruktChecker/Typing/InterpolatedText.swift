/// The values text interpolation shows (`"Price ${price}"`, Docs/language.md, Values): the one list the
/// checker, the emitter and the runtime agree on. Text, numbers and Bools show as Swift
/// describes them, an enum from `types:` as its raw value, a UUID as its `uuidString`, a URL as
/// its `absoluteString`, and a list of text, numbers or Bools as Swift describes the array
/// (`["a", "b"]`). A catalog enum (TextAlignment) has no text in Swift and is not shown.
public enum InterpolatedText {
    /// Whether a value of `type` may stand in interpolated text; `isCatalogEnumeration` tells a
    /// catalog's enums from those of `types:`.
    public static func accepts(_ type: ValueType, isCatalogEnumeration: (String) -> Bool) -> Bool {
        switch type {
        case .string, .int, .double, .float, .cgFloat, .bool, .uuid, .url: return true
        case .enumeration(let name): return !isCatalogEnumeration(name)
        case .array(let element): return acceptsInList(element)
        default: return false
        }
    }

    /// Whether a list of `element`s reads the same in Swift's description and the runtime's.
    private static func acceptsInList(_ element: ValueType) -> Bool {
        switch element {
        case .string, .int, .double, .float, .cgFloat, .bool: return true
        case .array(let inner): return acceptsInList(inner)
        default: return false
        }
    }
}
