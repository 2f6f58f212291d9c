import ConstruktAST
import ConstruktDiagnostics

/// `textDocument/documentSymbol`: the file's outline — a screen with its params, state, derived
/// values, signals, actions and body; a routes file with its destinations; types; a scenario.
struct DocumentSymbols {
    var context: FeatureContext

    func symbols() -> [DocumentSymbol] {
        guard let file = context.analysis?.files[context.path]?.parsed?.file else { return [] }
        switch file {
        case .screen(let screen):
            var children: [DocumentSymbol] = []
            children += screen.params.map { symbol($0.name, .property, detail: "param: \($0.type)") }
            children += screen.state.map { symbol($0.name, .variable, detail: "state: \($0.type)") }
            children += screen.derived.map { symbol($0.name, .variable, detail: "derived") }
            children += screen.signals.map { symbol($0.name, .event, detail: "signal: \($0.type)") }
            children += screen.actions.map { symbol($0.name, .method, detail: "action") }
            children += screen.types.map(type)
            if let body = screen.body {
                children.append(
                    symbol(name: "body", range: body.range, selection: body.range, .module, detail: "view tree"))
            }
            return [symbol(screen.name, .class, detail: screen.kind.rawValue, children: children)]
        case .routes(let routes):
            let destinations = routes.destinations.map { symbol($0.name, .function, detail: "→ \($0.screen.text)") }
            return [symbol(routes.name, .module, detail: "routes", children: destinations)]
        case .types(let types):
            return types.types.map(type)
        case .scenario(let scenario):
            let range = SourceRange(
                start: scenario.nameRange.start, end: scenario.steps.last?.range.end ?? scenario.nameRange.end)
            return [
                symbol(name: scenario.name, range: range, selection: scenario.nameRange, .event, detail: "scenario")
            ]
        case .config:
            return []
        }
    }

    private func type(_ declaration: TypeDeclaration) -> DocumentSymbol {
        switch declaration.kind {
        case .structure(let fields, _):
            return symbol(
                declaration.name, .struct, detail: "struct",
                children: fields.map { symbol($0.name, .field, detail: "\($0.type)") })
        case .enumeration(let cases):
            return symbol(
                declaration.name, .enumeration, detail: "enum",
                children: cases.map { symbol($0, .field, detail: "case") })
        case .payloadEnumeration(let cases):
            return symbol(
                declaration.name, .enumeration, detail: "enum",
                children: cases.map { declared in
                    let payload = declared.payload.map { "\($0.name.text): \($0.type)" }.joined(separator: ", ")
                    return symbol(declared.name, .field, detail: payload.isEmpty ? "case" : "case (\(payload))")
                })
        }
    }

    private func symbol(_ identifier: Identifier, _ kind: SymbolKind, detail: String, children: [DocumentSymbol] = [])
        -> DocumentSymbol
    {
        symbol(
            name: identifier.text, range: identifier.range, selection: identifier.range, kind, detail: detail,
            children: children)
    }

    private func symbol(
        name: String, range: SourceRange, selection: SourceRange, _ kind: SymbolKind, detail: String,
        children: [DocumentSymbol] = []
    ) -> DocumentSymbol {
        let full = context.lines.range(of: range)
        let selected = context.lines.range(of: selection)
        let spanning = LSPRange(start: min(full.start, selected.start), end: max(full.end, selected.end))
        return DocumentSymbol(
            name: name, detail: detail, kind: kind, range: spanning, selectionRange: selected, children: children)
    }
}
