import ConstruktDiagnostics
import ConstruktYAML

/// A construkt file read into declarations, by the kind its suffix names (Docs/language.md, Files and apps).
public enum ConstruktFile: Sendable {
    case screen(ScreenDeclaration)
    case types(TypesDeclaration)
    case routes(RoutesDeclaration)
    case scenario(ScenarioDeclaration)
    case config(ConfigDeclaration)

    /// Reads a loaded document as the kind of file its path names. Returns what could be read and
    /// every structural problem found. Catalogs (`*.components.yaml`) are read by the catalog loader.
    public static func read(_ document: YAMLDocument) -> (file: ConstruktFile?, diagnostics: [Diagnostic]) {
        guard let root = document.root else { return (nil, []) }
        var reader = SyntaxReader(file: document.file)
        let path = document.file.path
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
            file = nil
        }
        return (file, reader.diagnostics)
    }
}
