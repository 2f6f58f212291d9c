import ConstruktRuntime

/// What a laid-out screen draws, in paint order, and where each node ended up.
public struct Canvas: Sendable {
    /// One thing to draw.
    enum Mark: Hashable, Sendable {
        case rect(Rect, fill: RGBAColor?, stroke: RGBAColor?, lineWidth: Double, radius: Double)
        case ellipse(Rect, fill: RGBAColor)
        case text(String, x: Double, baseline: Double, font: TextFont, color: RGBAColor, anchor: TextAnchor)
        case line(x1: Double, y1: Double, x2: Double, y2: Double, color: RGBAColor, width: Double)
        case gradient(Rect, colors: [RGBAColor], vertical: Bool, radius: Double)
        /// A group whose content is clipped to a rounded rectangle and drawn at an opacity.
        case beginGroup(clip: Rect?, radius: Double, opacity: Double)
        /// A group drawn larger or smaller around the centre of a frame (a view's `scale`).
        case beginScaled(Double, around: Rect)
        /// A group drawn moved down by a number of points, up when negative (a view's `offsetY`).
        case beginTranslated(y: Double)
        /// A group drawn stretched up by a number of points, its frame's bottom edge in place (a view's `stretchTop`).
        case beginStretched(top: Double, frame: Rect)
        case endGroup
    }

    /// How a line of text hangs off its x.
    enum TextAnchor: String, Hashable, Sendable {
        case start, middle, end
    }

    public let size: Size
    private(set) var marks: [Mark] = []
    /// The frame of every node placed, by its path in the tree (child indices from the root).
    public private(set) var frames: [[Int]: Rect] = [:]

    init(size: Size) {
        self.size = size
    }

    mutating func add(_ mark: Mark) {
        marks.append(mark)
    }

    mutating func record(_ frame: Rect, at path: [Int]) {
        frames[path] = frame
    }

    /// Draws what `other` draws after what this one does, and takes its frames.
    mutating func append(_ other: Canvas) {
        marks += other.marks
        frames.merge(other.frames) { _, placed in placed }
    }
}
