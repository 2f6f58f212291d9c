import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// The type checker's entry point: every read file of an invocation in, the apps they form and
/// every problem found out. Files of one app see each other (see `AppSources.group`). Apps are
/// checked in parallel, and so are the files of an app once its symbols are collected; results
/// and diagnostics are gathered in the sequential order, so output never depends on scheduling.
public enum Checker {
    /// With a `scope` of some files, only those are checked (against every file's declarations),
    /// and the checked apps hold only their screens, routes and scenarios.
    public static func check(_ files: [ParsedFile], catalogs: [YAMLDocument] = [], scope: CheckScope = .everything) -> (
        apps: [CheckedApp], diagnostics: [Diagnostic]
    ) {
        let checked = AppSources.group(files, catalogs: catalogs).concurrentMap { check($0, scope: scope) }
        return (checked.map(\.app), checked.flatMap(\.diagnostics))
    }

    private static func check(_ app: AppSources, scope: CheckScope) -> (app: CheckedApp, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let loaded =
            app.catalogs.isEmpty
            ? CatalogLoader.construktKit
            : CatalogLoader.loadWithConstruktKit(app.catalogs, modelTypes: Set(app.types.map(\.declaration.name.text)))
        diagnostics += loaded.diagnostics
        let catalog = loaded.catalog
        let limits = ExpressionLimits(maxLength: app.config?.expressionBytes ?? ExpressionLimits.standard.maxLength)
        let checkedFiles = app.files.filter { !app.cutShortPaths.contains($0.path) && scope.includes($0.path) }
        let syntaxChecks = checkedFiles.concurrentMap { parsed in
            var syntax = ExpressionSyntaxCheck(source: parsed.source, limits: limits)
            syntax.check(parsed.file)
            return syntax
        }
        diagnostics += syntaxChecks.flatMap(\.diagnostics)
        let parsedValues = Dictionary(
            zip(checkedFiles.map(\.path), syntaxChecks.map(\.parsed)), uniquingKeysWith: { first, _ in first })
        let symbols = SymbolCollection.collect(
            app, catalogEnumerations: catalog.enumerations,
            catalogMembers: CatalogTypeMapping(catalog: catalog, types: TypeEnvironment()).exposedMembers(),
            diagnostics: &diagnostics)
        TypeNameRules.check(app, catalog: catalog, diagnostics: &diagnostics)
        let sources = Dictionary(checkedFiles.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        let checkedScreens = symbols.screens.values.sorted(by: { $0.path < $1.path }).concurrentMap {
            screen -> (checked: CheckedScreen, diagnostics: [Diagnostic])? in
            guard let source = sources[screen.path] else { return nil }
            var rules = ScreenRules(
                symbols: screen, app: symbols, catalog: catalog, source: source, limits: limits,
                parsed: parsedValues[screen.path] ?? ParsedValues())
            rules.check()
            return (rules.checked, rules.diagnostics)
        }.compactMap { $0 }
        diagnostics += checkedScreens.flatMap(\.diagnostics)
        var scenarios: [CheckedScenario] = []
        for (path, scenario) in app.scenarios {
            guard let source = sources[path] else { continue }
            var rules = ScenarioRules(
                symbols: symbols, path: path, scenario: scenario, source: source, limits: limits, catalog: catalog)
            rules.check().map { scenarios.append($0) }
            diagnostics += rules.diagnostics
        }
        var checkedRoutes: CheckedRoutes?
        if let (path, routes) = symbols.routes, let source = sources[path] {
            var rules = RoutesRules(
                symbols: symbols, routes: routes, source: source, limits: limits, catalog: catalog,
                parsed: parsedValues[path] ?? ParsedValues())
            checkedRoutes = rules.check()
            diagnostics += rules.diagnostics
        }
        let checked = CheckedApp(
            symbols: symbols, catalog: catalog, config: app.config,
            types: ModelTypeResolution.resolve(app.types, in: symbols.types),
            screens: checkedScreens.map(\.checked), routes: checkedRoutes, scenarios: scenarios
        )
        return (checked, diagnostics.filter { scope.includes($0.location.path) })
    }
}
