import ConstruktDiagnostics

/// What one step of a scenario left behind, for a report: where the step is written, the tree
/// after it, the state (the screen's, and in an app the app's) and the signals emitted so far,
/// and its failure when the scenario failed there. The scenario's start is recorded first, as a
/// step without a range.
public struct ScenarioStepRecord: Sendable {
    /// Where the step is written; `nil` for the start.
    public var range: SourceRange?
    /// The tree after the step; `nil` when the scenario could not start.
    public var tree: RuntimeNode?
    public var state: [String: RuntimeValue]
    /// Whose state `state` is: the screen on top and the stack under it, so that a report compares
    /// a screen's state only with its own (`nil` when the target cannot say).
    public var stateOwner: String? = nil
    public var emissions: [SignalEmission]
    public var failure: ScenarioFailure?
}
