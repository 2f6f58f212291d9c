/// The part of one source line a snippet prints. A line up to `widest` cells prints whole; a longer
/// one (a long string, a flow mapping written on one line, a minified file) prints as the cells
/// around its marks, cut between characters, with `...` where text was left out, as rustc does.
/// Marks are moved with the text and clipped to it.
struct SnippetWindow {
    /// The widest source text printed whole, in cells.
    static let widest = 120
    /// How many cells before the first mark the window keeps, when the line leaves room.
    static let contextBefore = 40
    static let ellipsis = "..."

    /// The text to print after the gutter.
    let text: String
    /// The cells of the whole line that `text` shows; `nil` when it shows the whole line.
    private let shownCells: Range<Int>?
    /// Cells of `text` before the first shown cell: the width of a leading ellipsis, or 0.
    private let lead: Int

    /// The window of `line` for `marks` (cells of the whole line); a line without marks shows its
    /// start. Every mark is shown, and of a long one at least its first 80 cells.
    init(_ line: DisplayLine, marks: [(start: Int, width: Int)]) {
        let firstStart = marks.map(\.start).min() ?? 0
        let lastEnd = marks.map { $0.start + min($0.width, Self.widest - Self.contextBefore) }.max() ?? 0
        guard line.width > Self.widest else {
            text = line.text
            shownCells = nil
            lead = 0
            return
        }
        var left = max(firstStart - Self.contextBefore, 0)
        let right = min(max(left + Self.widest, lastEnd), line.width)
        left = max(min(left, right - Self.widest), 0)
        let columns = line.columns(within: left..<right)
        let shownCells = line.startCell(ofColumn: columns.lowerBound)..<line.startCell(ofColumn: columns.upperBound)
        let cutBefore = columns.lowerBound > 0
        let cutAfter = columns.upperBound < line.scalarCount
        text = (cutBefore ? Self.ellipsis : "") + line.text(ofColumns: columns) + (cutAfter ? Self.ellipsis : "")
        self.shownCells = shownCells
        lead = cutBefore ? Self.ellipsis.count : 0
    }

    /// Where marks from `start` over `width` cells of the whole line go under `text`: unchanged
    /// when the line prints whole, else moved with the text, clipped to it and at least one cell wide.
    func place(start: Int, width: Int) -> (start: Int, width: Int) {
        guard let shownCells else { return (start, width) }
        let visibleStart = min(max(start, shownCells.lowerBound), shownCells.upperBound)
        let visibleEnd = min(max(start + width, shownCells.lowerBound), shownCells.upperBound)
        return (lead + visibleStart - shownCells.lowerBound, max(visibleEnd - visibleStart, 1))
    }
}
