/// A type as a catalog writes it (CATALOG-FORMAT.md §3): a name, `T?`, `[T]` or `[K: V]`.
public indirect enum TypeExpression: Hashable, Sendable, CustomStringConvertible {
    /// A catalog type, a project model type or a type parameter of the component.
    case named(String)
    case optional(TypeExpression)
    case array(TypeExpression)
    case dictionary(key: TypeExpression, value: TypeExpression)

    /// Reads a type expression (`"[String: Color?]"`); `nil` when the text is not one.
    public init?(parsing text: String) {
        guard case .success(let parsed) = TypeExpressionParser.parse(text) else { return nil }
        self = parsed.expression
    }

    /// The expression without any outer `?`: `String` for `String?`.
    public var nonOptional: TypeExpression {
        if case .optional(let wrapped) = self { return wrapped.nonOptional }
        return self
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The name when the expression is a plain name (optional or not), e.g. `Color` for `Color?`.
    public var baseName: String? {
        if case .named(let name) = nonOptional { return name }
        return nil
    }

    /// The spelling a catalog would use: `[String: Color?]`.
    public var description: String {
        switch self {
        case .named(let name): name
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        }
    }
}
