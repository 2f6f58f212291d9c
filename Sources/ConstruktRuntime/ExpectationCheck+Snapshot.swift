import ConstruktAST

/// `snapshot:` of an `expect` step (Docs/language.md, A scenario file, "Snapshots"): the screen as
/// the camera draws it, compared with its reference picture.
extension ExpectationCheck {
    func snapshotMismatch(_ snapshot: SnapshotName) -> Mismatch? {
        let expected =
            "the screen to look as its snapshot '\(snapshot.name)'\(snapshot.appearance == .dark ? " (dark)" : "")"
        guard let camera else {
            return Mismatch(
                expected: expected, found: "a run that draws nothing: 'construkt-gen test' compares snapshots")
        }
        switch camera.compare(tree, with: snapshot, ofScenarioAt: scenarioPath) {
        case .matches, .recorded:
            return nil
        case .missing(let path):
            return Mismatch(
                expected: expected,
                found: "no reference picture at \(path): run 'construkt-gen test --record' to write it, and commit it")
        case .differs(let path, let summary):
            return Mismatch(
                expected: "\(expected) (\(path))",
                found:
                    "a different picture: \(summary); 'construkt-gen test --report DIR' shows both, or '--record' takes the new one"
            )
        }
    }
}
