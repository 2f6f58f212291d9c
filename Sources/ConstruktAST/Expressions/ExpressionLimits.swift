/// The resource limits enforced while expressions are parsed; construkt.yaml's `limits:` overrides them.
public struct ExpressionLimits: Hashable, Sendable {
    /// The longest expression, in UTF-8 bytes of its decoded text between `${` and `}` (CK0309).
    public var maxLength: Int
    /// How deep the syntax tree of one expression may be (CK0310): parentheses, array literals,
    /// call arguments, prefix operators, conditionals and every link of an operator or member
    /// chain count. It bounds the parser's recursion and the depth of every tree it returns.
    public var maxDepth: Int

    public init(maxLength: Int = 4096, maxDepth: Int = 64) {
        self.maxLength = maxLength
        self.maxDepth = maxDepth
    }

    /// 4 KiB per expression, 64 levels of nesting, as Docs/language.md, Files and apps says.
    public static let standard = ExpressionLimits()
}
