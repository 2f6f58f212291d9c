/// One source line as the human format prints it, with a map from source columns (Unicode scalars)
/// to terminal cells, so that carets line up under tabs, wide characters and combining marks.
///
/// Tabs expand to the next multiple of four cells. Characters that would disturb a terminal
/// (control characters, line separators, bidirectional overrides) print as visible stand-ins.
struct DisplayLine {
    static let tabWidth = 4

    /// The line ready to print.
    let text: String
    /// `cellOffsets[i]` is the cell where the scalar at 0-based column `i` starts; the last entry is
    /// the width of the whole line.
    private let cellOffsets: [Int]
    /// Where each scalar is blank (space or tab), to find a line's indentation.
    private let blanks: [Bool]
    /// What each scalar prints as: itself, its visible stand-in, or a tab (spaces to the next stop).
    private let shown: [Unicode.Scalar]

    init(_ source: String) {
        var offsets: [Int] = [0]
        var blanks: [Bool] = []
        var shown: [Unicode.Scalar] = []
        var cell = 0
        for scalar in source.unicodeScalars {
            if scalar == "\t" {
                cell += Self.tabWidth - cell % Self.tabWidth
                shown.append(scalar)
            } else {
                let standIn = Self.visibleStandIn(for: scalar) ?? scalar
                cell += DisplayWidth.of(standIn)
                shown.append(standIn)
            }
            offsets.append(cell)
            blanks.append(scalar == " " || scalar == "\t")
        }
        self.cellOffsets = offsets
        self.blanks = blanks
        self.shown = shown
        self.text = Self.text(of: shown.indices, shown: shown, cellOffsets: offsets)
    }

    /// The lines of a message, note or help, each as it prints, so that text quoted from a file
    /// can never drive the terminal.
    static func printableLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { DisplayLine(String($0)).text }
    }

    /// The number of Unicode scalars in the line.
    var scalarCount: Int { blanks.count }

    /// The cell where a 1-based column starts; columns past the end take one cell each.
    func cell(atColumn column: Int) -> Int {
        let index = max(column - 1, 0)
        if index < cellOffsets.count { return cellOffsets[index] }
        return cellOffsets[cellOffsets.count - 1] + index - scalarCount
    }

    /// The cells the whole line takes.
    var width: Int { cellOffsets[cellOffsets.count - 1] }

    /// The 0-based columns of the scalars drawn wholly inside `cells`, without the zero-width
    /// marks that would combine with a character left outside.
    func columns(within cells: Range<Int>) -> Range<Int> {
        var lower = 0
        while lower < scalarCount, cellOffsets[lower] < cells.lowerBound {
            lower += 1
        }
        while lower > 0, lower < scalarCount, cellOffsets[lower + 1] == cellOffsets[lower] {
            lower += 1
        }
        var upper = lower
        while upper < scalarCount, cellOffsets[upper + 1] <= cells.upperBound {
            upper += 1
        }
        return lower..<upper
    }

    /// The cell where the scalar at 0-based `column` starts, or the line's width past its end.
    func startCell(ofColumn column: Int) -> Int {
        cellOffsets[min(column, scalarCount)]
    }

    /// The printed text of the scalars at 0-based `columns`, tabs drawn as wide as in the whole line.
    func text(ofColumns columns: Range<Int>) -> String {
        Self.text(of: columns, shown: shown, cellOffsets: cellOffsets)
    }

    /// The 1-based column of the first character that is not a space or a tab.
    var firstContentColumn: Int {
        (blanks.firstIndex(of: false) ?? scalarCount) + 1
    }

    private static func text(of columns: Range<Int>, shown: [Unicode.Scalar], cellOffsets: [Int]) -> String {
        var text = ""
        for column in columns {
            if shown[column] == "\t" {
                text += String(repeating: " ", count: cellOffsets[column + 1] - cellOffsets[column])
            } else {
                text.unicodeScalars.append(shown[column])
            }
        }
        return text
    }

    private static func visibleStandIn(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)  // control pictures ␀…␟
        case 0x7F: "\u{2421}"  // ␡
        case 0x80...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: nil
        }
    }
}
