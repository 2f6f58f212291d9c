import ConstruktDiagnostics

/// A value after type checking, as written in its place (LANGUAGE.md §3, §4): an expression (plain
/// text read by its type becomes a literal), interpolated text, a catalog value in one of its forms,
/// a list, or a model written as a mapping.
public struct TypedValue: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case expression(TypedExpression)
        case interpolation([Segment])
        /// A value of a catalog value type (Color, Insets, Length, …) in the named form; `text` is the
        /// scalar for a scalar form, `fields` the written fields for a mapping form.
        case form(type: String, form: String, text: String?, fields: [Field])
        case list([TypedValue])
        /// A model (or dictionary) written as a mapping.
        case record([Field])
        /// A case of an enum declared with `cases:`, written `idle` or `{ loaded: { movies: … } }`,
        /// its payload's fields in declaration order.
        case enumCase(String, payload: [Field])
    }

    /// A piece of interpolated text.
    public enum Segment: Hashable, Sendable {
        case text(String)
        case expression(TypedExpression)
    }

    /// A named field of a form or record.
    public struct Field: Hashable, Sendable {
        public var name: String
        public var value: TypedValue
    }

    public var kind: Kind
    public var type: ValueType
    public var range: SourceRange

    public init(_ kind: Kind, type: ValueType, range: SourceRange) {
        self.kind = kind
        self.type = type
        self.range = range
    }

    /// Whether the value reads state, derived values or app state anywhere.
    public var isLive: Bool {
        switch kind {
        case .expression(let expression): return expression.isLive
        case .interpolation(let segments):
            return segments.contains { if case .expression(let expression) = $0 { return expression.isLive } else { return false } }
        case .form(_, _, _, let fields), .record(let fields), .enumCase(_, let fields): return fields.contains { $0.value.isLive }
        case .list(let items): return items.contains(where: \.isLive)
        }
    }
}
