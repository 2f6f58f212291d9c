import ConstruktAST
import ConstruktDiagnostics

/// Builds an app's symbols: every declared type resolved, and each name declared once.
enum SymbolCollection {
    /// The part of a field's type that is not Hashable in Swift (a catalog's value types:
    /// UIEdgeInsets, CGSize, …); nil when the whole type is.
    static func unhashablePart(of type: ValueType) -> ValueType? {
        switch type {
        case .insets, .size, .catalogValue: type
        case .optional(let wrapped), .array(let wrapped): unhashablePart(of: wrapped)
        case .dictionary(let key, let value): unhashablePart(of: key) ?? unhashablePart(of: value)
        default: nil
        }
    }

    static func collect(
        _ app: AppSources, catalogEnumerations: [String: [String]], catalogMembers: [String: [String: ValueType]] = [:],
        diagnostics: inout [Diagnostic]
    ) -> AppSymbols {
        reportDuplicates(
            app.types.map { ($0.path, $0.declaration.name) } + app.screens.map { ($0.path, $0.declaration.name) },
            diagnostics: &diagnostics)
        var types = TypeEnvironment(
            declarations: app.types.map(\.declaration), catalogEnumerations: catalogEnumerations,
            catalogMembers: catalogMembers)
        let typePaths = app.files.filter { parsed in
            switch parsed.file {
            case .types, .screen: true
            case .routes, .scenario, .config: false
            }
        }.map(\.path)
        types.declarationsAreComplete = app.incompletePaths.isDisjoint(with: typePaths)
        for (path, declaration) in app.types {
            if case .payloadEnumeration(let cases) = declaration.kind {
                for field in cases.flatMap(\.payload) {
                    guard let type = types.resolve(field.type, in: path, diagnostics: &diagnostics),
                        let unhashable = Self.unhashablePart(of: type)
                    else { continue }
                    diagnostics.append(
                        Diagnostic(
                            .unhashableField,
                            "payload field '\(field.name.text)' of \(declaration.name.text) holds \(unhashable), which Swift cannot hash, and an enum with payloads is Hashable",
                            at: SourceLocation(path: path, range: field.type.range),
                            help:
                                "keep its parts in fields of their own (numbers, text) and build the \(unhashable) where a property takes it"
                        ))
                }
            }
            if case .structure(let fields, let external) = declaration.kind {
                for field in fields {
                    guard let type = types.resolve(field.type, in: path, diagnostics: &diagnostics), !external,
                        let unhashable = Self.unhashablePart(of: type)
                    else { continue }
                    diagnostics.append(
                        Diagnostic(
                            .unhashableField,
                            "field '\(field.name.text)' of \(declaration.name.text) holds \(unhashable), which Swift cannot hash, and a model is Hashable",
                            at: SourceLocation(path: path, range: field.type.range),
                            help:
                                "keep its parts in fields of their own (numbers, text) and build the \(unhashable) where a property takes it"
                        ))
                }
            }
        }
        var screens: [String: ScreenSymbols] = [:]
        for (path, screen) in app.screens where screens[screen.name.text] == nil {
            func resolved<T>(
                _ items: [T], _ name: (T) -> Identifier, _ type: (T) -> TypeSyntax, allowVoid: Bool = false
            ) -> [String: ValueType] {
                var table: [String: ValueType] = [:]
                for item in items {
                    if let resolved = types.resolve(
                        type(item), in: path, allowVoid: allowVoid, diagnostics: &diagnostics)
                    {
                        table[name(item).text] = resolved
                    }
                }
                return table
            }
            var actions: [String: [String: ValueType]] = [:]
            for action in screen.actions {
                actions[action.name.text] = resolved(action.params, \.name, \.type)
            }
            screens[screen.name.text] = ScreenSymbols(
                path: path,
                declaration: screen,
                params: resolved(screen.params, \.name, \.type),
                state: resolved(screen.state, \.name, \.type),
                signals: resolved(screen.signals, \.name, \.type, allowVoid: true),
                actions: actions,
                isComplete: !app.incompletePaths.contains(path)
            )
        }
        for extra in app.routes.dropFirst() {
            let first = app.routes[0]
            diagnostics.append(
                Diagnostic(
                    .duplicateDeclaration,
                    "an app has one routes file, and this one already has \(first.declaration.name.text)",
                    at: SourceLocation(path: extra.path, range: extra.declaration.name.range),
                    labels: [
                        .init(
                            SourceLocation(path: first.path, range: first.declaration.name.range),
                            "the app's routes file")
                    ],
                    help: "merge the destinations into one routes file, or give each app its own construkt.yaml"))
        }
        var destinations: [String: StatementContext.Params]?
        if let (path, routes) = app.routes.first {
            var table: [String: StatementContext.Params] = [:]
            for destination in routes.destinations where table[destination.name.text] == nil {
                var params = StatementContext.Params()
                for param in destination.params {
                    params.names.append(param.name.text)
                    if let type = types.resolve(param.type, in: path, diagnostics: &diagnostics) {
                        params.types[param.name.text] = type
                    }
                }
                table[destination.name.text] = params
            }
            destinations = table
        }
        return AppSymbols(
            types: types, screens: screens, userComponents: screens.filter { $0.value.declaration.kind == .component },
            routes: app.routes.first, destinations: destinations,
            routesAreComplete: app.routes.allSatisfy { !app.incompletePaths.contains($0.path) },
            filesAreComplete: app.incompletePaths.isEmpty)
    }

    private static func reportDuplicates(_ names: [(String, Identifier)], diagnostics: inout [Diagnostic]) {
        var seen: [String: (String, Identifier)] = [:]
        for (path, name) in names {
            if let (firstPath, first) = seen[name.text] {
                diagnostics.append(
                    Diagnostic(
                        .duplicateDeclaration, "'\(name.text)' is declared twice in this app",
                        at: SourceLocation(path: path, range: name.range),
                        labels: [.init(SourceLocation(path: firstPath, range: first.range), "first declared here")],
                        help: "rename one of them"))
            } else {
                seen[name.text] = (path, name)
            }
        }
    }
}
