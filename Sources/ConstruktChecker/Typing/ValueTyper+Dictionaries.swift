import ConstruktDiagnostics
import ConstruktYAML

/// A dictionary written as a mapping (Docs/language.md, Types): each key read by the key type, as a
/// value of that type is, and kept in the one spelling the generated Swift and the runtime both
/// use (`{ 01: a }` of a `[Int: String]` is the key 1), each value by the value type. Keys are
/// written so for String, Int and enum keys; a dictionary of any other key comes from the host or
/// starts empty.
extension ValueTyper {
    mutating func dictionary(
        key: ValueType, value: ValueType, entries: [YAMLMappingEntry], node: YAMLNode, scope: Scope
    ) -> TypedValue? {
        let type = ValueType.dictionary(key: key, value: value)
        guard entries.isEmpty || Self.writesKeys(of: key) else {
            report(
                .typeMismatch, "a \(type) cannot be written as a mapping: its keys are \(key)", at: node.range,
                help:
                    "a dictionary written out is keyed by String, Int or an enum; this one can start empty ({}) and come from the host"
            )
            return nil
        }
        var fields: [TypedValue.Field] = []
        var written: [String: SourceRange] = [:]
        var complete = true
        for entry in entries {
            let typedKey = check(entry.key, expected: key, scope: Scope())
            let typedValue = check(entry.value, expected: value, scope: scope)
            guard let name = typedKey.flatMap(Self.keyText), let typedValue else {
                complete = false
                continue
            }
            // Two spellings of one Int (`1` and `01`): Swift's literal would stop the app.
            if let first = written[name] {
                diagnostics.append(
                    Diagnostic(
                        .duplicateKey, "the key \(name) is written twice in this \(type)",
                        at: SourceLocation(path: source.path, range: entry.key.range),
                        labels: [.init(SourceLocation(path: source.path, range: first), "first written here")],
                        help:
                            "Swift stops the app on a dictionary literal whose keys repeat: remove one, or change its key"
                    ))
                complete = false
                continue
            }
            written[name] = entry.key.range
            fields.append(TypedValue.Field(name: name, value: typedValue))
        }
        return complete ? TypedValue(.record(fields), type: type, range: node.range) : nil
    }

    /// Whether a mapping can write keys of `type`: String, Int and enums, whose keys are text.
    private static func writesKeys(of type: ValueType) -> Bool {
        switch type {
        case .string, .int, .enumeration: true
        default: false
        }
    }

    /// The one spelling of a key read by its type: an Int as Swift prints it, text and an enum's
    /// case as written.
    private static func keyText(_ key: TypedValue) -> String? {
        guard case .expression(let expression) = key.kind else { return nil }
        switch expression.kind {
        case .integer(let number): return String(number)
        case .string(let text): return text
        default: return nil
        }
    }
}
