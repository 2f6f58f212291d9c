import ConstruktCatalog

/// Every cell of the coverage table, from the catalog: a row for each property, event and slot
/// of each component, and for a property a column for each form of its value type, each source
/// of its value and each place of its node; for an event or a slot, each place.
struct CoverageUniverse {
    let catalog: ComponentCatalog

    var rows: [CoverageRow] {
        catalog.components.flatMap { component in
            catalog.properties(of: component.name).map {
                CoverageRow(component: component.name, member: $0.name, kind: .property)
            }
                + catalog.events(of: component.name).map {
                    CoverageRow(component: component.name, member: $0.name, kind: .event)
                }
                + catalog.slots(of: component.name).map {
                    CoverageRow(component: component.name, member: $0.name, kind: .slot)
                }
        }
    }

    func columns(of row: CoverageRow) -> [CoverageColumn] {
        let places = NodePlace.allCases.map(CoverageColumn.place)
        guard row.kind == .property, let property = catalog.property(named: row.member, of: row.component) else {
            return places
        }
        let forms =
            property.type.baseName.flatMap { catalog.type(named: $0) }?.forms.map { CoverageColumn.form($0.name) } ?? []
        return forms + ValueSource.allCases.map(CoverageColumn.source) + places
    }

    var cells: [CoverageCell] {
        rows.flatMap { row in columns(of: row).map { CoverageCell(row: row, column: $0) } }
    }
}
