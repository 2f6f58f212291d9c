import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML report parsed with Foundation's XMLDocument, for the structural checks of the Checkstyle
/// and JUnit reports: a text that is not well-formed XML fails to parse.
struct ParsedXML {
    let root: XMLElement

    init(_ text: String) throws {
        let document = try XMLDocument(data: Data(text.utf8), options: [])
        guard let root = document.rootElement() else { throw ParseFailure() }
        self.root = root
    }

    struct ParseFailure: Error {}
}

extension XMLElement {
    func children(named name: String) -> [XMLElement] { elements(forName: name) }
    func attribute(_ name: String) -> String? { attribute(forName: name)?.stringValue }
    func integer(_ name: String) -> Int? { attribute(name).flatMap { Int($0) } }
}
