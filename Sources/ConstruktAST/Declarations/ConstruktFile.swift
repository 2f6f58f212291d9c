import ConstruktDiagnostics
import ConstruktYAML

/// A construkt file read into declarations, by the kind its suffix names (Docs/language.md, Files and apps).
public enum ConstruktFile: Sendable {
    case screen(ScreenDeclaration)
    case types(TypesDeclaration)
    case routes(RoutesDeclaration)
    case scenario(ScenarioDeclaration)
    case config(ConfigDeclaration)

    /// Reads a loaded document as the kind of file its path names, or the name `named` when given
    /// (a file read as what its author meant it to be). Returns what could be read and every
    /// structural problem found. Catalogs (`*.components.yaml`) are read by the catalog loader; a
    /// file whose name ends in no construkt suffix is an error that says the name to give it.
    public static func read(_ document: YAMLDocument, named: String? = nil) -> (
        file: ConstruktFile?, diagnostics: [Diagnostic]
    ) {
        guard let root = document.root else { return (nil, []) }
        var reader = SyntaxReader(file: document.file)
        let path = named ?? document.file.path
        let file: ConstruktFile?
        if path.hasSuffix(".screen.yaml") {
            file = reader.screen(root).map(ConstruktFile.screen)
        } else if path.hasSuffix(".types.yaml") {
            file = reader.typesFile(root).map(ConstruktFile.types)
        } else if path.hasSuffix(".routes.yaml") {
            file = reader.routes(root).map(ConstruktFile.routes)
        } else if path.hasSuffix(".scenario.yaml") {
            file = reader.scenario(root).map(ConstruktFile.scenario)
        } else if path == "construkt.yaml" || path.hasSuffix("/construkt.yaml") {
            file = reader.config(root).map(ConstruktFile.config)
        } else {
            return (nil, [unknownSuffix(of: path, root: root)])
        }
        return (file, reader.diagnostics)
    }

    /// The suffix of the kind of file each first key starts (Docs/language.md, Files and apps).
    private static let suffixOfFirstKey = [
        "screen": ".screen.yaml", "component": ".screen.yaml", "routes": ".routes.yaml", "types": ".types.yaml",
        "scenario": ".scenario.yaml", "components": ".components.yaml",
    ]

    /// A file named on the command line whose name says no kind: what it holds is read from its
    /// first key, and the help gives the name that says it.
    private static func unknownSuffix(of path: String, root: YAMLNode) -> Diagnostic {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let firstKey: YAMLNode? =
            if case .mapping(let entries, _) = root.value { entries.first?.key } else { nil }
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        let key = firstKey?.scalarText
        let help =
            if let key, let suffix = suffixOfFirstKey[key] {
                "rename it \(stem + suffix), the name of a file that starts with '\(key):'"
            } else {
                "name it for what it holds: a screen or a component in a .screen.yaml, a route map in a "
                    + ".routes.yaml, shared types in a .types.yaml, a scenario in a .scenario.yaml"
            }
        return Diagnostic(
            .unknownFileKind,
            "construkt-gen does not read '\(name)': its name ends in none of .screen.yaml, .routes.yaml, "
                + ".types.yaml, .scenario.yaml, .components.yaml",
            at: SourceLocation(path: path, range: firstKey?.range ?? root.range), help: help)
    }
}
