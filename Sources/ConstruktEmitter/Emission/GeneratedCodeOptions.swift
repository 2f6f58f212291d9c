import ConstruktAST

/// What construkt.yaml (Docs/language.md, construkt.yaml) decides about every generated file: the modules it
/// imports, the access level of its declarations, and whether it carries `#sourceLocation`
/// directives.
public struct GeneratedCodeOptions: Sendable {
    /// `imports:`, in the order written; each file adds what it needs itself after them.
    public var imports: [String]
    /// `accessLevel:`.
    public var accessLevel: ConfigDeclaration.AccessLevel
    /// `sourceLocations:`.
    public var sourceLocations: Bool

    /// The options of an app without construkt.yaml: ConfigDeclaration's defaults.
    public static let standard = GeneratedCodeOptions(ConfigDeclaration())

    public init(_ config: ConfigDeclaration) {
        imports = config.imports
        accessLevel = config.accessLevel
        sourceLocations = config.sourceLocations
    }

    /// The modifier before a generated declaration that code outside the file uses: `""` or `"public "`.
    var access: String {
        accessLevel == .public ? "public " : ""
    }

    /// The `import` lines' modules: `imports:`, then `needed` ones not listed there.
    func modules(needed: [String]) -> [String] {
        var modules: [String] = []
        for module in imports + needed where !modules.contains(module) { modules.append(module) }
        return modules
    }
}
