import ConstruktDiagnostics
import ConstruktYAML

/// Reads one catalog mapping: reports unknown keys (with did-you-mean) once, then hands out typed
/// values, reporting a value of the wrong shape at the value's own range.
struct MappingReader {
    let node: YAMLNode
    let entries: [YAMLMappingEntry]
    /// Names the mapping in messages: "property 'text' of component 'LabelView'".
    let what: String
    /// Where a missing key is reported: the entry's name, or the mapping itself.
    let anchor: SourceRange
    let sink: DiagnosticSink
    /// Keys offered as did-you-mean for a misspelled key: not reported again as missing.
    private var suggestedKeys: Set<String> = []

    /// `nil` (after a CK0702) when `node` is not a mapping.
    init?(_ node: YAMLNode, what: String, anchor: SourceRange? = nil, keys: [String], sink: DiagnosticSink) {
        guard let entries = node.mappingEntries else {
            sink.report(.catalogValueShape, "\(what) must be a mapping", at: node.range)
            return nil
        }
        self.node = node
        self.entries = entries
        self.what = what
        self.anchor = anchor ?? node.range
        self.sink = sink
        for entry in entries {
            guard let key = entry.key.scalarText, !keys.contains(key) else { continue }
            if let suggestion = NameSuggestion.nearest(to: key, among: keys).first { suggestedKeys.insert(suggestion) }
            sink.reportUnknown(
                .unknownCatalogKey, "unknown key '\(key)' in \(what)", name: key, at: entry.key.range,
                candidates: keys,
                otherwise: "the keys allowed here are " + keys.map { "'\($0)'" }.joined(separator: ", ")
            )
        }
    }

    /// Whether the key is written.
    func has(_ key: String) -> Bool {
        entries.contains { $0.key.scalarText == key }
    }

    func entry(_ key: String) -> YAMLMappingEntry? {
        entries.first { $0.key.scalarText == key }
    }

    func value(_ key: String) -> YAMLNode? {
        entry(key)?.value
    }

    /// Reports the key as missing (CK0703) with `help`, unless a misspelling of it was already reported.
    func reportMissing(_ key: String, help: String? = nil) {
        guard !suggestedKeys.contains(key) else { return }
        sink.report(.missingCatalogKey, "\(what) has no '\(key)'", at: anchor, help: help)
    }

    /// A scalar's text; a collection is reported.
    func string(_ key: String) -> Located<String>? {
        guard let node = value(key) else { return nil }
        return Self.scalar(node, "'\(key)' of \(what)", sink: sink)
    }

    func requiredString(_ key: String, help: String? = nil) -> Located<String>? {
        guard has(key) else {
            reportMissing(key, help: help)
            return nil
        }
        return string(key)
    }

    /// `true` or `false`; `defaultValue` when absent or wrong.
    func bool(_ key: String, default defaultValue: Bool = false) -> Bool {
        guard let node = value(key) else { return defaultValue }
        if case .scalar(let text, .plain) = node.value, text == "true" || text == "false" { return text == "true" }
        sink.report(.catalogValueShape, "'\(key)' of \(what) must be true or false", at: node.range)
        return defaultValue
    }

    func int(_ key: String) -> Located<Int>? {
        guard let node = value(key) else { return nil }
        if case .scalar(let text, .plain) = node.value, let number = Int(text) {
            return Located(value: number, range: node.range)
        }
        sink.report(.catalogValueShape, "'\(key)' of \(what) must be an integer", at: node.range)
        return nil
    }

    /// A list of scalars; `[]` when absent.
    func stringList(_ key: String) -> [Located<String>] {
        guard let node = value(key) else { return [] }
        return Self.stringList(node, "'\(key)' of \(what)", sink: sink) ?? []
    }

    /// The entries of a nested mapping; `[]` when absent or wrong.
    func mapping(_ key: String) -> [YAMLMappingEntry] {
        guard let node = value(key) else { return [] }
        guard let entries = node.mappingEntries else {
            sink.report(.catalogValueShape, "'\(key)' of \(what) must be a mapping", at: node.range)
            return []
        }
        return entries
    }

    /// One of a fixed set of words (CK0709 otherwise, with did-you-mean).
    func word<Word: RawRepresentable & CaseIterable>(_ key: String, as _: Word.Type) -> Located<Word>?
    where Word.RawValue == String {
        guard let text = string(key) else { return nil }
        return Self.word(text, "'\(key)' of \(what)", as: Word.self, sink: sink)
    }

    static func scalar(_ node: YAMLNode, _ description: String, sink: DiagnosticSink) -> Located<String>? {
        guard let text = node.scalarText else {
            sink.report(.catalogValueShape, "\(description) must be a single value, not a collection", at: node.range)
            return nil
        }
        return Located(value: text, range: node.range)
    }

    static func stringList(_ node: YAMLNode, _ description: String, sink: DiagnosticSink) -> [Located<String>]? {
        guard let items = node.sequenceItems else {
            sink.report(
                .catalogValueShape, "\(description) must be a list", at: node.range,
                help: "write it in brackets: [\(node.scalarText ?? "…")]")
            return nil
        }
        return items.compactMap { scalar($0, "an item of \(description)", sink: sink) }
    }

    static func word<Word: RawRepresentable & CaseIterable>(
        _ text: Located<String>, _ description: String, as _: Word.Type, sink: DiagnosticSink
    ) -> Located<Word>? where Word.RawValue == String {
        if let word = Word(rawValue: text.value) { return Located(value: word, range: text.range) }
        let allowed = Word.allCases.map(\.rawValue)
        sink.reportUnknown(
            .unknownCatalogValue, "'\(text.value)' is not a valid value for \(description)", name: text.value,
            at: text.range,
            candidates: allowed, otherwise: "use one of " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        )
        return nil
    }
}
