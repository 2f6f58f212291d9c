import ConstruktAST

/// The words Swift 6 reserves, split by what the emitter does with a name spelt like one.
///
/// Measured with swiftc 6.3.1 in every position the emitter writes names (type, property, method,
/// parameter, enum case, local constant, closure parameter, member access after `.`, call label).
enum SwiftKeywords {
    /// Names that no backticks make safe: `self` and `Self` in backticks still mean (or shadow) the
    /// current instance and type, `_` is the wildcard, and after a `.` the words `Type` and
    /// `Protocol` name a metatype even in backticks (an enum's case `Type` cannot be reached): the
    /// wildcard and the names the naming rules already refuse. A list: comparing a name with five
    /// short words costs less than hashing it.
    static let unusable: [String] = ["_"] + NamingRule.reservedBySwift

    /// Names written in backticks. Reserved words need them everywhere; a contextual keyword needs
    /// them only in some places, and backticks are harmless in the others, so all of them get
    /// backticks: one rule that holds in every position.
    static let escaped: Set<String> = [
        // Used in declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        // Used in statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Used in expressions and types.
        "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try",
        // Reserved in particular contexts.
        "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect",
        "infix", "lazy", "left", "mutating", "none", "nonmutating", "optional", "override",
        "package", "postfix", "precedence", "prefix", "required", "right", "set", "some", "unowned",
        "weak", "willSet",
        // Added since Swift 5.5: concurrency, ownership, parameter packs, macros, strict safety.
        "actor", "any", "consume", "copy", "discard", "distributed", "each", "isolated", "macro",
        "sending", "then", "unsafe", "yield",
        // The compiler's underscored parameter specifiers: swiftc reads them as names, but
        // SwiftParser 602 takes a bare `_borrowing` in a closure's parameter list as a specifier.
        "__consuming", "__owned", "__shared", "_borrowing", "_const", "_consuming", "_mutating",
    ]

    /// The one keyword that needs backticks even as a call's argument label (`f(`inout`: 1)`);
    /// swiftc warns about backticks on every other keyword there.
    static let escapedInArgumentLabels: Set<String> = ["inout"]

    /// The keywords that need backticks as a parameter's label in a declaration, where swiftc
    /// reads a bare `var` or `let` as a specifier (and warns) and a bare `inout` as one.
    static let escapedInParameterLabels: Set<String> = ["inout", "let", "var"]
}
