/// The resource limits enforced while expressions are parsed; construkt.yaml's `limits:` overrides them.
public struct ExpressionLimits: Hashable, Sendable {
    /// The longest expression, in UTF-8 bytes of its decoded text between `${` and `}` (CK0309).
    public var maxLength: Int
    /// How deep parentheses, array literals, prefix operators, right-associative operators and
    /// conditionals may nest inside one expression (CK0310). It also bounds the parser's recursion.
    public var maxDepth: Int

    public init(maxLength: Int = 4096, maxDepth: Int = 64) {
        self.maxLength = maxLength
        self.maxDepth = maxDepth
    }

    /// 4 KiB per expression, 64 levels of nesting, as LANGUAGE.md §1 says.
    public static let standard = ExpressionLimits()
}
