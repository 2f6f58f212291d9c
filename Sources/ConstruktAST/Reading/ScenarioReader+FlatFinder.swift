import ConstruktDiagnostics
import ConstruktYAML

/// A `type` step written as other UI-testing tools write it, the finder's keys beside the text
/// (`type: { id: username, text: ada }`): one mistake, so one error, whose fix-it nests the finder
/// under `into:` (`type: { into: { id: username }, text: ada }`).
extension SyntaxReader {
    /// Reports the flat finder and returns `true` when `fields` are one; then nothing else is said
    /// about the step.
    mutating func reportFlatFinder(_ fields: [YAMLMappingEntry], of value: YAMLNode) -> Bool {
        let finderKeys = ["id", "type", "index"]
        guard !fields.contains(where: { $0.key.scalarText == "into" }),
            fields.contains(where: { finderKeys.contains($0.key.scalarText ?? "") }),
            fields.allSatisfy({ entry in entry.key.scalarText.map { $0 == "text" || finderKeys.contains($0) } ?? false }
            )
        else { return false }
        let finder = fields.filter { finderKeys.contains($0.key.scalarText ?? "") }.map(sourceText).joined(
            separator: ", ")
        let text = fields.first { $0.key.scalarText == "text" }.map { ", " + sourceText($0) } ?? ""
        let rewritten = "{ into: { \(finder) }\(text) }"
        report(
            .missingKey, "a 'type' step names its field under 'into:'", at: value.range,
            help: "nest the finder: 'type: \(rewritten)'",
            fixIts: [Diagnostic.FixIt(location(value.range), replacement: rewritten)])
        return true
    }

    /// `key: value` as written in the file.
    private func sourceText(_ entry: YAMLMappingEntry) -> String {
        let bytes = file.bytes
        let start = min(entry.key.range.start.offset, bytes.count)
        let end = min(max(entry.value.range.end.offset, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
