/// The `artifactLocation` of a file in SARIF: a URI relative to the repository root (the base
/// `%SRCROOT%`) when the file lies inside it, otherwise an absolute `file://` URI.
struct ArtifactURI {
    static let sourceRootBaseID = "%SRCROOT%"

    /// The URI reference, percent-encoded.
    let uri: String
    /// `%SRCROOT%` for a repository-relative URI, nil for an absolute one.
    let baseID: String?

    /// `path` as given on the command line, resolved against `workingDirectory` (both POSIX paths).
    init(path: String, workingDirectory: String, repositoryRoot: String?) {
        let absolute = Self.normalizedComponents(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        if let repositoryRoot {
            let root = Self.normalizedComponents(
                repositoryRoot.hasPrefix("/") ? repositoryRoot : workingDirectory + "/" + repositoryRoot
            )
            if absolute.count > root.count, Array(absolute.prefix(root.count)) == root {
                uri = absolute.dropFirst(root.count).map(Self.percentEncoded).joined(separator: "/")
                baseID = Self.sourceRootBaseID
                return
            }
        }
        uri = Self.fileURI(absolute)
        baseID = nil
    }

    /// The absolute `file://` URI of a directory, ending with a slash, as `originalUriBaseIds` wants.
    static func directoryURI(_ path: String, workingDirectory: String) -> String {
        let components = normalizedComponents(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        let uri = fileURI(components)
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    private static func fileURI(_ components: [String]) -> String {
        "file:///" + components.map(percentEncoded).joined(separator: "/")
    }

    /// The components of an absolute path with `.`, `..` and empty components resolved.
    static func normalizedComponents(_ path: String) -> [String] {
        var components: [String] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return components
    }

    /// A path segment with every byte outside RFC 3986's unreserved characters and sub-delimiters
    /// percent-encoded. `:` is encoded too, so a relative URI can never be read as having a scheme.
    private static func percentEncoded(_ segment: String) -> String {
        var encoded = ""
        for byte in segment.utf8 {
            if isAllowed(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=@".utf8.contains(byte)
        }
    }
}
