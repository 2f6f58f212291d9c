/// Why a name cannot become a Swift identifier.
public struct SwiftIdentifierRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a name.
    public enum Reason: Hashable, Sendable {
        /// The name is empty.
        case empty
        /// The name starts with a digit.
        case leadingDigit
        /// The name holds a character outside ASCII letters, digits and `_` (the first one found).
        case invalidCharacter(Unicode.Scalar)
        /// `_`, `self`, `Self`, `Type` or `Protocol`: Swift gives these a meaning even in backticks.
        case reservedBySwift
    }

    /// The name as given.
    public let name: String
    /// What is wrong with it.
    public let reason: Reason

    /// A message in the diagnostics' style: lowercase, names the thing, states the rule. The
    /// offending character is shown as `U+XXXX` (`<U+XXXX>` inside the name), never raw, so an
    /// invisible or look-alike character is visible in the message.
    public var description: String {
        switch reason {
        case .empty:
            return "an empty name cannot be a Swift identifier"
        case .leadingDigit:
            return "'\(name)' cannot be a Swift identifier: it starts with a digit"
        case .invalidCharacter(let scalar):
            return
                "'\(name.visibleInMessages)' cannot be a Swift identifier: it holds \(scalar.codePoint); only ASCII letters, digits and '_' are allowed"
        case .reservedBySwift:
            return "'\(name)' cannot be a Swift identifier: Swift gives it a meaning even in backticks"
        }
    }
}
