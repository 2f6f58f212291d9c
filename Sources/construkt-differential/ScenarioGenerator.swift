/// Writes scenarios (LANGUAGE.md §8) that take a random walk of stimuli over a screen (taps,
/// typing, toggles, sends, feeds, selections), checking the screen's fixed label before and
/// after; and, for an app with routes, a walk through its root and deep links.
struct ScenarioGenerator {
    let context: GenerationContext

    func writeScreenScenario(_ plan: ScreenPlan, index: Int) -> YAMLText {
        var yaml = YAMLText(fileName: "\(plan.name)Walk\(index).scenario.yaml")
        yaml.line(0, "scenario: random walk \(index) over \(plan.name)")
        yaml.line(0, "screen: \(plan.name)")
        yaml.mutable(.misspeltName, replacement: "screen: \(misspell(plan.name))")
        if !plan.params.isEmpty {
            yaml.line(0, "params: { " + plan.params.map { "\($0.name): \(context.yamlValue($0.type))" }.joined(separator: ", ") + " }")
        }
        yaml.line(0, "steps:")
        if let text = plan.fixedText { yaml.line(1, "- expect: { text: \(text) }") }
        for _ in 0..<context.int(2...8) { writeStimulus(plan, into: &yaml) }
        if let text = plan.fixedText { yaml.line(1, "- expect: { text: \(text) }") }
        return yaml
    }

    private func writeStimulus(_ plan: ScreenPlan, into yaml: inout YAMLText) {
        var kinds: [String] = []
        if !plan.buttonIds.isEmpty { kinds += ["tap", "tap", "tap"] }
        if !plan.fieldIds.isEmpty { kinds.append("type") }
        if !plan.toggleIds.isEmpty { kinds.append("toggle") }
        if !plan.actions.isEmpty { kinds.append("send") }
        if !plan.sectionIds.isEmpty { kinds.append("select") }
        if plan.state.contains(where: { !$0.type.isOptional }) { kinds.append("feed") }
        guard !kinds.isEmpty else { return }
        switch context.pick(kinds) {
        case "tap":
            yaml.line(1, "- tap: { id: \(context.pick(plan.buttonIds)) }")
        case "type":
            yaml.line(1, "- type: { into: { id: \(context.pick(plan.fieldIds)) }, text: \(context.pick(ExpressionGenerator.words)) }")
        case "toggle":
            yaml.line(1, "- tap: { id: \(context.pick(plan.toggleIds)) }")
        case "send":
            let action = context.pick(plan.actions)
            if action.params.isEmpty {
                yaml.line(1, "- send: \(action.name)")
            } else {
                yaml.line(1, "- send: \(action.name)")
                yaml.line(2, "with: { " + action.params.map { "\($0.name): \(context.yamlValue($0.type))" }.joined(separator: ", ") + " }")
            }
        case "select":
            yaml.line(1, "- select: { section: \(context.pick(plan.sectionIds)), index: 0 }")
        default:
            let item = context.pick(plan.state.filter { !$0.type.isOptional })
            yaml.line(1, "- feed: { \(item.name): \(context.yamlValue(item.type)) }")
        }
    }

    func writeAppScenario(routes: RoutesGenerator, destinations: [DestinationPlan], rootScreen: String) -> YAMLText {
        var yaml = YAMLText(fileName: "\(context.prefix)App.scenario.yaml")
        yaml.line(0, "scenario: the app's root and deep links")
        yaml.line(0, "app: \(routes.fileName)")
        yaml.line(0, "steps:")
        yaml.line(1, "- expect: { screen: \(rootScreen) }")
        for destination in destinations where destination.path != nil && context.chance(60) {
            let path = destination.screen.params.reduce(destination.path!) { path, param in
                path.replacingOccurrences(of: ":\(param.name)", with: param.type == .int ? "\(context.int(1...99))" : context.pick(ExpressionGenerator.words))
            }
            yaml.line(1, "- open: \(path)")
            yaml.line(1, "- expect: { screen: \(destination.screen.name) }")
        }
        return yaml
    }
}
