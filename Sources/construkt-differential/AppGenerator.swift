import ConstruktCatalog
import ConstruktChecker

/// One generated app: its files (with the places a one-edit mutant may change), and the Swift of
/// its parity harness.
struct GeneratedApp {
    let seed: UInt64
    var files: [YAMLText]
    var harness: String?
    /// The app's construkt.yaml.
    var config = "imports: [ConstruktKit]\naccessLevel: internal\n"
}

/// Makes one random app from a seed: model types, components, screens, the routes file and
/// scenarios, in an order that lets each part refer only to what exists.
struct AppGenerator {
    let catalog: ComponentCatalog
    let families: Set<ConstructFamily>

    func make(seed: UInt64) -> GeneratedApp {
        let prefix = "A\(seed)"
        let context = GenerationContext(seed: seed, families: families, catalog: catalog, prefix: prefix)
        context.models = ModelTypeGenerator.make(
            &context.random, names: &context.names, prefix: prefix, families: families)
        if families.contains(.payloadEnums) {
            context.payloadEnums = PayloadEnumGenerator.make(
                &context.random, names: &context.names, prefix: prefix, models: context.models,
                foundation: families.contains(.foundationValues))
        }
        let screens = ScreenGenerator(context: context)
        let components =
            families.contains(.components) ? (0..<context.int(0...2)).map { _ in screens.plan(isComponent: true) } : []
        let screenPlans = (0..<context.int(1...3)).map { _ in screens.plan(isComponent: false) }
        let hasRoutes = families.contains(.routes)
        let routes = RoutesGenerator(context: context)
        let routesPlan = hasRoutes ? routes.plan(screens: screenPlans) : nil
        let destinations = routesPlan?.destinations ?? []
        var files: [YAMLText] = []
        if !context.models.isEmpty || !context.payloadEnums.isEmpty {
            files.append(writeTypes(context.models, payloadEnums: context.payloadEnums, prefix: prefix))
        }
        for component in components {
            files.append(screens.write(component, components: [], destinations: [], hasRoutes: false))
        }
        for plan in screenPlans {
            files.append(screens.write(plan, components: components, destinations: destinations, hasRoutes: hasRoutes))
        }
        var rootScreen: String?
        var tabBar: String?
        if let routesPlan {
            let written = routes.write(routesPlan)
            files.append(written.yaml)
            rootScreen = written.rootScreen
            tabBar = written.tabBar
        }
        var harness: String?
        if families.contains(.scenarios) {
            let scenarios = ScenarioGenerator(context: context)
            var entries: [ParityHarnessWriter.Entry] = []
            for plan in screenPlans {
                let params = scenarios.params(plan)
                let expectations =
                    plan.payloadPart.map { PayloadEnumGenerator(context: context).expectations($0) } ?? []
                files.append(
                    scenarios.writeScreenScenario(
                        plan, name: "\(plan.name)Walk", params: params, walk: scenarios.walk(plan), then: expectations))
                let walk = scenarios.walk(plan, feeds: families.contains(.parityFeeds), refreshes: false)
                let parity = scenarios.writeScreenScenario(plan, name: "\(plan.name)Parity", params: params, walk: walk)
                entries.append(ParityHarnessWriter.Entry(plan: plan, params: params, walk: walk, scenario: parity))
            }
            if let rootScreen {
                files.append(
                    scenarios.writeAppScenario(
                        routes: routes, destinations: destinations, rootScreen: rootScreen, tabBar: tabBar))
            }
            if families.contains(.parity) {
                let viewModels = ViewModelTypeNames(
                    screens: (components + screenPlans).map(\.name),
                    types: context.models.map(\.name) + context.payloadEnums.map(\.name))
                harness = ParityHarnessWriter(prefix: prefix, families: families, viewModels: viewModels).write(entries)
            }
        }
        var app = GeneratedApp(seed: seed, files: files, harness: harness)
        if families.contains(.appOptions) {
            // The settings that change every declaration's Swift: public access, `#sourceLocation` lines.
            let access = context.chance(25) ? "public" : "internal"
            app.config =
                "imports: [ConstruktKit]\naccessLevel: \(access)\n"
                + (context.chance(25) ? "sourceLocations: true\n" : "")
        }
        return app
    }

    private func writeTypes(_ models: [ModelType], payloadEnums: [PayloadEnumType], prefix: String) -> YAMLText {
        var yaml = YAMLText(fileName: "\(prefix).types.yaml")
        yaml.line(0, "types:")
        for model in models {
            if model.isEnum {
                yaml.line(1, "\(model.name): { enum: [\(model.cases.joined(separator: ", "))] }")
            } else {
                yaml.line(1, "\(model.name):")
                for field in model.fields {
                    yaml.line(2, "\(field.name): \"\(field.type.yaml)\"")
                    if field.type == .int && field.name != "id" {
                        yaml.mutable(.wrongType, replacement: "\(field.name): Integer")
                    }
                }
            }
        }
        PayloadEnumGenerator.write(payloadEnums, into: &yaml)
        return yaml
    }
}
