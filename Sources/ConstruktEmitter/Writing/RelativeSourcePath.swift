/// An input file's path relative to the folder of its app's `construkt.yaml`, as `/`-separated
/// components, checked before it reaches a header comment or an output file name.
///
/// Rejected: an empty or absolute path, empty components (`a//b`, a trailing `/`), `.` and `..`
/// (a generated file must not say, or be named after, a place outside the app), `\`, and any
/// control, format, line-separator, private-use or unassigned character (newlines, NUL, bidi
/// controls, zero-width characters), which could break a comment or hide in a file name. Other
/// non-ASCII letters are kept: `Écrans/Accueil.screen.yaml` is a fine path.
public struct RelativeSourcePath: Hashable, Sendable, CustomStringConvertible {
    /// Why a path is not accepted.
    public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
        case empty
        case absolute(String)
        case emptyComponent(String)
        case dotComponent(String)
        case invalidCharacter(String, Unicode.Scalar)

        public var description: String {
            switch self {
            case .empty: return "an empty path cannot name a generated file's source"
            case .absolute(let path):
                return
                    "'\(path.visibleInMessages)' is absolute; generated files name their source relative to construkt.yaml"
            case .emptyComponent(let path): return "'\(path.visibleInMessages)' has an empty path component"
            case .dotComponent(let path): return "'\(path.visibleInMessages)' has a '.' or '..' component"
            case .invalidCharacter(let path, let scalar):
                return
                    "'\(path.visibleInMessages)' holds \(scalar.codePoint), which a generated file name or header must not carry"
            }
        }
    }

    /// The path's components, in order; none is empty, `.` or `..`.
    public let components: [String]

    public init(_ path: String) throws(Rejection) {
        if path.isEmpty { throw .empty }
        if path.hasPrefix("/") { throw .absolute(path) }
        if let scalar = path.unicodeScalars.first(where: Self.isForbidden) { throw .invalidCharacter(path, scalar) }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if components.contains(where: \.isEmpty) { throw .emptyComponent(path) }
        if components.contains(where: { $0 == "." || $0 == ".." }) { throw .dotComponent(path) }
        self.components = components
    }

    /// The path with `/` between its components.
    public var description: String { components.joined(separator: "/") }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\\" { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned: return true
        default: return false
        }
    }
}
