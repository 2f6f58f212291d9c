/// A value type of a catalog's `types` section (CATALOG-FORMAT.md §4).
public struct CatalogType: Sendable {
    /// What kind of type it is, with the keys that only that kind has.
    public enum Kind: Sendable {
        case primitive(literal: LiteralKind, swiftLiteral: Template?)
        case enumeration(members: [EnumMember])
        case options(members: [EnumMember])
        /// `exposes` names the mapping form whose fields are also the Swift members.
        case value(forms: [ValueForm], exposes: String?)
        case record(fields: [RecordField])
    }

    public let name: String
    public let kind: Kind
    /// The Swift type of its values in generated code; `nil` only for value types without a
    /// whole-value rendering (Border, Frame…).
    public let swift: String?
    public let doc: String?
    public let definition: CatalogDefinition

    /// The members of an enum or option set, in source order (empty for other kinds).
    public var members: [EnumMember] {
        switch kind {
        case .enumeration(let members), .options(let members): members
        default: []
        }
    }

    /// The forms of a value type, in source order (empty for other kinds).
    public var forms: [ValueForm] {
        if case .value(let forms, _) = kind { return forms }
        return []
    }

    public func form(named name: String) -> ValueForm? {
        forms.first { $0.name == name }
    }
}
