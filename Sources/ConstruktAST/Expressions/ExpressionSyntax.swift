import ConstruktDiagnostics

/// One parsed expression of the screen language: what was written between `${` and `}` (or after
/// the `$` of the `$name.path` shorthand), with the exact source range of every node in the file.
///
/// Parentheses do not get a node of their own: `(a + b)` is the `+` node, its range widened to
/// include the parentheses. `description` prints the expression fully parenthesised.
///
/// Not called `Expression`: Foundation has a type of that name, and every file that imports both
/// modules would have to qualify it.
public struct ExpressionSyntax: Hashable, Sendable {
    /// What kind of expression a node is, with its children.
    public indirect enum Kind: Hashable, Sendable {
        /// `12`, `-3`, `1_000`. A `-` written directly before a number is part of the literal.
        case integer(Int)
        /// `1.5`, `-0.25`, `2e3`.
        case double(Double)
        /// `'text'` or `"text"`, escapes decoded.
        case string(String)
        /// `true`, `false`.
        case boolean(Bool)
        /// `nil`.
        case nilLiteral
        /// `[a, b]`.
        case array([ExpressionSyntax])
        /// `[:]`: an empty dictionary, of the dictionary type its place expects.
        case emptyDictionary
        /// A name: a param, state, derived value, action param, loop variable or `item`.
        case name(String)
        /// `base.member`, or `base?.member` when `optional` (optional chaining).
        case member(ExpressionSyntax, Spanned<String>, optional: Bool)
        /// A free built-in: `min(a, b)`, `max(a, b)`, `format(x, "%.1f")`.
        case call(Spanned<BuiltinFunction>, [ExpressionSyntax])
        /// A built-in method: `base.uppercased()`, or `base?.uppercased()` when `optional`.
        case methodCall(ExpressionSyntax, Spanned<BuiltinFunction>, [ExpressionSyntax], optional: Bool)
        /// `!operand`, `-operand`.
        case unary(Spanned<UnaryOperator>, ExpressionSyntax)
        /// `lhs op rhs`.
        case binary(Spanned<BinaryOperator>, ExpressionSyntax, ExpressionSyntax)
        /// `condition ? then : else`.
        case conditional(ExpressionSyntax, then: ExpressionSyntax, else: ExpressionSyntax)
        /// `\.title`, `\.studio.name`: a key path into an element, the argument of `map`.
        case keyPath([Spanned<String>])
        /// `.idle` or `.loaded(movies: list)`: a case of the enum the place expects, with its
        /// payload's fields when it has parentheses.
        case implicitMember(Spanned<String>, arguments: [LabeledArgument]?)
        /// `Movie(id: 0, title: 'Loading')`: a model made by its memberwise initializer.
        case construction(Spanned<String>, [LabeledArgument])
        /// `{ genre in genre.name }`, `{ a, b in a.year < b.year }`, or `{ $0.isSelected }` when
        /// `parameters` is nil (Swift's shorthand, the parameters read as `$0`, `$1`): the argument
        /// of a built-in that takes one (`map`, `filter`, `sorted(by:)`, …).
        case closure(parameters: [Spanned<String>]?, body: ExpressionSyntax)
    }

    /// A labelled argument, `title: 'Loading'`.
    public struct LabeledArgument: Hashable, Sendable {
        public var label: Spanned<String>
        public var value: ExpressionSyntax

        public init(label: Spanned<String>, value: ExpressionSyntax) {
            self.label = label
            self.value = value
        }
    }

    public var kind: Kind
    /// From the first character of the node to just past its last, in the file.
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
