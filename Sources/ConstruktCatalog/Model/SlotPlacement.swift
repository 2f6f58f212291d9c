/// Where a slot's closure goes (`at:` of a slot).
public enum SlotPlacement: String, CaseIterable, Hashable, Sendable {
    /// The initializer's trailing closure.
    case trailing
    /// A labelled closure argument.
    case initializer = "init"
    case method
    case modifier
    /// Emitted only where another template says `{{slots.name}}`.
    case inline
}
