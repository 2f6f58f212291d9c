/// Where an emission goes in the call chain (`at:` of CATALOG-FORMAT.md §9).
public enum EmissionPlacement: String, CaseIterable, Hashable, Sendable {
    /// An initializer argument, in the order the properties are listed.
    case initializer = "init"
    /// A struct method, emitted before every generic modifier.
    case method
    /// A generic modifier or `.with { … }` call, in the order the user wrote it.
    case modifier
}
