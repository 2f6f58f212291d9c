import ConstruktAST
import ConstruktCatalog
import ConstruktChecker

/// What a feature answers from: the buffer and the position a request names, the app as last
/// checked, and the reference texts.
struct FeatureContext {
    var uri: String
    var path: String
    var document: TextDocument
    var position: LSPPosition?
    var analysis: AppAnalysis?
    /// The app's names, indexed when first asked for.
    var names: () -> NameIndex?
    var reference: ReferenceTexts
    var uriOf: (String) -> String

    var lines: LineIndex { document.lines }
    var catalog: ComponentCatalog { analysis?.app?.catalog ?? .empty }
    var symbols: AppSymbols? { analysis?.app?.symbols }
    var kind: ConstruktFileKind? { ConstruktFileKind(path: path) }

    /// The byte offset of the request's position, clamped to the buffer.
    var offset: Int? { position.map(lines.offset(of:)) }

    /// The screen or component this file declares, as last checked.
    var screen: ScreenSymbols? {
        guard let symbols else { return nil }
        return symbols.screens.values.first { $0.path == path }
    }

    /// The line the position is on, up to the position.
    var linePrefix: String {
        guard let position else { return "" }
        let start = lines.lineStart(position.line)
        let end = max(lines.offset(of: position), start)
        return String(decoding: lines.bytes[start..<end], as: UTF8.self)
    }

    /// The routes' destination named `name`.
    func destination(named name: String) -> DestinationDeclaration? {
        symbols?.routes?.declaration.destinations.first { $0.name.text == name }
    }

    /// The app's `component:` file named `name`.
    func userComponent(named name: String) -> ScreenSymbols? {
        symbols?.screens[name].flatMap { $0.declaration.kind == .component ? $0 : nil }
    }
}
