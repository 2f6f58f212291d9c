import ConstruktChecker

/// Writes the Swift side of the parity check: for each screen whose params and walk it can spell
/// in Swift, a function that builds the generated screen, takes the walk's steps on its views and
/// view model, and returns a scenario for the runtime: the same steps, then what the generated
/// screen shows (every visible label's text) and its state, as expectations. The runtime is the
/// reference: when that scenario fails, the two disagree.
struct ParityHarnessWriter {
    let prefix: String
    let families: Set<ConstructFamily>
    /// The view model class of each of the app's screens.
    let viewModels: ViewModelTypeNames

    struct Entry {
        let plan: ScreenPlan
        let params: [(name: String, value: PlainValue)]
        let walk: [Stimulus]
        let scenario: YAMLText
    }

    /// The app's harness file, or nil when no screen can be driven from Swift.
    func write(_ entries: [Entry]) -> String? {
        let usable = entries.filter { entry in
            (!entry.plan.goesBack || families.contains(.parityOverBack)) && !Self.takesGeneratedNames(entry.plan)
                && entry.params.allSatisfy { $0.value.swift != nil } && entry.walk.allSatisfy { $0.swift != nil }
        }
        guard !usable.isEmpty else { return nil }
        var lines = [
            "// The parity harness of a generated app (construkt-differential). Do not edit.",
            "@_spi(StandIn) import ConstruktKit",
            "@_spi(StandIn) import UIKit",
            "",
            "@MainActor",
            "func parityApp_\(prefix)() -> [(file: String, text: String)] {",
            "    [" + usable.map { "parity_\($0.plan.name)()" }.joined(separator: ", ") + "]",
            "}",
        ]
        for entry in usable { lines += function(entry) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether the screen's own names take a name the harness writes (`send`, a state read as
    /// `viewModel.x`, a type it prints): the generated view model then renames its member
    /// (`_send`), which the harness does not follow, so the screen is compiled but not driven.
    private static func takesGeneratedNames(_ plan: ScreenPlan) -> Bool {
        let names =
            plan.params.map(\.name) + plan.state.map(\.name) + plan.signals.map(\.name) + plan.actions.map(\.name)
        let collisions = Set(NamePool.lowerCollisions + NamePool.upperCollisions)
        return names.contains(where: collisions.contains)
            || plan.state.contains {
                collisions.contains($0.type.swiftName ?? "") || collisions.contains($0.type.element?.swiftName ?? "")
            }
    }

    private func function(_ entry: Entry) -> [String] {
        let plan = entry.plan
        let arguments = entry.params.map { "\($0.name): \($0.value.swift!)" }.joined(separator: ", ")
        var lines = [
            "",
            "@MainActor",
            "func parity_\(plan.name)() -> (file: String, text: String) {",
            "    let viewModel = \(viewModels.of(plan.name))(\(arguments))",
        ]
        if plan.hasTimers {
            // Hosted, so that it appears and its timers start, as the runtime's screen does.
            lines += [
                "    let controller = \(plan.name)(viewModel: viewModel).toPresentable()",
                "    controller.beginAppearanceTransition(true, animated: false)",
                "    let root = controller.view.subviews[0]",
            ]
        } else {
            lines.append("    let root = \(plan.name)(viewModel: viewModel).build()")
        }
        lines += entry.walk.map { "    \($0.swift!)" }
        lines.append("    var lines: [String] = [")
        lines += entry.scenario.lines.map { "        \"\(escaped($0))\"," }
        lines.append("    ]")
        lines.append("    lines += parityTexts(root).map { \"  - expect: { text: \\(parityQuoted($0)) }\" }")
        let reported = plan.state.compactMap { item -> String? in
            if item.type == .float && !families.contains(.parityFloatPrecision) { return nil }
            if item.type.swiftName != nil || item.type.element?.swiftName != nil {
                return "\(item.name): \\(parityYAML(viewModel.\(item.name)))"
            }
            if case .enumeration = item.type { return "\(item.name): \\(viewModel.\(item.name).rawValue)" }
            return nil
        }
        if !reported.isEmpty {
            lines.append("    lines.append(\"  - expect: { state: { \(reported.joined(separator: ", ")) } }\")")
        }
        if plan.hasTimers { lines.append("    withExtendedLifetime(controller) {}") }
        lines.append("    return (\"\(entry.scenario.fileName)\", lines.joined(separator: \"\\n\") + \"\\n\")")
        lines.append("}")
        return lines
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
