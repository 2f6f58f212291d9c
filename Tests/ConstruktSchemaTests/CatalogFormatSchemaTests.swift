import ConstruktSchema
import Testing

@testable import ConstruktCatalog

/// The catalog format's schema names exactly the keys the catalog loader reads, in each place.
@Suite struct CatalogFormatSchemaTests {
    private let schema = SchemaWriter().schema(of: .components)

    private func keys(of definition: String?) -> Set<String> {
        let place = definition.map { schema.members["$defs"]?.members[$0] } ?? schema
        return Set(place?.members["properties"]?.members.keys.map { $0 } ?? [])
    }

    @Test func eachPlaceHasTheLoadersKeys() {
        #expect(keys(of: nil) == Set(CatalogParser.topLevelKeys))
        #expect(keys(of: "component") == Set(CatalogParser.componentKeys))
        #expect(keys(of: "property") == Set(CatalogParser.propertyKeys))
        #expect(keys(of: "slot") == Set(CatalogParser.slotKeys))
        #expect(keys(of: "event") == Set(CatalogParser.eventKeys))
        #expect(keys(of: "arg") == Set(CatalogParser.argumentKeys))
        #expect(keys(of: "form") == Set(CatalogParser.formKeys))
        #expect(keys(of: "field") == Set(CatalogParser.fieldKeys))
    }
}
