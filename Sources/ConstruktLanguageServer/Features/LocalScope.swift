import ConstruktAST
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML

/// The names the nodes around a position of a screen's buffer bind for it (`LocalBinding`), read
/// from the buffer as it is now, so that a loop variable just written completes at once.
struct LocalScope {
    var context: FeatureContext

    /// The bindings in scope at the position; an inner one comes after the outer it hides.
    func bindings() -> [LocalBinding] {
        guard let offset = context.offset, let screen = context.screen else { return [] }
        let loaded = YAMLLoader.load(SourceFile(path: context.path, bytes: context.lines.bytes))
        guard let root = (loaded.document ?? loaded.partialDocument)?.root else { return [] }
        var found: [LocalBinding] = []
        var node = root
        /// The key whose value `node` is: a component's name when `node` holds its members.
        var owner = ""
        let types = context.symbols?.types
        while true {
            let lookup = { (name: String) -> ValueType? in
                found.last { $0.name == name }.map(\.type) ?? screen.params[name] ?? screen.state[name]
            }
            switch node.value {
            case .scalar: return found
            case .sequence(let items, _):
                guard let item = items.first(where: { Self.contains($0.range, offset) }) else { return found }
                node = item
            case .mapping(let entries, _):
                guard
                    let entry = entries.first(where: {
                        Self.contains(SourceRange(start: $0.key.range.start, end: $0.value.range.end), offset)
                    })
                else { return found }
                let key = entry.key.scalarText ?? ""
                let component = context.userComponent(named: owner)
                owner = key
                found += LocalBinding.bindings(of: entries, for: key, types: types, lookup: lookup)
                node = entry.value
                if key == "cases",
                    let branch = entry.value.mappingEntries?.first(where: { Self.contains($0.value.range, offset) })
                {
                    found += LocalBinding.payload(
                        of: entries, caseName: branch.key.scalarText ?? "", types: types, lookup: lookup)
                    node = branch.value
                }
                if key == "on", let component,
                    let handler = entry.value.mappingEntries?.first(where: { Self.contains($0.value.range, offset) }),
                    let type = component.signals[handler.key.scalarText ?? ""], type != .void
                {
                    found.append(
                        LocalBinding(
                            name: "value", kind: .signalValue, type: type, declaration: nil, anchor: handler.key))
                    node = handler.value
                }
            }
        }
    }

    /// The innermost binding of `name` at the position.
    func binding(named name: String) -> LocalBinding? {
        bindings().last { $0.name == name }
    }

    /// The binding the expression at the position reads (`$movie`, or `movie` in `${movie.title}`).
    func bindingRead() -> LocalBinding? {
        guard let offset = context.offset, let position = context.position else { return nil }
        let bytes = context.lines.bytes
        var end = min(offset, bytes.count)
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        let start = context.lines.lineStart(position.line)
        guard start <= end,
            let cursor = ExpressionCursor(linePrefix: String(decoding: bytes[start..<end], as: UTF8.self)),
            cursor.base.isEmpty
        else { return nil }
        return binding(named: cursor.partial)
    }

    /// Where a binding is declared: its `as:` or `index:` text, the payload field in its enum's
    /// declaration, or else the key that gives it.
    func declaration(of binding: LocalBinding) -> (path: String, range: SourceRange) {
        if let origin = binding.payloadOf, let field = payloadField(binding.name, of: origin) { return field }
        return (context.path, (binding.declaration ?? binding.anchor).range)
    }

    private func payloadField(_ name: String, of origin: (type: String, caseName: String)) -> (
        path: String, range: SourceRange
    )? {
        for (path, read) in context.analysis?.files ?? [:] {
            let declared: [TypeDeclaration]
            switch read.parsed?.file {
            case .types(let file)?: declared = file.types
            case .screen(let screen)?: declared = screen.types
            default: continue
            }
            guard case .payloadEnumeration(let cases)? = declared.first(where: { $0.name.text == origin.type })?.kind,
                let field = cases.first(where: { $0.name.text == origin.caseName })?.payload.first(where: {
                    $0.name.text == name
                })
            else { continue }
            return (path, field.name.range)
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func contains(_ range: SourceRange, _ offset: Int) -> Bool {
        range.start.offset <= offset && offset <= range.end.offset
    }
}
