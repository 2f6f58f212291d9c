/// Decodes the source of a literal (`|`) or folded (`>`) block scalar the way libyaml does,
/// keeping for each decoded character the source bytes it came from.
///
/// The source starts at the indicator. The header may carry a chomping indicator (`-`, `+`) and an
/// indentation indicator (a digit) in either order, then an optional comment. Content lines lose
/// their indentation (given, or detected from the first non-empty line); a folded scalar joins
/// lines of equal indentation with a space. libyaml adds an explicit indentation indicator to the
/// indentation of the enclosing block, which the caller works out from the indicator's line
/// (`ScalarSourceMap.enclosingIndent`); where that guess is wrong (a header alone on its line),
/// `ScalarSourceMap` falls back to the nearest position it knows.
enum BlockScalarDecoder {
    static func decode(_ source: [MappedScalar], literal: Bool, enclosingIndent: Int) -> [MappedScalar] {
        var reader = Reader(source: source)
        reader.index = 1
        var chomping = 0
        var increment = 0
        for _ in 0..<2 {
            guard let current = reader.current else { break }
            if current == "+" || current == "-" {
                chomping = current == "+" ? 1 : -1
                reader.index += 1
            } else if ("1"..."9").contains(current) {
                increment = Int(current.value) - 48
                reader.index += 1
            }
        }
        while let current = reader.current, !current.isLineBreak { reader.index += 1 }
        if reader.current != nil { _ = reader.consumeBreak() }
        reader.column = 0

        var indent = increment > 0 ? max(enclosingIndent, 0) + increment : 0
        var output: [MappedScalar] = []
        var leadingBreak: [MappedScalar] = []
        var leadingBlank = false
        var trailingBreaks = reader.scanBreaks(indent: &indent, enclosingIndent: enclosingIndent)
        while reader.column == indent, let current = reader.current {
            let trailingBlank = current.isBlank
            if !literal, leadingBreak.first?.scalar == "\n", !leadingBlank, !trailingBlank {
                if trailingBreaks.isEmpty, let fold = leadingBreak.first {
                    output.append(MappedScalar(scalar: " ", start: fold.start, end: fold.end))
                }
            } else {
                output += leadingBreak
            }
            leadingBreak.removeAll()
            output += trailingBreaks
            trailingBreaks.removeAll()
            leadingBlank = current.isBlank
            while let character = reader.current, !character.isLineBreak {
                output.append(source[reader.index])
                reader.index += 1
                reader.column += 1
            }
            guard reader.current != nil else { break }
            leadingBreak = [reader.consumeBreak()]
            trailingBreaks = reader.scanBreaks(indent: &indent, enclosingIndent: enclosingIndent)
        }
        if chomping != -1 { output += leadingBreak }
        if chomping == 1 { output += trailingBreaks }
        return output
    }

    /// A cursor over the source characters that tracks the column on the current line.
    private struct Reader {
        let source: [MappedScalar]
        var index = 0
        var column = 0

        var current: Unicode.Scalar? { index < source.count ? source[index].scalar : nil }

        mutating func consumeBreak() -> MappedScalar {
            let lineBreak = FlowScalarDecoder.consumeBreak(source, &index, source.count)
            column = 0
            return lineBreak
        }

        /// Skips indentation and collects the breaks of empty lines; when the indentation is not
        /// yet known, detects it from the first non-empty line.
        mutating func scanBreaks(indent: inout Int, enclosingIndent: Int) -> [MappedScalar] {
            var breaks: [MappedScalar] = []
            var maxIndent = 0
            while true {
                while indent == 0 || column < indent, current == " " {
                    index += 1
                    column += 1
                }
                maxIndent = max(maxIndent, column)
                guard let character = current, character.isLineBreak else { break }
                breaks.append(consumeBreak())
            }
            if indent == 0 { indent = max(maxIndent, enclosingIndent + 1, 1) }
            return breaks
        }
    }
}
