/// The statements (Docs/language.md, Events and statements), in `StatementKeyword`'s order: each one's
/// keyword first, then the companion keys it takes.
extension KeyedMapping {
    public static let statements: [KeyedMapping] = StatementKeyword.allCases.map(\.mapping)

    /// The statement a keyword starts, if it is one.
    public static func statement(_ keyword: String) -> KeyedMapping? {
        StatementKeyword(rawValue: keyword)?.mapping
    }
}
