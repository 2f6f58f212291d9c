/// What nodes a slot takes (`accepts:` of CATALOG-FORMAT.md §10).
public enum SlotContent: String, CaseIterable, Hashable, Sendable {
    /// Component nodes, plus `if`/`forEach`.
    case views
    /// Section entries (components of kind `section`).
    case sections
    /// Static cell entries (components of kind `cell`).
    case cells
}
