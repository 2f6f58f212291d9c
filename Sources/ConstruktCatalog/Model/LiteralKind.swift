/// How a YAML scalar is read for a primitive type (`literal:` of CATALOG-FORMAT.md §4).
public enum LiteralKind: String, CaseIterable, Hashable, Sendable {
    case string, int, float, bool, url, date, uuid
    /// A lowerCamelCase name, never an expression (loop variables, section ids).
    case identifier
    /// No literal at all; only expressions have this type.
    case none
}
