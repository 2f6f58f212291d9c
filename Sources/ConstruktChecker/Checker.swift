import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// The type checker's entry point: every read file of an invocation in, the apps they form and
/// every problem found out. Files of one app see each other (see `AppSources.group`).
public enum Checker {
    public static func check(_ files: [ParsedFile], catalogs: [YAMLDocument] = []) -> (apps: [CheckedApp], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var apps: [CheckedApp] = []
        for app in AppSources.group(files, catalogs: catalogs) {
            let loaded = app.catalogs.isEmpty
                ? CatalogLoader.construktKit
                : CatalogLoader.loadWithConstruktKit(app.catalogs, modelTypes: Set(app.types.map(\.declaration.name.text)))
            diagnostics += loaded.diagnostics
            let catalog = loaded.catalog
            let limits = ExpressionLimits(maxLength: app.config?.expressionBytes ?? ExpressionLimits.standard.maxLength)
            for parsed in app.files {
                var syntax = ExpressionSyntaxCheck(source: parsed.source, limits: limits)
                syntax.check(parsed.file)
                diagnostics += syntax.diagnostics
            }
            let symbols = SymbolCollection.collect(app, catalogEnumerations: catalog.enumerations, diagnostics: &diagnostics)
            let sources = Dictionary(app.files.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
            var screens: [CheckedScreen] = []
            for screen in symbols.screens.values.sorted(by: { $0.path < $1.path }) {
                guard let source = sources[screen.path] else { continue }
                var rules = ScreenRules(symbols: screen, app: symbols, catalog: catalog, source: source, limits: limits)
                rules.check()
                diagnostics += rules.diagnostics
                screens.append(rules.checked)
            }
            var scenarios: [CheckedScenario] = []
            for (path, scenario) in app.scenarios {
                guard let source = sources[path] else { continue }
                var rules = ScenarioRules(symbols: symbols, path: path, scenario: scenario, source: source, limits: limits, catalog: catalog)
                rules.check().map { scenarios.append($0) }
                diagnostics += rules.diagnostics
            }
            var checkedRoutes: CheckedRoutes?
            if let (path, routes) = symbols.routes, let source = sources[path] {
                var rules = RoutesRules(symbols: symbols, routes: routes, source: source, limits: limits, catalog: catalog)
                checkedRoutes = rules.check()
                diagnostics += rules.diagnostics
            }
            apps.append(CheckedApp(
                symbols: symbols, catalog: catalog, config: app.config, types: ModelTypeResolution.resolve(app.types, in: symbols.types),
                screens: screens, routes: checkedRoutes, scenarios: scenarios
            ))
        }
        return (apps, diagnostics)
    }
}
