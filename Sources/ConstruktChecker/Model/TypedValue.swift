import ConstruktDiagnostics

/// A value after type checking, as written in its place (Docs/language.md, Component nodes, Values): an expression (plain
/// text read by its type becomes a literal), interpolated text, a catalog value in one of its forms,
/// a list, or a model written as a mapping.
public struct TypedValue: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case expression(TypedExpression)
        case interpolation([Segment])
        /// A value of a catalog value type (Color, Insets, Length, …) in the named form; `text` is the
        /// scalar for a scalar form, `fields` the written fields for a mapping form.
        case form(type: String, form: String, text: String?, fields: [Field])
        /// An expression of the scalar type of one of a catalog value type's forms, standing for a
        /// value of that type in that form: `padding: $inset`, a CGFloat, is Insets' `all` form;
        /// `font: $style`, a TextStyle, is Font's `textStyle`. An optional expression stands for
        /// an optional value.
        case scalarForm(type: String, form: String, TypedExpression)
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

    /// The expressions the value holds, at any depth, in the order written: what every walk that
    /// asks what a value reads goes through.
    public var expressions: [TypedExpression] {
        switch kind {
        case .expression(let expression), .scalarForm(_, _, let expression): return [expression]
        case .interpolation(let segments):
            return segments.compactMap { if case .expression(let expression) = $0 { expression } else { nil } }
        case .form(_, _, _, let fields), .record(let fields), .enumCase(_, let fields):
            return fields.flatMap(\.value.expressions)
        case .list(let items): return items.flatMap(\.expressions)
        }
    }

    /// Whether the value reads state, derived values or app state anywhere.
    public var isLive: Bool {
        expressions.contains(where: \.isLive)
    }
}
