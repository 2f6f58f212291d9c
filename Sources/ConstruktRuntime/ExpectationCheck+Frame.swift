import ConstruktAST
import ConstruktChecker

/// `frame:` of an `expect` step (Docs/language.md, A scenario file, "Layout"): where the node the
/// finder picks is laid out, checked against the layout probe's layout of the tree as it is now.
extension ExpectationCheck {
    /// The first bound the node's frame breaks, saying where the node is laid out.
    func frameMismatch(_ finder: CheckedScenario.Finder, _ bounds: [FrameBound]) throws -> Mismatch? {
        let query = try ScenarioRunner.query(finder)
        let described = bounds.map(\.description).joined(separator: ", ")
        let expected = "the visible node matching \(query) laid out with \(described)"
        guard let found = tree.find(query) else { return nearMisses(of: query, expected: expected) }
        guard let layoutProbe else {
            return Mismatch(
                expected: expected, found: "a run that lays nothing out: 'construkt-gen test' lays screens out",
                focus: found.path)
        }
        guard let layout = layoutProbe.layout(ofNodeAt: found.path, in: tree) else {
            return Mismatch(
                expected: expected,
                found: "the \(found.node.type) is not laid out (outside its list's first screenful)",
                focus: found.path)
        }
        for bound in bounds {
            let measured = Self.length(bound.measure, of: layout)
            if bound.comparison.holds(measured, bound.value) { continue }
            return Mismatch(
                expected: "\(bound) for the visible node matching \(query)",
                found: "the \(found.node.type) is laid out at \(layout): its \(bound.measure.rawValue) is "
                    + NodeLayout.points(measured),
                focus: found.path)
        }
        return nil
    }

    private static func length(_ measure: FrameBound.Measure, of layout: NodeLayout) -> Double {
        switch measure {
        case .x: layout.x
        case .y: layout.y
        case .width: layout.width
        case .height: layout.height
        }
    }
}
