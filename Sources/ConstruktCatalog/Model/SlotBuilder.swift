/// The Swift closure kind of a slot (`builder:`).
public enum SlotBuilder: String, CaseIterable, Hashable, Sendable {
    case viewResultBuilder = "ViewResultBuilder"
    /// A plain closure returning exactly one View: several nodes are an error.
    case single
    case anySectionResultBuilder = "AnySectionResultBuilder"
    case anyCellResultBuilder = "AnyCellResultBuilder"
    case anyAnySectionContentBuilder = "AnyAnySectionContentBuilder"

    /// Only result builders take several lines and `if`/`for`.
    public var isResultBuilder: Bool { self != .single }
}
