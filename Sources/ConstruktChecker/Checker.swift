import ConstruktAST
import ConstruktDiagnostics

/// The type checker's entry point: every read file of an invocation in, the apps they form and
/// every problem found out. Files of one app see each other (see `AppSources.group`).
public enum Checker {
    public static func check(_ files: [ParsedFile], catalogEnumerations: [String: [String]] = [:]) -> (apps: [AppSymbols], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var apps: [AppSymbols] = []
        for app in AppSources.group(files) {
            let limits = ExpressionLimits(maxLength: app.config?.expressionBytes ?? ExpressionLimits.standard.maxLength)
            for parsed in app.files {
                var syntax = ExpressionSyntaxCheck(source: parsed.source, limits: limits)
                syntax.check(parsed.file)
                diagnostics += syntax.diagnostics
            }
            let symbols = SymbolCollection.collect(app, catalogEnumerations: catalogEnumerations, diagnostics: &diagnostics)
            let sources = Dictionary(app.files.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
            for screen in symbols.screens.values.sorted(by: { $0.path < $1.path }) {
                guard let source = sources[screen.path] else { continue }
                var rules = ScreenRules(symbols: screen, app: symbols, source: source, limits: limits)
                rules.check()
                diagnostics += rules.diagnostics
            }
            for (path, scenario) in app.scenarios {
                guard let source = sources[path] else { continue }
                var rules = ScenarioRules(symbols: symbols, path: path, scenario: scenario, source: source, limits: limits)
                rules.check()
                diagnostics += rules.diagnostics
            }
            if let (path, routes) = symbols.routes, let source = sources[path] {
                var rules = RoutesRules(symbols: symbols, routes: routes, source: source, limits: limits)
                rules.check()
                diagnostics += rules.diagnostics
            }
            apps.append(symbols)
        }
        return (apps, diagnostics)
    }
}
