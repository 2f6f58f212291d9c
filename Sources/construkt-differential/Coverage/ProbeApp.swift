/// Writes an app holding coverage cells: `<P>Probe`, a screen whose body places each cell's
/// node; `<P>Part`, a component for the cells written in a component's body or read from its
/// params; `<P>Frame`, a component with a `many` slot that the screen fills (the `slot` place);
/// a screen for each cell whose node must be a screen's root (`<P>Root7`); and a scenario that
/// renders the screen in the runtime. The screen's own params every cell may
/// use: `probeFlag` (an `if`), `probeWords` (lists), `probeMode` (a `switch`).
struct ProbeApp {
    let prefix: String
    let parts: ProbeParts
    /// Whether the app has its scenario: not when a param's value cannot be written in one (a
    /// screen may take an `Image`, which a scenario cannot give, as a named image may not exist).
    var hasScenario = true

    var screenName: String { prefix + "Probe" }
    var componentName: String { prefix + "Part" }
    var frameName: String { prefix + "Frame" }
    var modeName: String { prefix + "Mode" }

    /// The app's files, by name.
    var files: [(name: String, text: String)] {
        [
            ("\(prefix).screen.yaml", screen), ("\(prefix)Part.screen.yaml", component),
            ("\(prefix)Frame.screen.yaml", frame),
        ]
            + parts.rootScreens.map { ("\($0.name).screen.yaml", rootScreen($0)) }
            + (hasScenario ? [("\(prefix).scenario.yaml", scenario)] : [])
    }

    private func rootScreen(_ root: ProbeParts.RootScreen) -> String {
        (["screen: \(root.name)"] + section("state", root.state) + ["body: " + root.root]).joined(separator: "\n")
            + "\n"
    }

    private var screen: String {
        var lines = ["screen: \(screenName)", "types:", "  \(modeName): { enum: [first, second] }"]
        lines += parts.types.map { "  " + $0 }
        lines += ["params:", "  probeFlag: Bool", "  probeWords: \"[String]\"", "  probeMode: \(modeName)"]
        lines += parts.screenParams.map { "  " + $0 }
        lines += section("state", parts.screenState) + section("derived", parts.screenDerived)
        lines += ["body:", "  VStackView:", "    - LabelView: Probe"]
        lines.append(
            "    - \(componentName): { " + (["probeFlag: true"] + parts.componentArguments).joined(separator: ", ")
                + " }")
        lines += parts.screenNodes.map { "    - " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    private var component: String {
        var lines = ["component: \(componentName)", "params:", "  probeFlag: Bool"]
        lines += parts.componentParams.map { "  " + $0 }
        lines += section("state", parts.componentState)
        lines += ["body:", "  VStackView:", "    - LabelView: { text: Part, hidden: \"${!probeFlag}\" }"]
        lines += parts.componentNodes.map { "    - " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    private var frame: String {
        "component: \(frameName)\nslots:\n  content: { many: true }\nbody:\n  VStackView:\n    - LabelView: Frame\n    - slot: content\n"
    }

    private var scenario: String {
        let params = ["probeFlag: true", "probeWords: [Probe]", "probeMode: first"] + parts.scenarioParams
        return "scenario: every cell of \(screenName) renders\nscreen: \(screenName)\nparams:\n"
            + params.map { "  " + $0 + "\n" }.joined() + "steps:\n  - expect: { text: Probe }\n"
    }

    private func section(_ key: String, _ entries: [String]) -> [String] {
        entries.isEmpty ? [] : ["\(key):"] + entries.map { "  " + $0 }
    }
}
