import ConstruktAST
import ConstruktDiagnostics

/// An expression after type checking (Docs/language.md, Values): every node with its resolved type and
/// range, every name with what it refers to. The emitter writes it as Swift and the runtime
/// evaluates it; neither types it again.
public struct TypedExpression: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case integer(Int)
        case double(Double)
        /// A string literal; its type may be String, Color, Image, URL, Font or an enum.
        case string(String)
        case boolean(Bool)
        case nilLiteral
        case array([TypedExpression])
        /// `[:]`, of the dictionary type its place expects.
        case emptyDictionary
        /// A param, state value, derived value, action param, loop variable or app state.
        case reference(String, Scope.Kind)
        /// `base.name`, or `base?.name` when `optional`.
        case member(TypedExpression, String, optional: Bool)
        /// `min(a, b)`, `format(x, "%.1f")`, or a method such as `text.uppercased()`.
        case builtin(BuiltinFunction, receiver: TypedExpression?, arguments: [TypedExpression], optional: Bool)
        case unary(UnaryOperator, TypedExpression)
        case binary(BinaryOperator, TypedExpression, TypedExpression)
        case conditional(TypedExpression, then: TypedExpression, else: TypedExpression)
        /// `\.title`, `\.studio.name`: the fields `map(_:)` reads from each element.
        case keyPath([String])
        /// A case of an enum declared with `cases:` (`.idle`, `.loaded(movies: list)`), its payload's
        /// fields in declaration order.
        case enumCase(String, payload: [Argument])
        /// A model made by its memberwise initializer (`Movie(id: 0, title: '')`): every field in
        /// declaration order, an omitted optional one as `nil`.
        case construction(String, fields: [Argument])
        /// `load.loaded?.movies`: a field of the payload of the subject's case of that name, nil
        /// when the subject is another case; `isOnlyField` when the case carries that field alone.
        case payloadField(TypedExpression, case: String, field: String, isOnlyField: Bool)
        /// A closure passed to a built-in (`{ genre in genre.name }`, `{ $0.isSelected }`): its
        /// parameters' names as written (`$0`, `$1` for one that names none) and types, and its
        /// body, whose type is the closure node's type.
        case closure(parameters: [ClosureParameter], body: TypedExpression)
    }

    /// A closure's parameter: its name and type.
    public struct ClosureParameter: Hashable, Sendable {
        public var name: String
        public var type: ValueType

        public init(name: String, type: ValueType) {
            self.name = name
            self.type = type
        }
    }

    /// A labelled value: a payload field or a model field.
    public struct Argument: Hashable, Sendable {
        public var name: String
        public var value: TypedExpression

        public init(name: String, value: TypedExpression) {
            self.name = name
            self.value = value
        }
    }

    public var kind: Kind
    public var type: ValueType
    public var range: SourceRange

    public init(_ kind: Kind, type: ValueType, range: SourceRange) {
        self.kind = kind
        self.type = type
        self.range = range
    }

    /// Whether the value reads state, derived values or app state, and so must be bound.
    public var isLive: Bool {
        reads { _, scope in scope.isLive }
    }

    /// Whether the expression is a closure passed to a built-in.
    public var isClosure: Bool {
        if case .closure = kind { return true }
        return false
    }

    /// The same expression seen with another type (a literal read where the context fixed its type).
    func retyped(_ type: ValueType) -> TypedExpression {
        TypedExpression(kind, type: type, range: range)
    }
}
