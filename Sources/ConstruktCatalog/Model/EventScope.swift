/// Where an event may be written (`scope:`).
public enum EventScope: String, CaseIterable, Hashable, Sendable {
    case any
    /// Only on the root view handed to `toPresentable()` (host lifecycle).
    case root
}
