/// One token of an expression, with the decoded scalars it spans (the source map turns those into
/// a file range).
struct ExpressionToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A name or a keyword (`true`, `false`, `nil`); the parser tells them apart.
        case identifier(String)
        /// The digits of an integer literal, underscores removed.
        case integer(String)
        /// The text of a floating-point literal, underscores removed.
        case double(String)
        /// A string literal, escapes decoded.
        case string(String)
        /// An operator or punctuation, including the operators of other languages the parser
        /// recognises only to explain them (`=`, `===`, `!==`, `&`, `|`).
        case symbol(String)
        /// Past the last token.
        case end
    }

    var kind: Kind
    var scalars: Range<Int>

    /// How the token is named in a message: `name 'count'`, `number '12'`, `'+'`.
    var description: String {
        switch kind {
        case .identifier(let name): "name '\(name)'"
        case .integer(let digits): "number '\(digits)'"
        case .double(let text): "number '\(text)'"
        case .string: "string literal"
        case .symbol(let symbol): "'\(symbol)'"
        case .end: "the end of the expression"
        }
    }

    /// Whether the token can begin an operand.
    var canStartExpression: Bool {
        switch kind {
        case .identifier, .integer, .double, .string: true
        case .symbol(let symbol): ["(", "[", "!", "-"].contains(symbol)
        case .end: false
        }
    }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }
}

extension ExpressionToken.Kind {
    /// An integer or floating-point literal.
    var isNumber: Bool {
        switch self {
        case .integer, .double: true
        default: false
        }
    }
}
