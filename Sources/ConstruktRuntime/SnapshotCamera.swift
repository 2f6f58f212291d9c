import ConstruktAST

/// Compares the screen a scenario step sees with its reference picture, for an `expect`'s
/// `snapshot:` (Docs/language.md, A scenario file, "Snapshots"). ConstruktRuntime draws nothing and
/// reads no files: `construkt-gen test` hands the `ScenarioRunner` one that draws the tree as
/// `preview` does and keeps the references beside the scenario (or writes them, with `--record`).
public protocol SnapshotCamera: Sendable {
    /// How `tree`, drawn in the snapshot's appearance, compares with the reference picture named
    /// `snapshot` of the scenario file at `scenarioPath`.
    func compare(_ tree: RuntimeNode, with snapshot: SnapshotName, ofScenarioAt scenarioPath: String)
        -> SnapshotVerdict

    /// The same camera drawing on the device a scenario's `device:` names (one of `DeviceNames`).
    func on(device name: String) -> any SnapshotCamera
}

/// What a `SnapshotCamera` found.
public enum SnapshotVerdict: Sendable, Equatable {
    /// The picture is the reference's, byte for byte.
    case matches
    /// The picture was written as the reference (`test --record`).
    case recorded
    /// No reference at `path`: nothing to compare with, and nothing was recorded.
    case missing(path: String)
    /// The picture differs from the reference at `path`: `summary` says how much.
    case differs(path: String, summary: String)
}
