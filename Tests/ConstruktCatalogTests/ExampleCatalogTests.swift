import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML
import Foundation
import Testing

/// Schemas/Examples/Rating.components.yaml loads on top of ConstruktKit and inherits UIView's groups.
@Suite struct ExampleCatalogTests {
    private func loadRating() throws -> CatalogLoadResult {
        let path = repositoryRoot.appendingPathComponent("Schemas/Examples/Rating.components.yaml").path
        let loaded = try YAMLLoader.load(path: path, displayPath: "Schemas/Examples/Rating.components.yaml")
        let document = try #require(loaded.document)
        return CatalogLoader.loadWithConstruktKit([document])
    }

    @Test func ratingLoadsWithoutDiagnostics() throws {
        let result = try loadRating()
        #expect(
            result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.code.id) \($0.location) \($0.message)" })")
        #expect(result.catalog.catalogs.map(\.name) == ["ConstruktKit", "RatingKit"])
    }

    @Test func ratingViewHasItsOwnMembersAndUIViewGroups() throws {
        let catalog = try loadRating().catalog
        let rating = try #require(catalog.component(named: "RatingView"))
        #expect(rating.module == nil)
        #expect(rating.primary == ["rating"])
        #expect(rating.construct.text == "ViewModifier(Modified(RatingView({{args}})))")
        #expect(catalog.property(named: "maximum", of: "RatingView")?.constant?.placement == .initializer)
        #expect(
            catalog.property(named: "rating", of: "RatingView")?.onReceive?.template(forForm: nil)?.text
                == "{{view}}.rating = {{value}}")
        #expect(catalog.event(named: "onChange", of: "RatingView")?.value == .named("Double"))
        #expect(catalog.property(named: "alpha", of: "RatingView")?.owner == .group("UIView.appearance"))
        #expect(catalog.event(named: "onTapGesture", of: "RatingView") != nil)
        #expect(catalog.property(named: "padding", of: "RatingView") == nil)
        #expect(catalog.event(named: "onAppear", of: "RatingView") == nil)
        #expect(catalog.modules(for: ["RatingView", "LabelView"]) == ["ConstruktKit"])
    }

    @Test func aCatalogFileTheYAMLLayerRejectsAddsItsDiagnosticsOnly() {
        let broken = SourceFile(path: "broken.components.yaml", text: "catalog: BrokenKit\ncatalog: Again\n")
        let result = CatalogLoader.loadWithConstruktKit(files: [broken])
        #expect(result.diagnostics.map { "\($0.code.id) \($0.location)" } == ["CK0114 broken.components.yaml:2:1"])
        #expect(result.catalog.catalogs.map(\.name) == ["ConstruktKit"])
    }
}
