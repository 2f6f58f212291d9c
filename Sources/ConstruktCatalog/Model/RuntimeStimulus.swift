/// Which headless scenario stimulus fires an event (CATALOG-FORMAT.md §13).
public enum RuntimeStimulus: String, CaseIterable, Hashable, Sendable {
    case tap, type, toggle, select, load, appear, disappear
    /// A `pullToRefresh` step: a user's pull on a list with a refresh control.
    case refresh
    /// No scenario step yet.
    case submit
    /// Never fired headlessly.
    case none
}
