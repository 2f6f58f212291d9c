/// A construkt name as a Swift identifier, spelt the way each position in the code needs it.
///
/// Only the strict pattern `[A-Za-z_][A-Za-z0-9_]*` is accepted, unchanged: no name is ever
/// rewritten into another, so two different names can never map to one identifier. Names outside
/// the pattern (empty, a leading digit, punctuation, any non-ASCII letter such as a Cyrillic `і`)
/// and the words no backticks make safe (`_`, `self`, `Self`, `Type`, `Protocol`) are rejected
/// with a reason. Every Swift keyword, contextual ones included, is written in backticks.
/// Swift 6 raw identifiers (`` `foo-bar` ``) are deliberately not used.
public struct SwiftIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The name as the user wrote it, which is also the identifier's name in Swift.
    public let name: String

    /// Accepts `name` or says why it cannot be a Swift identifier.
    public init(_ name: String) throws(SwiftIdentifierRejection) {
        if let reason = Self.problem(with: name) {
            throw SwiftIdentifierRejection(name: name, reason: reason)
        }
        self.name = name
    }

    /// The identifier in declarations and references, including after a `.`: `` `class` ``, `title`.
    public var source: String {
        SwiftKeywords.escaped.contains(name) ? "`" + name + "`" : name
    }

    /// The identifier as a call's argument label (`f(class: 1)`), where swiftc warns about
    /// needless backticks; only `inout` keeps them.
    public var argumentLabel: String {
        SwiftKeywords.escapedInArgumentLabels.contains(name) ? "`" + name + "`" : name
    }

    /// The identifier as a parameter's label where a function, an initializer or an enum case is
    /// declared (`init(title: String)`): `var` and `let` there would read as the old parameter
    /// specifiers, so they keep their backticks too.
    public var parameterLabel: String {
        SwiftKeywords.escapedInParameterLabels.contains(name) ? "`" + name + "`" : name
    }

    public var description: String { source }

    private static func problem(with name: String) -> SwiftIdentifierRejection.Reason? {
        guard let first = name.unicodeScalars.first else { return .empty }
        // Every identifier scalar is one ASCII byte: the bytes are checked in one pass, and the
        // offending scalar is looked for only when one of them fails.
        var bytes = name
        if !bytes.withUTF8({ $0.allSatisfy { $0 < 0x80 && isIdentifierScalar(Unicode.Scalar($0)) } }),
            let offending = name.unicodeScalars.first(where: { !isIdentifierScalar($0) })
        {
            return .invalidCharacter(offending)
        }
        if ("0"..."9").contains(first) { return .leadingDigit }
        if SwiftKeywords.unusable.contains(name) { return .reservedBySwift }
        return nil
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
