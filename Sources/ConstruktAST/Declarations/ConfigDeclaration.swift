import ConstruktDiagnostics
import ConstruktYAML

/// `construkt.yaml` (Docs/language.md, construkt.yaml): how the CLI and the build plugin generate code.
public struct ConfigDeclaration: Sendable {
    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `internal`, `public`
    }

    public var imports: [String] = ["ConstruktKit"]
    public var accessLevel: AccessLevel = .internal
    /// Catalog paths as written, relative to the config file.
    public var catalogs: [Identifier] = []
    public var sourceLocations = false
    public var limits = YAMLLimits.standard
    /// The longest expression, in UTF-8 bytes.
    public var expressionBytes = 4096

    public init() {}
}
