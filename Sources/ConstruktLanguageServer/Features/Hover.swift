import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// `textDocument/hover`: a diagnostic code's explanation where a diagnostic is, a declared name's
/// kind and type, a component's reference (with the Swift it becomes), a property's reference.
struct Hover {
    var context: FeatureContext

    /// The hover's Markdown; `nil` (LSP's `null`) where there is nothing to tell.
    func hover() -> LSPHover? {
        markdown().map { LSPHover(contents: MarkupContent(value: $0)) }
    }

    func markdown() -> String? {
        guard let offset = context.offset else { return nil }
        var parts: [String] = []
        if let name = NameQuery(context: context).target { parts.append(describe(name.symbol)) }
        if parts.isEmpty, let binding = LocalScope(context: context).bindingRead() { parts.append(describe(binding)) }
        if parts.isEmpty, let word = word(at: offset) { parts += describe(word: word, offset: offset) }
        for diagnostic in context.analysis?.diagnostics[context.path] ?? [] {
            let range = diagnostic.location.range
            guard range.start.offset <= offset, offset <= max(range.end.offset, range.start.offset + 1),
                let entry = DiagnosticCatalog.code(diagnostic.code.id)
            else { continue }
            parts.append("**\(entry.id)** (\(entry.severity.rawValue)): \(entry.summary)\n\n\(entry.explanation)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n---\n\n")
    }

    private func describe(_ symbol: NameSymbol) -> String {
        let symbols = context.symbols
        switch symbol {
        case .screen(let name):
            let screen = symbols?.screens[name]
            var text = "\(screen?.declaration.kind.rawValue ?? "screen") **\(name)**"
            if let description = screen?.declaration.description { text += "\n\n" + description }
            if let params = screen?.declaration.params, !params.isEmpty {
                text += "\n\nparams: " + params.map { "`\($0.name.text): \($0.type)`" }.joined(separator: ", ")
            }
            return text
        case .destination(let name):
            guard let destination = context.destination(named: name) else { return "destination **\(name)**" }
            return "destination **\(name)** → `\(destination.screen.text)`" + Completion.paramList(destination.params)
        case .value(let screen, let name):
            let symbols = symbols?.screens[screen]
            if let type = symbols?.params[name] { return "param **\(name)**: `\(type)` — declared in \(screen)" }
            if let type = symbols?.state[name] { return "state **\(name)**: `\(type)` — declared in \(screen)" }
            return "derived **\(name)** — declared in \(screen)"
        case .action(let screen, let name):
            let params = symbols?.screens[screen]?.declaration.actions.first { $0.name.text == name }?.params ?? []
            return "action **\(name)**\(Completion.paramList(params)) — declared in \(screen)"
        case .actionParam(let screen, let action, let name):
            let type = symbols?.screens[screen]?.actions[action]?[name].map { ": `\($0)`" } ?? ""
            return "action param **\(name)**\(type) — of \(action) in \(screen)"
        case .signal(let screen, let name):
            let type = symbols?.screens[screen]?.signals[name].map { ": `\($0)`" } ?? ""
            return "signal **\(name)**\(type) — declared in \(screen)"
        case .type(let name):
            switch symbols?.types.declarations[name]?.kind {
            case .structure(let fields, _)?:
                return "model **\(name)**"
                    + (fields.isEmpty
                        ? "" : ": " + fields.map { "`\($0.name.text): \($0.type)`" }.joined(separator: ", "))
            case .enumeration(let cases)?:
                return "enum **\(name)**: " + cases.map(\.text).joined(separator: ", ")
            case .payloadEnumeration(let cases)?:
                return "enum **\(name)**: " + cases.map(\.name.text).joined(separator: ", ")
            case nil:
                return "type **\(name)**"
            }
        case .slot(let screen, let name):
            let count = symbols?.screens[screen]?.declaration.slots.first { $0.name.text == name }?.count
            return "slot **\(name)**\(count.map { " (\($0.rawValue))" } ?? "") — declared in \(screen)"
        case .timer(let screen, let name):
            let every = symbols?.screens[screen]?.declaration.timers.first { $0.name.text == name }?.every
            return "timer **\(name)**\(every.map { ", every \($0.seconds)s" } ?? "") — declared in \(screen)"
        case .enumCase(let type, let name):
            guard case .payloadEnumeration(let cases)? = symbols?.types.declarations[type]?.kind,
                let payload = cases.first(where: { $0.name.text == name })?.payload, !payload.isEmpty
            else { return "case **\(name)** of \(type)" }
            return "case **\(name)**(" + payload.map { "\($0.name.text): \($0.type)" }.joined(separator: ", ")
                + ") of \(type)"
        case .field(let type, let name):
            guard case .structure(let fields, _)? = symbols?.types.declarations[type]?.kind,
                let field = fields.first(where: { $0.name.text == name })
            else { return "field **\(name)** of \(type)" }
            return "field **\(name)**: `\(field.type)` — of \(type)"
        case .payloadField(let type, let caseName, let name):
            let field = symbols?.types.payload(of: caseName, in: type)?.first { $0.name == name }
            return "payload field **\(name)**\(field.map { ": `\($0.type)`" } ?? "") — of \(type).\(caseName)"
        case .section(let screen, let name):
            return "section **\(name)** — declared in \(screen)"
        case .local(_, _, let name):
            // Described as a use of it sees it: at its declaration (`as: movie`) it is not in scope yet.
            var atUse = context
            if let use = context.names()?.occurrences(of: symbol).first(where: { !$0.isDeclaration }) {
                atUse.position = context.lines.position(of: use.start)
            }
            return LocalScope(context: atUse).binding(named: name).map(describe) ?? "**\(name)**"
        }
    }

    private func describe(_ binding: LocalBinding) -> String {
        "\(binding.kind.rawValue) **\(binding.name)**" + (binding.type.map { ": `\($0)`" } ?? "")
    }

    /// A component, or a property, slot or event of the component above it.
    private func describe(word: String, offset: Int) -> [String] {
        let catalog = context.catalog
        if let component = catalog.component(named: word) { return [context.reference.component(catalog, component)] }
        guard let position = context.position else { return [] }
        let indent = context.lines.lineText(position.line).prefix { $0 == " " || $0 == "-" }.count
        let path = KeyPath(lines: context.lines, line: position.line, indent: indent)
        if let owner = path.steps.first(where: { catalog.component(named: $0.key) != nil }).flatMap({
            catalog.component(named: $0.key)
        }),
            let text = context.reference.member(catalog, owner, word)
        {
            return [text]
        }
        if let text = context.reference.type(catalog, word) { return [text] }
        return []
    }

    /// The word (letters, digits, `_`) around a byte offset.
    private func word(at offset: Int) -> String? {
        let bytes = context.lines.bytes
        func isWord(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
        var start = min(offset, bytes.count)
        var end = start
        while start > 0, isWord(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }
}
