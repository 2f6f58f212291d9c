import ConstruktCatalog
import Foundation
import Testing

/// The compiled-in ConstruktKit catalog is Schemas/ConstruktKit.components.yaml, byte for byte.
@Suite struct EmbeddedCatalogTests {
    @Test func embeddedTextMatchesTheSchemasFile() throws {
        let onDisk = try Data(contentsOf: repositoryRoot.appendingPathComponent("Schemas/ConstruktKit.components.yaml"))
        let embedded = CatalogLoader.construktKitFile.bytes
        #expect(Array(onDisk) == embedded, "run Scripts/embed-construkt-kit-catalog.sh after editing the catalog")
        #expect(CatalogLoader.construktKitFile.path == "Schemas/ConstruktKit.components.yaml")
    }
}
