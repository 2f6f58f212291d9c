import ConstruktDiagnostics

/// A type as written in a construkt file: `String`, `Movie`, `[Movie]`, `[String: Int]`, `Movie?`.
/// Names are resolved later, by the checker.
public struct TypeSyntax: Hashable, Sendable, CustomStringConvertible {
    public indirect enum Kind: Hashable, Sendable {
        case named(String)
        case array(TypeSyntax)
        case dictionary(key: TypeSyntax, value: TypeSyntax)
        case optional(TypeSyntax)
    }

    public var kind: Kind
    /// The range of this type's text; for a type inside another, its own part.
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// A type the file leaves out where one is required, already reported: it has no name, and
    /// resolves to no type without a further report.
    public static func missing(at range: SourceRange) -> TypeSyntax {
        TypeSyntax(.named(""), range: range)
    }

    /// Whether this is a type the file leaves out (see `missing(at:)`).
    public var isMissing: Bool { kind == .named("") }

    /// The type in Swift spelling.
    public var description: String {
        switch kind {
        case .named(let name): return name
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }
}
