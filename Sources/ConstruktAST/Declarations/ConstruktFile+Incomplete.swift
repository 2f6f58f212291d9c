import ConstruktDiagnostics
import ConstruktYAML

extension ConstruktFile {
    /// What a file with errors still declares: its declarations as far as they could be read from
    /// `document` (the tree read before the errors, when there is one), else an empty declaration
    /// of the kind its suffix names. A screen whose name could not be read as one (a quote left
    /// open after 'screen:' takes the lines below into it) takes its name from the file name.
    /// The problems found on the way are not returned: the file's first error is its one report.
    /// `nil` for a scenario or a catalog that could not be read, which declare nothing others use.
    public static func readIncomplete(path: String, document: YAMLDocument?) -> ConstruktFile? {
        let start = SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let nameFromFile = Identifier(String(fileName.prefix { $0 != "." }), range: start)
        switch document.flatMap({ read($0).file }) {
        case .screen(var screen) where !NamingRule.upperCamelCase.accepts(screen.name.text):
            screen.name = nameFromFile
            return .screen(screen)
        case let file?:
            return file
        case nil:
            break
        }
        if fileName.hasSuffix(".screen.yaml") {
            let kind: ScreenDeclaration.Kind = document?.root?["component"] != nil ? .component : .screen
            return .screen(
                ScreenDeclaration(
                    kind: kind, name: nameFromFile, description: nil, params: [], state: [], derived: [], signals: [],
                    actions: [], lifecycle: [], types: [], body: nil))
        }
        if fileName.hasSuffix(".types.yaml") { return .types(TypesDeclaration(types: [])) }
        if fileName.hasSuffix(".routes.yaml") {
            return .routes(RoutesDeclaration(name: nameFromFile, state: [], actions: [], destinations: [], root: nil))
        }
        if fileName == "construkt.yaml" { return .config(ConfigDeclaration()) }
        return nil
    }
}
