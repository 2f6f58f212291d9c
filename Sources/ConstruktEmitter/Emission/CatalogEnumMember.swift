import ConstruktCatalog
import ConstruktDiagnostics

/// A member of a catalog enum or option set written as text (`alignment: center`,
/// `corners: topLeft`), as the catalog's Swift spelling of it (`.center`, `.topLeft`). Where an
/// optional is expected (`qualifyingNone`), a member `.none` is written with its type
/// (`UITableViewCell.SeparatorStyle.none`), since Swift reads `.none` there as nil.
enum CatalogEnumMember {
    static func swift(
        _ text: String, of typeName: String, in catalog: ComponentCatalog, qualifyingNone: Bool = false,
        at range: SourceRange
    ) throws(EmitterError) -> String {
        guard let members = catalog.type(named: typeName)?.members, !members.isEmpty else {
            throw EmitterError.catalogGap("\(typeName), written as text but with no members,", at: range)
        }
        guard let member = members.first(where: { $0.name == text }) else {
            throw EmitterError.checkerInvariant(
                "'\(text)', which is not a member of \(typeName), written as one", at: range)
        }
        guard qualifyingNone, member.swift == ".none", let type = catalog.type(named: typeName)?.swift else {
            return member.swift
        }
        return type + member.swift
    }
}
