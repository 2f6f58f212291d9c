import ConstruktDiagnostics
import ConstruktYAML

/// Maps each Unicode scalar of a scalar value's decoded text back to the source bytes it was read
/// from, so that a diagnostic about a piece of the value points at the right line and column even
/// when escapes (`\"`, `\u00e9`, `''`), line folding or block indentation make the decoded text
/// differ from the source.
///
/// The map re-scans the node's source bytes with the rules of its style and aligns the result with
/// the decoded text libyaml produced. Where the two disagree (a node built by hand, a block scalar
/// whose indentation cannot be told from its own lines), the characters that differ map to the
/// nearest source span known to agree; no input makes the map fail.
public struct ScalarSourceMap: Sendable {
    /// The decoded text of the value, as Unicode scalars; indices into it are what the map takes.
    public let scalars: [Unicode.Scalar]
    /// The file the value was read from.
    public let file: SourceFile
    private let layout: Layout

    /// Where the scalars' source bytes are.
    private enum Layout: Sendable {
        /// The text is its own source, as most values are: one line of ASCII without escapes, the
        /// scalar at index `i` is the byte at `start.offset + i`, in the column `start.column + i`.
        case verbatim(start: SourcePosition)
        /// Each scalar's source span, found by decoding the source again and aligning it.
        case decoded(starts: [Int], ends: [Int], contentEnd: Int, positions: SpanPositions)
    }

    /// The map for a scalar with decoded `text`, written in `style` at `range` of `file`.
    public init(text: String, style: ScalarStyle, range: SourceRange, in file: SourceFile) {
        self.file = file
        self.scalars = Array(text.unicodeScalars)
        if let start = Self.verbatimStart(of: text, style: style, range: range, in: file) {
            layout = .verbatim(start: start)
            return
        }
        let byteCount = file.bytes.count
        let lower = min(max(range.start.offset, 0), byteCount)
        let upper = min(max(range.end.offset, lower), byteCount)
        let source = MappedScalar.sourceScalars(of: file.bytes, in: lower..<upper)
        let rescanned: [MappedScalar] =
            switch style {
            case .plain, .singleQuoted, .doubleQuoted:
                FlowScalarDecoder.decode(source, style: style)
            case .literal, .folded:
                BlockScalarDecoder.decode(
                    source, literal: style == .literal,
                    enclosingIndent: Self.enclosingIndent(ofBlockScalarAt: lower, in: file.bytes)
                )
            }
        let (starts, ends) = Self.align(scalars, with: rescanned, fallback: lower..<upper)
        layout = .decoded(
            starts: starts, ends: ends, contentEnd: rescanned.last?.end ?? upper,
            positions: SpanPositions(lower..<upper, in: file))
    }

    /// Where a scalar's text starts in the file when the text is its own source: one line, ASCII,
    /// and exactly the bytes between the quotes (an escape or a doubled quote would make the
    /// source longer than the text), so no decoding is needed to map it.
    private static func verbatimStart(of text: String, style: ScalarStyle, range: SourceRange, in file: SourceFile)
        -> SourcePosition?
    {
        let quote: Int
        switch style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return nil
        }
        let start = range.start.offset + quote
        let count = text.utf8.count
        guard count > 0, range.start.line == range.end.line, range.start.offset >= 0,
            start + count + quote == range.end.offset, range.end.offset <= file.bytes.count
        else { return nil }
        var offset = start
        for byte in text.utf8 {
            guard byte < 0x80, file.bytes[offset] == byte else { return nil }
            offset += 1
        }
        return SourcePosition(line: range.start.line, column: range.start.column + quote, offset: start)
    }

    /// The map for a scalar node, or `nil` when the node is a mapping or a sequence.
    public init?(node: YAMLNode, in file: SourceFile) {
        guard case .scalar(let text, let style) = node.value else { return nil }
        self.init(text: text, style: style, range: node.range, in: file)
    }

    /// The source range of the decoded scalars `range`: from the first byte of the first to just
    /// past the last byte of the last. An empty range maps to an empty range where its scalar is.
    public func range(ofScalars range: Range<Int>) -> SourceRange {
        let lower = min(max(range.lowerBound, 0), scalars.count)
        let upper = min(max(range.upperBound, lower), scalars.count)
        switch layout {
        case .verbatim(let start):
            func position(_ index: Int) -> SourcePosition {
                SourcePosition(line: start.line, column: start.column + index, offset: start.offset + index)
            }
            return SourceRange(start: position(lower), end: position(upper))
        case .decoded(let starts, let ends, let contentEnd, let positions):
            let start = lower < starts.count ? starts[lower] : ends.last ?? contentEnd
            let end = upper > lower ? max(ends[upper - 1], start) : start
            return SourceRange(start: positions.position(atOffset: start), end: positions.position(atOffset: end))
        }
    }

    /// `range(ofScalars:)` in the file, as a diagnostic location.
    public func location(ofScalars range: Range<Int>) -> SourceLocation {
        SourceLocation(path: file.path, range: self.range(ofScalars: range))
    }

    /// Source spans for `decoded`: those of `rescanned` where both agree (a common prefix and a
    /// common suffix); the differing middle maps to the span between them.
    private static func align(
        _ decoded: [Unicode.Scalar], with rescanned: [MappedScalar], fallback: Range<Int>
    ) -> ([Int], [Int]) {
        if rescanned.count == decoded.count, zip(decoded, rescanned).allSatisfy({ $0 == $1.scalar }) {
            return (rescanned.map(\.start), rescanned.map(\.end))
        }
        let shorter = min(decoded.count, rescanned.count)
        var prefix = 0
        while prefix < shorter, decoded[prefix] == rescanned[prefix].scalar { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix,
            decoded[decoded.count - 1 - suffix] == rescanned[rescanned.count - 1 - suffix].scalar
        {
            suffix += 1
        }
        let middleStart =
            prefix < rescanned.count
            ? rescanned[prefix].start
            : (rescanned.last?.end ?? fallback.lowerBound)
        let middleEnd =
            rescanned.count - suffix > prefix
            ? rescanned[rescanned.count - suffix - 1].end
            : middleStart
        var starts: [Int] = []
        var ends: [Int] = []
        starts.reserveCapacity(decoded.count)
        ends.reserveCapacity(decoded.count)
        for index in decoded.indices {
            if index < prefix {
                starts.append(rescanned[index].start)
                ends.append(rescanned[index].end)
            } else if index >= decoded.count - suffix {
                let source = rescanned[rescanned.count - (decoded.count - index)]
                starts.append(source.start)
                ends.append(source.end)
            } else {
                starts.append(middleStart)
                ends.append(max(middleEnd, middleStart))
            }
        }
        return (starts, ends)
    }

    /// The indentation of the block that holds a block scalar whose indicator is at `offset`, as
    /// libyaml counts it: the column of the mapping key on the indicator's line (`  key: |` → 2,
    /// `- key: |` → 2), or of the last `- ` when the scalar is itself a sequence item (`- |` → 0),
    /// or -1 when nothing precedes the indicator on its line.
    static func enclosingIndent(ofBlockScalarAt offset: Int, in bytes: [UInt8]) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        var index = offset
        while index > 0, bytes[index - 1] != 0x0A, bytes[index - 1] != 0x0D { index -= 1 }
        var column = 0
        var lastDash: Int?
        while index < offset {
            if bytes[index] == 0x20 {
                index += 1
                column += 1
            } else if bytes[index] == 0x2D, index + 1 < bytes.count,
                bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09
            {
                lastDash = column
                index += 1
                column += 1
            } else {
                return column
            }
        }
        return lastDash ?? -1
    }
}
