/// Builds the text of one generated Swift file line by line: the header, indentation, blocks and
/// doc comments, with deterministic output (four-space indentation, LF line breaks, no trailing
/// spaces, no blank line twice in a row or at the end, one final line break, a line longer than
/// 120 columns broken at its widest bracket where it can be: `LineBreaking`).
///
/// Every code line must be printable ASCII, which holds when its text is made only of the
/// emitter's own words, `SwiftIdentifier`s and `SwiftStringLiteral`s; anything else (a raw user
/// value, a catalog's Swift template that was not checked) is an emitter bug and stops the
/// program. Comments take only `StaticString`s, text written in the emitter's source, so user text
/// can never reach a comment; the one exception is the header's path, checked by
/// `GeneratedFileHeader`.
public struct SwiftCodeWriter: Sendable {
    /// The UTF-8 of the text so far, every line ended by a line break; one buffer, so a file is
    /// not also held as an array of line strings.
    private var text: [UInt8] = []
    private var depth = 0

    /// A file that starts with `header`.
    public init(header: GeneratedFileHeader) {
        text = Array(header.line.utf8)
        text.append(Self.lineBreak)
    }

    /// Lines written ahead of their place, `depth` levels in, which `append(_:)` then adds to the
    /// writer whose indentation there is `depth`, after a line that is not blank.
    init(indentation depth: Int) {
        self.depth = depth
    }

    /// An empty writer at this one's indentation, for lines that `append(_:)` adds here later.
    func fragment() -> SwiftCodeWriter {
        SwiftCodeWriter(indentation: depth)
    }

    /// Whether the last line written is empty (the header line never is; a fragment's text
    /// follows a line that is not).
    private var endsWithBlankLine: Bool {
        guard text.last == Self.lineBreak else { return false }
        return text.count == 1 || text[text.count - 2] == Self.lineBreak
    }

    private static let lineBreak = UInt8(ascii: "\n")

    /// One line of code at the current indentation; trailing spaces are dropped.
    public mutating func line(_ code: String) {
        var code = code
        code.withUTF8 { bytes in write(bytes, opensBlock: false) }
    }

    /// Writes `code` as one line at the current indentation, followed by ` {` when it `opensBlock`,
    /// else without its trailing spaces, found from its end; every byte must be printable ASCII.
    private mutating func write(_ code: UnsafeBufferPointer<UInt8>, opensBlock: Bool) {
        guard code.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else {
            preconditionFailure(
                "generated code must be printable ASCII on one line: \(String(decoding: code, as: UTF8.self).debugDescription)"
            )
        }
        var kept = code.count
        if !opensBlock {
            while kept > 0, code[kept - 1] == UInt8(ascii: " ") { kept -= 1 }
            guard kept > 0 else { return blankLine() }
        }
        // Code that carries its own indentation (statements written a few levels in) is broken as
        // if written that far in.
        var lead = 0
        while lead < kept, code[lead] == UInt8(ascii: " ") { lead += 1 }
        let line = UnsafeBufferPointer(rebasing: code[lead..<kept])
        let pieces = LineBreaking.pieces(of: line, indentation: indentation + lead, trailing: opensBlock ? 2 : 0)
        lastLineWasBroken = pieces.count > 1
        for (index, piece) in pieces.enumerated() {
            if index > 0 { text.append(Self.lineBreak) }
            writeIndentation(extra: lead + 4 * piece.level)
            text.append(contentsOf: UnsafeBufferPointer(rebasing: line[piece.range]))
        }
        if opensBlock {
            text.append(UInt8(ascii: " "))
            text.append(UInt8(ascii: "{"))
        }
        text.append(Self.lineBreak)
    }

    /// Spaces enough for most indentations, copied whole.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// The indentation of a line, and `extra` columns more (what the bracket of a line broken at 120
    /// columns holds goes one level in: `LineBreaking`).
    private mutating func writeIndentation(extra: Int = 0) {
        var remaining = 4 * depth + extra
        while remaining > 0 {
            let count = min(remaining, Self.spaces.count)
            text.append(contentsOf: Self.spaces[..<count])
            remaining -= count
        }
    }

    /// An empty line, unless the previous line is already empty.
    /// Whether nothing was written (a fragment's lines not yet given).
    var isEmpty: Bool { text.isEmpty }

    /// The columns a line written now is indented by.
    public var indentation: Int { 4 * depth }

    public mutating func blankLine() {
        guard !endsWithBlankLine else { return }
        text.append(Self.lineBreak)
    }

    /// `opening {`, then `body` indented one level, then `closing` (`}` unless given, e.g. `})`).
    public mutating func block<Failure: Error>(
        _ opening: String, closing: String = "}", _ body: (inout SwiftCodeWriter) throws(Failure) -> Void
    ) throws(Failure) {
        var opening = opening
        opening.withUTF8 { bytes in write(bytes, opensBlock: true) }
        depth += 1
        try body(&self)
        depth -= 1
        line(closing)
    }

    /// `body` indented one level, with no braces around it: a modifier chain under its view, a
    /// `switch` case's statements.
    public mutating func indented<Failure: Error>(_ body: (inout SwiftCodeWriter) throws(Failure) -> Void)
        throws(Failure)
    {
        depth += 1
        try body(&self)
        depth -= 1
    }

    /// Whether the last line written was broken at its widest bracket, so that it ends with the
    /// closing bracket alone at its indentation.
    private var lastLineWasBroken = false

    /// `body` as the modifier chain of the line just written: one level in, or, after a line
    /// broken at its bracket, level with the closing bracket, as swift-format writes a chain.
    public mutating func chain<Failure: Error>(_ body: (inout SwiftCodeWriter) throws(Failure) -> Void)
        throws(Failure)
    {
        guard lastLineWasBroken else { return try indented(body) }
        try body(&self)
    }

    /// The lines of `fragment`, written at this writer's current indentation.
    mutating func append(_ fragment: SwiftCodeWriter) {
        precondition(fragment.depth == depth, "a fragment is appended at the indentation it was written for")
        text += fragment.text
    }

    /// Drops the lines for which `isDropped`, given each line without its indentation in order, holds.
    mutating func dropLines(where isDropped: (Substring) -> Bool) {
        var kept: [UInt8] = []
        for line in text.split(separator: Self.lineBreak, omittingEmptySubsequences: false).dropLast()
        where !isDropped(Substring(decoding: line.drop { $0 == UInt8(ascii: " ") }, as: UTF8.self)) {
            kept += line
            kept.append(Self.lineBreak)
        }
        text = kept
    }

    /// A `///` doc comment, one comment line per line of `comment`, each without trailing spaces.
    public mutating func docComment(_ comment: StaticString) {
        comment.withUTF8Buffer { comment in
            precondition(
                comment.allSatisfy { (0x20...0x7E).contains($0) || $0 == Self.lineBreak },
                "a doc comment must be printable ASCII")
            for commentLine in comment.split(separator: Self.lineBreak, omittingEmptySubsequences: false) {
                writeIndentation()
                text.append(contentsOf: "///".utf8)
                if let last = commentLine.lastIndex(where: { $0 != UInt8(ascii: " ") }) {
                    text.append(UInt8(ascii: " "))
                    text.append(contentsOf: commentLine[...last])
                }
                text.append(Self.lineBreak)
            }
        }
    }

    /// A `///` doc comment line that lists names: `lead`, then each name after `prefix` in
    /// backticks, separated by commas, then a full stop (`/// Sent by the host app: `.pageLoaded`.`).
    /// The names are Swift identifiers, so the line stays printable ASCII made of the emitter's words.
    public mutating func docComment(_ lead: StaticString, listing names: [SwiftIdentifier], prefix: StaticString) {
        let prefix = prefix.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        docComment(lead)
        text.removeLast()
        let listed = names.map { "`" + prefix + $0.name + "`" }.joined(separator: ", ")
        text.append(contentsOf: " \(listed).".utf8)
        text.append(Self.lineBreak)
    }

    /// The file's text.
    public var contents: String {
        String(decoding: endsWithBlankLine ? text.dropLast() : text[...], as: UTF8.self)
    }
}
