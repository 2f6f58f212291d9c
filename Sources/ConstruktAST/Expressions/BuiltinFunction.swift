/// The functions and methods an expression may call (Docs/language.md, Values).
///
/// The set is closed by the language itself, not by a catalog or the user's types, so the parser
/// checks the name and the number of arguments where it sees the call: the user gets a
/// did-you-mean at once (CK0311, CK0312), and the AST carries a typed built-in instead of a string
/// that every later stage would have to look up again. Argument and receiver *types* are the
/// checker's business. `.count`, `.isEmpty`, `.first` and `.last` are properties, parsed as member
/// accesses.
public enum BuiltinFunction: String, Hashable, Sendable, CaseIterable {
    /// `min(a, b)`.
    case min
    /// `max(a, b)`.
    case max
    /// `format(value, "%.1f")`: a number formatted with a printf-style format string.
    case format
    /// `text.uppercased()`.
    case uppercased
    /// `text.lowercased()`.
    case lowercased
    /// `text.trimmed()`: the text without the white space and line breaks at its ends.
    case trimmed
    /// `items.prefix(3)`: the first elements of a list, or characters of a text, at most that many.
    case prefix
    /// `items.suffix(3)`: the last elements of a list, or characters of a text, at most that many.
    case suffix
    /// `names.joined(", ")`: a list of texts as one, the separator between each two.
    case joined
    /// `movies.map(\.title)`: each element's field, as a list; `genres.map { g in g.name }`: each
    /// element's closure result.
    case map
    /// `genres.filter { $0.isSelected }`: the elements for which the closure is true.
    case filter
    /// `movies.sorted(by: { a, b in a.year < b.year })`: the elements in the closure's order.
    case sorted
    /// `movies.first(where: { $0.id == id })`: the first element for which the closure is true,
    /// nil when none is. (`.first` without parentheses is the list's first element.)
    case first
    /// `genres.contains(where: { $0.isSelected })`: whether the closure is true for an element.
    case contains
    /// `title.contains(query)`: whether a text holds another (Foundation's: an empty text is in
    /// none); `ids.contains(id)`: whether a list holds an element equal to the value. Named
    /// `contains` too, told apart by its unlabelled argument.
    case containsValue = "contains(_:)"
    /// `movies.max(by: { a, b in a.rating < b.rating })`: the greatest element by the closure's
    /// order (which says whether its first parameter goes before its second), nil for an empty list.
    case maxBy = "max(by:)"
    /// `movies.min(by: { a, b in a.year < b.year })`: the least element by the closure's order.
    case minBy = "min(by:)"
    /// `names.sorted()`: a list of numbers, texts or Dates in ascending order.
    case sortedAscending = "sorted()"
    /// `scores.max()`: the greatest of a list of numbers, texts or Dates, nil for an empty list.
    case greatest = "max()"
    /// `scores.min()`: the least of a list of numbers, texts or Dates, nil for an empty list.
    case least = "min()"
    /// `movies.reduce(0) { sum, movie in sum + movie.minutes }`: the initial value combined with
    /// each element in turn.
    case reduce
    /// `ids.firstIndex(of: id)`: the position of the first element equal to the value, nil when none is.
    case firstIndex
    /// `movies.firstIndex(where: { $0.id == id })`: the position of the first element for which the
    /// closure is true, nil when none is. Named `firstIndex` too, told apart by its label.
    case firstIndexWhere = "firstIndex(where:)"
    /// `Int(text)`: the Int a text spells, nil when it spells none (Swift's `Int(_:)`).
    case int = "Int"
    /// `Double(text)`: the Double a text spells, nil when it spells none; `Double(count)`: any
    /// other number as a Double.
    case double = "Double"
    /// `CGFloat(count)`: a number as a CGFloat, the type of sizes, alphas and offsets.
    case cgFloat = "CGFloat"
    /// `Float(count)`: a number as a Float, the type of a slider's value and a progress.
    case float = "Float"
    /// `String(count)`: a value as the text interpolation shows it (`"\(count)"` in Swift).
    case string = "String"
    /// `Color(hex: text)`: the colour a text spells as 6 or 8 hex digits (a `#` aside), nil for any
    /// other text. Written as a model's initializer is, so the parser never calls it by name.
    case colorHex = "Color(hex:)"
    /// `progress(offset, 100)`: how far a value is through a distance, the quotient clamped to 0…1,
    /// a Double (a scroll offset turned into a fade).
    case progress

    /// Whether the built-in is called on a receiver (`a.uppercased()`) rather than free (`min(a, b)`).
    public var isMethod: Bool {
        switch self {
        case .min, .max, .format, .int, .double, .cgFloat, .float, .string, .progress, .colorHex: false
        case .uppercased, .lowercased, .trimmed, .prefix, .suffix, .joined, .map, .firstIndex, .firstIndexWhere,
            .containsValue, .maxBy, .minBy, .sortedAscending, .greatest, .least, .filter, .sorted, .first, .contains,
            .reduce:
            true
        }
    }

    /// The number of arguments between the parentheses.
    public var argumentCount: Int {
        switch self {
        case .min, .max, .format, .progress, .reduce: 2
        case .prefix, .suffix, .joined, .map, .firstIndex, .firstIndexWhere, .containsValue, .maxBy, .minBy, .int,
            .double, .cgFloat, .float, .string, .colorHex, .filter, .sorted, .first, .contains:
            1
        case .uppercased, .lowercased, .trimmed, .sortedAscending, .greatest, .least: 0
        }
    }

    /// How many parameters the built-in's closure takes (`sorted(by:)`, `max(by:)`, `min(by:)` and
    /// `reduce` two, the others one), or nil when it takes no closure.
    public var closureArity: Int? {
        switch self {
        case .map, .filter, .first, .contains, .firstIndexWhere: 1
        case .sorted, .reduce, .maxBy, .minBy: 2
        default: nil
        }
    }

    /// The label Swift writes before the closure in parentheses (`first(where: { … })`); a
    /// trailing closure goes without it.
    public var closureLabel: String? {
        switch self {
        case .first, .contains, .firstIndexWhere: "where"
        case .sorted, .maxBy, .minBy: "by"
        default: nil
        }
    }

    /// The name a call writes, one for Swift's methods of one name told apart by their arguments
    /// (`firstIndex(of:)` and `firstIndex(where:)` are both `firstIndex`).
    public var name: String {
        switch self {
        case .firstIndexWhere: "firstIndex"
        case .containsValue: "contains"
        case .maxBy, .greatest: "max"
        case .minBy, .least: "min"
        case .sortedAscending: "sorted"
        default: rawValue
        }
    }

    /// How a built-in is named in messages, with the label of its closure: `first(where:)`, `map`.
    public var spelling: String {
        closureLabel.map { "\(name)(\($0):)" } ?? name
    }

    /// The built-ins that take a closure, named for help messages: `'map', 'filter', …`.
    public static var closureTakers: String {
        allCases.filter { $0.closureArity != nil }.map { "'\($0.spelling)'" }.joined(separator: ", ")
    }

    /// How a call is written, for help messages.
    public var usage: String {
        switch self {
        case .min: "min(a, b)"
        case .max: "max(a, b)"
        case .format: "format(value, \"%.1f\")"
        case .uppercased: "text.uppercased()"
        case .lowercased: "text.lowercased()"
        case .trimmed: "text.trimmed()"
        case .prefix: "items.prefix(3)"
        case .suffix: "items.suffix(3)"
        case .joined: "names.joined(\", \")"
        case .map: "movies.map(\\.title)"
        case .filter: "items.filter { $0.isSelected }"
        case .sorted: "items.sorted(by: { a, b in a.year < b.year })"
        case .first: "items.first(where: { $0.id == id })"
        case .contains: "items.contains(where: { $0.isSelected })"
        case .reduce: "items.reduce(0) { sum, item in sum + item.count }"
        case .firstIndex: "items.firstIndex(of: item)"
        case .firstIndexWhere: "items.firstIndex(where: { $0.id == id })"
        case .containsValue: "title.contains(query)"
        case .maxBy: "items.max(by: { a, b in a.rating < b.rating })"
        case .minBy: "items.min(by: { a, b in a.year < b.year })"
        case .sortedAscending: "names.sorted()"
        case .greatest: "scores.max()"
        case .least: "scores.min()"
        case .int: "Int(text)"
        case .double: "Double(text)"
        case .cgFloat: "CGFloat(count)"
        case .float: "Float(count)"
        case .string: "String(count)"
        case .progress: "progress(value, distance)"
        case .colorHex: "Color(hex: text)"
        }
    }
}
