import ConstruktCatalog

extension CatalogType {
    /// The members an expression may read on a value of this type, spelled the same in Swift: the
    /// fields of its `exposes` form (`UIEdgeInsets.top`), or a record's fields (`GeometryProxy.size`).
    var readableMembers: [String] {
        switch kind {
        case .value(let forms, let exposes?): forms.first { $0.name == exposes }?.fields.map(\.name) ?? []
        case .record(let fields): fields.map(\.name)
        default: []
        }
    }
}
