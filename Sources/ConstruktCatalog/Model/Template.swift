/// Swift text with `{{…}}` holes (CATALOG-FORMAT.md §12). Everything outside the holes is copied
/// verbatim; the emitter fills the holes and escapes only what it substitutes.
public struct Template: Hashable, Sendable, CustomStringConvertible {
    /// A run of verbatim Swift or one hole.
    public enum Segment: Hashable, Sendable {
        case text(String)
        case hole(TemplateHole)
    }

    /// The template exactly as written in the catalog.
    public let text: String
    public let segments: [Segment]

    public init(text: String, segments: [Segment]) {
        self.text = text
        self.segments = segments
    }

    /// The holes in order of appearance.
    public var holes: [TemplateHole] {
        segments.compactMap { segment in
            if case .hole(let hole) = segment { return hole }
            return nil
        }
    }

    /// The text with every hole replaced by `fill(hole)`.
    public func render(_ fill: (TemplateHole) -> String) -> String {
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text): result += text
            case .hole(let hole): result += fill(hole)
            }
        }
        return result
    }

    public var description: String { text }
}
