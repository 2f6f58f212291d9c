import ConstruktDiagnostics
import ConstruktYAML

/// Maps a piece of a scalar's text back to its source range, so that a diagnostic about one hole of
/// a template or one name of a type expression underlines just that part.
enum ScalarRanges {
    /// The source range of the UTF-8 byte range `part` of the node's text. Exact when the scalar sits
    /// on one line and has no escapes (then text bytes and source bytes correspond one to one);
    /// otherwise the whole scalar.
    static func range(of part: Range<Int>, in node: YAMLNode, file: SourceFile) -> SourceRange {
        guard case .scalar(let text, let style) = node.value, node.range.start.line == node.range.end.line else {
            return node.range
        }
        let opening: Int
        switch style {
        case .plain: opening = 0
        case .singleQuoted, .doubleQuoted: opening = 1
        case .literal, .folded: return node.range
        }
        // Equal lengths mean no escapes and no folding: source and text bytes line up.
        guard node.range.end.offset - node.range.start.offset == text.utf8.count + 2 * opening else {
            return node.range
        }
        let start = node.range.start.offset + opening
        return SourceRange(
            start: file.position(atOffset: start + part.lowerBound),
            end: file.position(atOffset: start + part.upperBound))
    }
}
