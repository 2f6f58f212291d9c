import ConstruktCatalog

/// `construkt-gen explain TYPE`: a catalog value type (`Font`, `Color`, `Insets`), each way to
/// write it with an example and the Swift value the example becomes.
struct TypeReference {
    let catalog: ComponentCatalog
    let type: CatalogType

    func text() -> String {
        var lines = [type.name + (type.swift.map { ", \($0) in Swift" } ?? "")]
        if let doc = type.doc { lines.append(doc) }
        lines += ["", "Written as"]
        for spelling in ValueSpellings(catalog: catalog).spellings(of: .named(type.name)) {
            lines.append("  \(spelling.name): \(spelling.description)")
            if let example = spelling.example {
                lines.append("      \(example)")
                if let swift = spelling.swift { lines.append("      Swift: \(swift)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
