/// The kinds of CATALOG-FORMAT.md §4, as written in `kind:`.
enum TypeKindName: String, CaseIterable {
    case primitive, `enum`, options, value, record

    /// The keys a type of this kind may have.
    var keys: [String] {
        let common = ["kind", "swift", "doc"]
        switch self {
        case .primitive: return common + ["literal", "swiftLiteral"]
        case .enum, .options: return common + ["members"]
        case .value: return common + ["forms", "exposes"]
        case .record: return common + ["fields"]
        }
    }
}
