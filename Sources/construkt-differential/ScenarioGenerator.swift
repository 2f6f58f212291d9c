/// Writes scenarios (Docs/language.md, A scenario file) that take a random walk of stimuli over a screen (taps,
/// typing, toggles, sends, feeds, selections, scrolls and pages), checking the screen's fixed label before and
/// after, and before the walk that no signal but a lifecycle hook's was emitted (`notEmitted:`) and what a
/// fixed button holds (`has:`); and, for an app with routes, a walk through its root and deep links.
struct ScenarioGenerator {
    let context: GenerationContext

    /// A random walk over `plan`'s stimuli, with the host's feeds and pulls to refresh among them
    /// or not (the parity harness cannot pull).
    func walk(_ plan: ScreenPlan, feeds: Bool = true, refreshes: Bool = true) -> [Stimulus] {
        (0..<context.int(2...8)).compactMap { _ in stimulus(plan, feeds: feeds, refreshes: refreshes) }
    }

    /// The params a scenario gives the screen: every one, defaults included.
    func params(_ plan: ScreenPlan) -> [(name: String, value: PlainValue)] {
        plan.params.map { ($0.name, context.plainValue($0.type)) }
    }

    /// `then`: steps written after the walk and its last expectation.
    func writeScreenScenario(
        _ plan: ScreenPlan, name: String, params: [(name: String, value: PlainValue)], walk: [Stimulus],
        then: [String] = []
    ) -> YAMLText {
        var yaml = YAMLText(fileName: "\(name).scenario.yaml")
        yaml.line(0, "scenario: \(name)")
        yaml.line(0, "screen: \(plan.name)")
        yaml.mutable(.misspeltName, replacement: "screen: \(misspell(plan.name))")
        if !params.isEmpty {
            yaml.line(0, "params: { " + params.map { "\($0.name): \($0.value.yaml)" }.joined(separator: ", ") + " }")
        }
        yaml.line(0, "steps:")
        if let text = plan.fixedText { yaml.line(1, "- expect: { text: \(text) }") }
        // Before any step, only a lifecycle hook has emitted, and the fixed buttons show their titles.
        let quiet = plan.signals.map(\.name).filter { $0 != plan.lifecycleSignal }
        if !quiet.isEmpty, context.chance(50) {
            yaml.line(1, "- expect: { notEmitted: [\(quiet.joined(separator: ", "))] }")
        }
        if !plan.buttonTitles.isEmpty, context.chance(50) {
            let button = context.pick(plan.buttonTitles)
            yaml.line(1, "- expect: { id: \(button.id), has: { title: \(button.title), hidden: false } }")
        }
        // The lifecycle hook has emitted its signal, with the value it emits (scenarioChecks).
        if context.has(.scenarioChecks), let signal = plan.lifecycleSignal {
            switch plan.lifecycleValue {
            case .int?, .string?, .bool?, .enumCase?:
                yaml.line(1, "- expect: { emitted: { \(signal): \(plan.lifecycleValue!.yaml) } }")
            default: yaml.line(1, "- expect: { emitted: \(signal) }")
            }
        }
        for step in walk {
            for line in step.yaml { yaml.line(1, line) }
        }
        if let text = plan.fixedText { yaml.line(1, "- expect: { text: \(text) }") }
        for step in then { yaml.line(1, step) }
        return yaml
    }

    private func stimulus(_ plan: ScreenPlan, feeds: Bool, refreshes: Bool) -> Stimulus? {
        let feedable = feeds ? plan.state.filter { $0.type.swiftName != nil || $0.type.element?.swiftName != nil } : []
        var kinds: [String] = []
        if !plan.buttonIds.isEmpty { kinds += ["tap", "tap", "tap"] }
        if !plan.fieldIds.isEmpty { kinds.append("type") }
        if !plan.toggleIds.isEmpty { kinds.append("toggle") }
        if !plan.actions.isEmpty { kinds.append("send") }
        if !plan.sectionIds.isEmpty { kinds.append("select") }
        if !feedable.isEmpty { kinds.append("feed") }
        if !plan.scrollIds.isEmpty { kinds += ["scroll", "scroll", "end"] }
        if !plan.carousels.isEmpty { kinds += ["page", "page"] }
        if plan.timeCounter != nil { kinds += ["wait", "wait"] }
        if refreshes && !plan.refreshIds.isEmpty { kinds.append("refresh") }
        guard !kinds.isEmpty else { return nil }
        switch context.pick(kinds) {
        case "tap": return .tap(id: context.pick(plan.buttonIds))
        case "type": return .type(id: context.pick(plan.fieldIds), text: context.pick(context.words))
        case "toggle": return .toggle(id: context.pick(plan.toggleIds))
        case "send":
            let action = context.pick(plan.actions)
            return .send(action: action.name, arguments: action.params.map { ($0.name, context.plainValue($0.type)) })
        case "select": return .select(section: context.pick(plan.sectionIds))
        case "scroll":
            return .scroll(id: context.pick(plan.scrollIds), offset: context.pick([-40, 0, 25, 60, 150, 400]))
        case "end": return .scrollToEnd(id: context.pick(plan.scrollIds))
        case "page":
            let carousel = context.pick(plan.carousels)
            let item = Double(context.int(0...(carousel.count - 1)))
            // With `carouselDistance`, a drag may hold the carousel a quarter, half or three quarters past an item.
            guard context.has(.carouselDistance), item < Double(carousel.count - 1), context.chance(50) else {
                return .page(section: carousel.section, to: item)
            }
            return .page(section: carousel.section, to: item + context.pick([0.25, 0.5, 0.75]))
        case "wait": return .wait(milliseconds: context.pick([50, 130, 200, 500, 1000, 2500]))
        case "refresh": return .pullToRefresh(id: context.pick(plan.refreshIds))
        default:
            let item = context.pick(feedable)
            return .feed(state: item.name, value: context.plainValue(item.type))
        }
    }

    /// `tabBar`: what a tabs root's tab bar shows at the start, checked there (scenarioChecks).
    func writeAppScenario(
        routes: RoutesGenerator, destinations: [DestinationPlan], rootScreen: String, tabBar: String?
    ) -> YAMLText {
        var yaml = YAMLText(fileName: "\(context.prefix)App.scenario.yaml")
        yaml.line(0, "scenario: the app's root and deep links")
        yaml.line(0, "app: \(routes.fileName)")
        yaml.line(0, "steps:")
        yaml.line(1, "- expect: { screen: \(rootScreen) }")
        if context.has(.scenarioChecks), let tabBar { yaml.line(1, "- expect: { tabBar: { \(tabBar) } }") }
        for destination in destinations where !destination.paths.isEmpty && context.chance(60) {
            var link = context.pick(destination.paths).split(separator: "/", omittingEmptySubsequences: false).map {
                segment in
                guard segment.hasPrefix(":"),
                    let param = destination.screen.params.first(where: { ":\($0.name)" == segment })
                else { return String(segment) }
                switch param.type {
                case .int: return "\(context.int(1...99))"
                case .uuid: return FoundationValues.text(of: .uuid, random: &context.random)
                default: return context.pick(ExpressionGenerator.words)
                }
            }.joined(separator: "/")
            // A URL's scheme and host match whatever their case.
            if let separator = link.firstRange(of: "://"), context.chance(30) {
                let hostEnd = link[separator.upperBound...].firstIndex(of: "/") ?? link.endIndex
                link = link[..<hostEnd].uppercased() + link[hostEnd...]
            }
            yaml.line(1, "- open: \(link)")
            yaml.line(1, "- expect: { screen: \(destination.screen.name) }")
            if context.chance(50) { yaml.line(1, "- expect: { route: \(destination.name) }") }
        }
        return yaml
    }
}
