import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// Parses every value of a screen or routes file that may hold an expression (defaults, derived
/// values, statement values, component properties, root conditions and arguments), so that a
/// malformed `${…}` is reported at its token. Typing the parsed values is a later pass.
struct ExpressionSyntaxCheck {
    let source: SourceFile
    let limits: ExpressionLimits
    private(set) var diagnostics: [Diagnostic] = []
    /// Every value parsed, for the typing pass to reuse.
    private(set) var parsed = ParsedValues()

    init(source: SourceFile, limits: ExpressionLimits) {
        self.source = source
        self.limits = limits
    }

    mutating func check(_ file: ConstruktFile) {
        switch file {
        case .screen(let screen):
            (screen.params + screen.state).compactMap(\.defaultValue).forEach { value($0) }
            screen.derived.forEach { value($0.value) }
            screen.actions.forEach { statements($0.body) }
            for hook in screen.lifecycle {
                if case .statements(let body) = hook.handler { statements(body) }
            }
            for handler in screen.watches.map(\.handler) + screen.timers.map(\.handler) {
                if case .statements(let body) = handler { statements(body) }
            }
            screen.body?.forEachValue { node, _ in value(node) }
        case .routes(let routes):
            routes.state.compactMap(\.defaultValue).forEach { value($0) }
            routes.actions.forEach { statements($0.body) }
            routes.root.map { root($0) }
        case .types, .scenario, .config:
            break
        }
    }

    private mutating func value(_ node: YAMLNode) {
        switch node.value {
        case .scalar:
            let found = parsed.parse(node, in: source, limits: limits).1
            if !found.isEmpty { diagnostics += found }
        case .mapping(let entries, _):
            for index in entries.indices { value(entries[index].value) }
        case .sequence(let items, _):
            for index in items.indices { value(items[index]) }
        }
    }

    private mutating func statements(_ list: [Statement]) {
        for statement in list {
            statement.values.forEach { value($0) }
            statements(statement.children)
        }
    }

    private mutating func root(_ root: RootNode) {
        switch root.kind {
        case .navigation(let entry):
            self.entry(entry)
        case .tabs(let entries):
            entries.forEach { entry($0) }
            [root.tabBar?.background, root.tabBar?.tint, root.tabBar?.unselectedTint].compactMap { $0 }.forEach {
                value($0)
            }
        case .switchOn(let condition, let cases):
            value(condition)
            cases.forEach { self.root($0.root) }
        }
    }

    private mutating func entry(_ entry: RootEntry) {
        entry.arguments.forEach { value($0.value) }
        entry.title.map { value($0) }
        entry.icon.map { value($0) }
        entry.selectedIcon.map { value($0) }
    }
}
