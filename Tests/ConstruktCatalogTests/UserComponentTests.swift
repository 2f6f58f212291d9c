import ConstruktCatalog
import ConstruktDiagnostics
import Testing

/// User `component:` files join the catalog as ViewBuilders with UIView's groups only.
@Suite struct UserComponentTests {
    private let definition = CatalogDefinition(
        catalog: "PosterCell.screen.yaml",
        location: SourceLocation(
            path: "PosterCell.screen.yaml", range: SourceRange(at: SourcePosition(line: 1, column: 12, offset: 11)))
    )

    @Test func userComponentGetsInitializerPropertiesAndUIViewGroups() throws {
        let title = UserComponentParameter(
            name: "title", type: .named("String"), defaultValue: nil, definition: definition)
        let count = UserComponentParameter(
            name: "count", type: try #require(TypeExpression(parsing: "Int?")), defaultValue: nil,
            definition: definition)
        let catalog = try #require(
            CatalogLoader.construktKit.catalog.adding(
                userComponent: "PosterCell", parameters: [title, count], doc: nil, definition: definition))
        let component = try #require(catalog.component(named: "PosterCell"))
        #expect(component.kind == .viewBuilder)
        #expect(component.viewClass == "UIView")
        #expect(catalog.properties(of: "PosterCell").prefix(2).map(\.name) == ["title", "count"])
        #expect(
            catalog.property(named: "title", of: "PosterCell")?.constant?.template(forForm: nil)?.text
                == "title: {{value}}")
        #expect(catalog.property(named: "title", of: "PosterCell")?.required == true)
        #expect(catalog.property(named: "alpha", of: "PosterCell") != nil)
        #expect(catalog.property(named: "padding", of: "PosterCell") == nil)
        #expect(catalog.event(named: "onAppear", of: "PosterCell") == nil)
        #expect(catalog.adding(userComponent: "LabelView", parameters: [], doc: nil, definition: definition) == nil)
    }

    @Test func typeExpressionsParse() {
        #expect(
            TypeExpression(parsing: "[String: [Color?]]")
                == .dictionary(key: .named("String"), value: .array(.optional(.named("Color")))))
        #expect(TypeExpression(parsing: "[Int") == nil)
        #expect(TypeExpression(parsing: "URL?")?.baseName == "URL")
    }
}
