/// How a picture differs from its reference (Docs/language.md, A scenario file, "Snapshots"): the
/// drawn elements (one per line of the SVG the preview writes) that are in one and not in the
/// other, and each picture with those elements outlined, for `test --report`.
public struct SnapshotDifference: Sendable, Equatable {
    public let reference: String
    public let actual: String
    /// Where the elements only the reference draws lie, in its coordinates.
    public let gone: [Rect]
    /// Where the elements only the picture draws lie (new, or drawn differently).
    public let added: [Rect]
    /// How many lines of each are not in the other.
    public let goneCount: Int
    public let addedCount: Int

    public init(reference: String, actual: String) {
        self.reference = reference
        self.actual = actual
        let referenceLines = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let onlyInReference = Self.unmatched(referenceLines, against: actualLines)
        let onlyInActual = Self.unmatched(actualLines, against: referenceLines)
        goneCount = onlyInReference.count
        addedCount = onlyInActual.count
        gone = onlyInReference.compactMap { SVGElementBox.box(ofLine: $0, in: referenceLines) }
        added = onlyInActual.compactMap { SVGElementBox.box(ofLine: $0, in: actualLines) }
    }

    /// What differs, in words: how many drawn elements changed, and the size when it changed.
    public var summary: String {
        let size = { (svg: String) in SVGElementBox.size(of: svg) }
        var parts = [
            "\(addedCount) drawn element\(addedCount == 1 ? " is" : "s are") new or changed, \(goneCount) of the reference's gone"
        ]
        if let now = size(actual), let before = size(reference), now != before {
            parts.append("it is \(now) points where the reference is \(before)")
        }
        return parts.joined(separator: "; ")
    }

    /// The reference with what the picture no longer draws outlined.
    public var highlightedReference: String { Self.outlined(reference, gone) }

    /// The picture with what the reference does not draw outlined.
    public var highlightedActual: String { Self.outlined(actual, added) }

    /// The indices of `lines` left when each line of `other` takes away one equal line.
    private static func unmatched(_ lines: [String], against other: [String]) -> [Int] {
        var available: [String: Int] = [:]
        for line in other { available[line, default: 0] += 1 }
        var left: [Int] = []
        for (index, line) in lines.enumerated() {
            if let count = available[line], count > 0 {
                available[line] = count - 1
            } else if !line.isEmpty {
                left.append(index)
            }
        }
        return left
    }

    private static func outlined(_ svg: String, _ boxes: [Rect]) -> String {
        guard !boxes.isEmpty, let end = svg.ranges(of: "</svg>").last else { return svg }
        let outlines = boxes.map { box in
            let padded = Rect(x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4)
            return
                "<rect x=\"\(SVGWriter.number(padded.x))\" y=\"\(SVGWriter.number(padded.y))\" width=\"\(SVGWriter.number(padded.width))\" height=\"\(SVGWriter.number(padded.height))\"/>\n"
        }
        return svg[..<end.lowerBound]
            + "<g fill=\"#ff2d55\" fill-opacity=\"0.12\" stroke=\"#ff2d55\" stroke-width=\"2\" stroke-dasharray=\"5 3\">\n"
            + outlines.joined() + "</g>\n" + svg[end.lowerBound...]
    }
}
