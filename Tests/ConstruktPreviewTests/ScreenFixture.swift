import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktPreview
import ConstruktRuntime
import ConstruktYAML
import Testing

/// A screen written in a test, started and drawn, whose nodes are found by their `id`.
struct ScreenFixture {
    let tree: RuntimeNode
    let picture: ScreenPicture

    init(_ yaml: String, device: Device = .standard, fitting: Bool = false) throws {
        let document = try #require(YAMLLoader.load(SourceFile(path: "Fixture.screen.yaml", text: yaml)).document)
        let (apps, diagnostics) = FrontEnd.check([document])
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        let app = try #require(apps.first)
        let screen = try #require(app.screens.first)
        tree = try ScreenSession(catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
            .tree
        picture = ScreenPicture(tree: tree, device: device, fitting: fitting)
    }

    /// The frame of the node with that id; the test fails when it was not drawn.
    func frame(_ id: String) throws -> Rect {
        let path = try #require(Self.path(to: id, in: tree), "no node '\(id)'")
        return try #require(picture.frame(at: path), "'\(id)' was not drawn")
    }

    /// Whether the node with that id was drawn.
    func isDrawn(_ id: String) -> Bool {
        Self.path(to: id, in: tree).flatMap(picture.frame(at:)) != nil
    }

    private static func path(to id: String, in node: RuntimeNode) -> [Int]? {
        if node.attributes["id"] == .string(id) { return [] }
        for (index, child) in node.children.enumerated() {
            if let rest = path(to: id, in: child) { return [index] + rest }
        }
        return nil
    }
}
