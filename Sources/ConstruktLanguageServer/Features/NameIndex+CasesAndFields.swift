import ConstruktAST
import ConstruktChecker
import ConstruktYAML

/// The cases of the app's enums and the fields of its models where values name them, found by
/// the types the checker gave the file's values (`CheckedValues`): a case written alone
/// (`to: loading`), as a payload's key (`{ loaded: { movies: … } }`) or in an expression
/// (`.idle`, `Load.loaded(movies: m)`, `results.loaded?.movies`, `genre == 'drama'`), a `switch`'s
/// `cases:` keys, a payload's fields where its case is written with them (`movies` in each of
/// those; a branch's reads of them are its locals, `NameIndex`'s), and a field written as a
/// model's key (`{ id: 1, title: Dune }`), read (`$movie.title`), labelled where a model is made
/// (`Movie(id: 0, title: '')`) or named by a key path (`\.title`). Docs/language.md, Types, says
/// where each is written.
extension NameIndex.Walker {
    mutating func casesAndFields(_ checked: CheckedValues, in root: YAMLNode) {
        var mappings: [Int: YAMLNode] = [:]
        var switches: [YAMLNode] = []
        Self.collectMappings(root, into: &mappings, switches: &switches)
        for value in checked.values { names(in: value, mappings: mappings) }
        for subject in checked.switchSubjects {
            guard let type = Self.enumName(subject.type) else { continue }
            let offset = subject.range.start.offset
            let written = switches.first {
                guard let range = $0["switch"]?.range else { return false }
                return range.start.offset <= offset && offset <= range.end.offset
            }
            for branch in written?["cases"]?.mappingEntries ?? [] {
                add(.enumCase(type: type, name: branch.key.scalarText ?? ""), branch.key)
            }
        }
    }

    /// Each mapping by the offset it starts at, and the mappings that hold a `switch:`.
    private static func collectMappings(
        _ node: YAMLNode, into mappings: inout [Int: YAMLNode], switches: inout [YAMLNode]
    ) {
        switch node.value {
        case .scalar: return
        case .sequence(let items, _): for item in items { collectMappings(item, into: &mappings, switches: &switches) }
        case .mapping(let entries, _):
            mappings[node.range.start.offset] = node
            if node["switch"] != nil { switches.append(node) }
            for entry in entries { collectMappings(entry.value, into: &mappings, switches: &switches) }
        }
    }

    private mutating func names(in value: TypedValue, mappings: [Int: YAMLNode]) {
        switch value.kind {
        case .expression(let expression), .scalarForm(_, _, let expression): names(in: expression)
        case .interpolation(let segments):
            for case .expression(let expression) in segments { names(in: expression) }
        case .form(_, _, _, let fields):
            for field in fields { names(in: field.value, mappings: mappings) }
        case .list(let items):
            for item in items { names(in: item, mappings: mappings) }
        case .record(let fields):
            let mapping = mappings[value.range.start.offset]
            if let model = Self.modelName(value.type) {
                for entry in mapping?.mappingEntries ?? []
                where fields.contains(where: { $0.name == entry.key.scalarText }) {
                    add(.field(type: model, name: entry.key.scalarText ?? ""), entry.key)
                }
            }
            for field in fields { names(in: field.value, mappings: mappings) }
        case .enumCase(let name, let payload):
            if let type = Self.enumName(value.type) {
                if let written = mappings[value.range.start.offset]?.mappingEntries?.first {
                    add(.enumCase(type: type, name: name), written.key)
                    for field in written.value.mappingEntries ?? []
                    where payload.contains(where: { $0.name == field.key.scalarText }) {
                        add(.payloadField(type: type, caseName: name, name: field.key.scalarText ?? ""), field.key)
                    }
                } else {
                    word(
                        name, of: .enumCase(type: type, name: name), from: value.range.start.offset,
                        to: value.range.end.offset)
                }
            }
            for field in payload { names(in: field.value, mappings: mappings) }
        }
    }

    private mutating func names(in expression: TypedExpression) {
        for part in expression.subtree {
            let start = part.range.start.offset
            let end = part.range.end.offset
            switch part.kind {
            case .string(let text):
                if case .enumeration(let type) = Self.unwrapped(part.type) {
                    word(text, of: .enumCase(type: type, name: text), from: start, to: end)
                }
            case .enumCase(let name, let arguments):
                guard let type = Self.enumName(part.type),
                    var from = word(name, of: .enumCase(type: type, name: name), from: start, to: end)
                else { continue }
                labels(arguments, in: part, from: &from) { .payloadField(type: type, caseName: name, name: $0) }
            case .payloadField(let subject, let name, let field, _):
                guard let type = Self.enumName(subject.type),
                    let at = word(name, of: .enumCase(type: type, name: name), from: subject.range.end.offset, to: end)
                else { continue }
                word(
                    field, of: .payloadField(type: type, caseName: name, name: field), from: at + name.utf8.count,
                    to: end)
            case .member(let base, let name, _):
                if let model = Self.modelName(base.type) {
                    word(name, of: .field(type: model, name: name), from: base.range.end.offset, to: end)
                }
            case .construction(let model, let arguments):
                var from = start
                labels(arguments, in: part, from: &from) { .field(type: model, name: $0) }
            case .builtin(_, let receiver?, let arguments, _):
                guard case .array(let element) = Self.unwrapped(receiver.type) else { continue }
                for argument in arguments {
                    if case .keyPath(let path) = argument.kind { keyPath(path, of: element, in: argument) }
                }
            default: continue
            }
        }
    }

    /// The labels of the arguments a model is made or a case written with, each before its value
    /// and after `from`. An optional field left out is given as nil over the whole expression.
    private mutating func labels(
        _ arguments: [TypedExpression.Argument], in expression: TypedExpression, from: inout Int,
        symbol: (String) -> NameSymbol
    ) {
        for argument in arguments where argument.value.range != expression.range {
            word(argument.name, of: symbol(argument.name), from: from, to: argument.value.range.start.offset)
            from = argument.value.range.end.offset
        }
    }

    /// The fields a key path passed to a list's function names (`genres.map(\.name)`), each of
    /// the model the one before it is.
    private mutating func keyPath(_ path: [String], of element: ValueType, in argument: TypedExpression) {
        var model = Self.modelName(element)
        var from = argument.range.start.offset
        for name in path {
            guard let owner = model else { return }
            guard let at = word(name, of: .field(type: owner, name: name), from: from, to: argument.range.end.offset)
            else { return }
            from = at + name.utf8.count
            model = fieldModel(owner, name)
        }
    }

    /// The model a model's field holds, when it holds one (or an optional one).
    private func fieldModel(_ model: String, _ field: String) -> String? {
        guard case .structure(let fields, _)? = symbols?.types.declarations[model]?.kind,
            var type = fields.first(where: { $0.name.text == field })?.type
        else { return nil }
        if case .optional(let wrapped) = type.kind { type = wrapped }
        guard case .named(let name) = type.kind, case .structure? = symbols?.types.declarations[name]?.kind else {
            return nil
        }
        return name
    }

    /// The first occurrence of `name` as a whole word between two offsets of the file, and where it starts.
    @discardableResult
    private mutating func word(_ name: String, of symbol: NameSymbol, from start: Int, to end: Int) -> Int? {
        let needle = Array(name.utf8)
        var index = max(start, 0)
        let limit = min(end, source.count)
        while index + needle.count <= limit {
            if source[index..<(index + needle.count)].elementsEqual(needle),
                index == 0 || !Self.isNameByte(source[index - 1]),
                index + needle.count == source.count || !Self.isNameByte(source[index + needle.count])
            {
                found.append(
                    NameOccurrence(
                        symbol: symbol, path: path, start: index, end: index + needle.count, isDeclaration: false))
                return index
            }
            index += 1
        }
        return nil
    }

    /// The app enum a value of this type is a case of.
    static func enumName(_ type: ValueType) -> String? {
        switch unwrapped(type) {
        case .enumeration(let name), .payloadEnumeration(let name): name
        default: nil
        }
    }

    static func modelName(_ type: ValueType) -> String? {
        unwrapped(type).modelName
    }

    /// The type an optional wraps, however deep; any other type itself.
    static func unwrapped(_ type: ValueType) -> ValueType {
        if case .optional(let wrapped) = type { return unwrapped(wrapped) }
        return type
    }
}
