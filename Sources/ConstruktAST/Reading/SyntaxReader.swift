import ConstruktDiagnostics
import ConstruktYAML

/// The shared machinery of every file reader: shape checks (mapping, sequence, scalar), allowed
/// keys with did-you-mean, names, and the diagnostics collected on the way. Readers report a
/// problem once and carry on with what they could read, so one mistake gives one error.
struct SyntaxReader {
    let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(file: SourceFile) {
        self.file = file
    }

    func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(path: file.path, range: range)
    }

    /// Drops what was reported after the first `count` diagnostics: a tentative reading that turned
    /// out to be another one's to make.
    mutating func discardDiagnostics(after count: Int) {
        diagnostics.removeSubrange(count...)
    }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        labels: [Diagnostic.Label] = [], notes: [String] = [], help: String? = nil, fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(code, message, at: location(range), labels: labels, notes: notes, help: help, fixIts: fixIts))
    }

    /// The entries of a mapping, or `nil` (and CK0203) when `node` is another shape.
    mutating func mapping(_ node: YAMLNode, _ what: String) -> [YAMLMappingEntry]? {
        if let entries = node.mappingEntries { return entries }
        report(
            .wrongShape, "\(what) must be a mapping of `key: value` pairs, not \(Self.shapeName(node))", at: node.range)
        return nil
    }

    /// The items of a sequence, or `nil` (and CK0203) when `node` is another shape.
    mutating func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        if let items = node.sequenceItems { return items }
        report(.wrongShape, "\(what) must be a list, not \(Self.shapeName(node))", at: node.range)
        return nil
    }

    /// A scalar's text, or `nil` (and CK0203) when `node` is a collection.
    mutating func scalar(_ node: YAMLNode, _ what: String) -> String? {
        if let text = node.scalarText { return text }
        report(.wrongShape, "\(what) must be a single value, not \(Self.shapeName(node))", at: node.range)
        return nil
    }

    /// Reports every key of `entries` outside `allowed` (CK0201), suggesting the allowed key that
    /// `habits` gives for another tool's word, else the nearest allowed key.
    mutating func checkKeys(
        _ entries: [YAMLMappingEntry], allowed: [String], in place: String, habits: [String: String] = [:]
    ) {
        for entry in entries {
            guard let key = entry.key.scalarText, !allowed.contains(key) else { continue }
            let meant = habits[key] ?? NameSuggestion.nearest(to: key, among: allowed).first
            report(
                .unknownKey, "unknown key '\(key)' in \(place)", at: entry.key.range,
                notes: ["allowed here: " + allowed.joined(separator: ", ")],
                help: habits[key].map { "write '\($0)' for '\(key)'" } ?? NameSuggestion.help(for: key, among: allowed),
                fixIts: meant.map { [Diagnostic.FixIt(location(entry.key.range), replacement: $0)] } ?? []
            )
        }
    }

    /// Checks a mapping against its entry of the key table: each key the table does not list is
    /// unknown (CK0201, as in `checkKeys(_:allowed:in:)`), and each required key missing is reported
    /// (CK0202) at `range`, as missing from `owner` (`place` unless given), with the table's help,
    /// unless an unknown key is its misspelling.
    mutating func checkKeys(
        _ entries: [YAMLMappingEntry], of mapping: KeyedMapping, in place: String, missingAt range: SourceRange,
        missingFrom owner: String? = nil
    ) {
        let written = Set(entries.compactMap(\.key.scalarText))
        let unknown = entries.filter { $0.key.scalarText.map { !mapping.names.contains($0) } ?? false }
        let missing = mapping.keys.filter { $0.isRequired && !written.contains($0.name) }
        // One mistake, one error: the only unknown key, no near spelling of a known one, where the
        // only missing key belongs (`children:` in an `if` node is its `then:`).
        if unknown.count == 1, missing.count == 1, let key = unknown[0].key.scalarText,
            NameSuggestion.nearest(to: key, among: mapping.names).isEmpty
        {
            let meant = missing[0].name
            report(
                .unknownKey, "unknown key '\(key)' in \(place), which needs a '\(meant)' key", at: unknown[0].key.range,
                notes: ["allowed here: " + mapping.names.joined(separator: ", ")],
                help: "write '\(meant)' for '\(key)'",
                fixIts: [Diagnostic.FixIt(location(unknown[0].key.range), replacement: meant)])
            return
        }
        checkKeys(entries, allowed: mapping.names, in: place)
        // A misspelt required key is one mistake: its unknown key's fix-it writes it.
        let misspelt = Set(
            unknown.compactMap {
                $0.key.scalarText.flatMap { NameSuggestion.nearest(to: $0, among: mapping.names).first }
            })
        for key in mapping.keys where key.isRequired && !misspelt.contains(key.name) {
            _ = requireKey(key.name, in: entries, at: range, of: owner ?? place, help: key.missingHelp)
        }
    }

    /// Reports a missing required key (CK0202) at the mapping that lacks it.
    mutating func requireKey(
        _ key: String, in entries: [YAMLMappingEntry], at range: SourceRange, of place: String, help: String? = nil
    ) -> YAMLNode? {
        if let value = entries.first(where: { $0.key.scalarText == key })?.value { return value }
        // `an 'at' key`, `a 'url' key` (a key starting with u is read as "you").
        let article = "aeio".contains(key.first ?? "x") ? "an" : "a"
        report(.missingKey, "\(place) needs \(article) '\(key)' key", at: range, help: help)
        return nil
    }

    /// A name checked against a naming rule (CK0205 when it breaks it; the name is still returned).
    mutating func identifier(_ node: YAMLNode, rule: NamingRule, _ what: String) -> Identifier? {
        guard let text = scalar(node, what) else { return nil }
        // `accepts` rejects reserved names too, so the set is consulted only for a rejected name.
        if rule.accepts(text) {
            return Identifier(text, range: node.range)
        }
        if NamingRule.isReservedBySwift(text) {
            report(
                .invalidName, "\(what) '\(text)' is reserved by Swift", at: node.range,
                help: "Swift gives '\(text)' a meaning of its own even in backticks; choose another name")
        } else {
            let repaired = rule.repair(text)
            report(
                .invalidName, "\(what) '\(text)' is not \(rule.label)", at: node.range,
                help: repaired.map { "write it as '\($0)'" } ?? "use ASCII letters and digits, starting with a letter",
                fixIts: repaired.map { [Diagnostic.FixIt(location(node.range), replacement: $0)] } ?? []
            )
        }
        return Identifier(text, range: node.range)
    }

    /// Whether a node is written as nothing at all: `key:` with no value, or YAML's own null (`null`,
    /// `~`), which YAML libraries write for nothing.
    static func isAbsent(_ node: YAMLNode) -> Bool {
        if case .scalar(let text, .plain) = node.value { return ["", "null", "Null", "NULL", "~"].contains(text) }
        return false
    }

    static func shapeName(_ node: YAMLNode) -> String {
        switch node.value {
        case .scalar: return isAbsent(node) ? "nothing" : "a single value"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}

extension [YAMLMappingEntry] {
    /// The value stored under a key, if present.
    func value(_ key: String) -> YAMLNode? {
        first { $0.key.scalarText == key }?.value
    }

    /// The key node of a key, if present.
    func keyNode(_ key: String) -> YAMLNode? {
        first { $0.key.scalarText == key }?.key
    }
}
