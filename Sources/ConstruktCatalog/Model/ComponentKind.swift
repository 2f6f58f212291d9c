/// What a component is (`kind:` of CATALOG-FORMAT.md §7).
public enum ComponentKind: String, CaseIterable, Hashable, Sendable {
    /// A ModifiableView struct.
    case view
    /// A ViewBuilder struct (Base `UIView`; no padding, no onAppear).
    case viewBuilder
    /// An entry of a CollectionView's `sections:`.
    case section
    /// An entry of a section's `cells:`.
    case cell
    /// A section header or footer.
    case supplementary

    /// Views and ViewBuilders have a class; sections, cells and supplementaries inherit nothing.
    public var hasClass: Bool { self == .view || self == .viewBuilder }
}
