import ConstruktDiagnostics

/// Recognises the most common cause of a YAML syntax error in construkt files: an unquoted `${…}`
/// whose `: `, `{ }` or `,` libyaml read as structure. When the line where libyaml stopped holds an
/// unquoted `${` at or before that point, the error becomes CK0121 with the quoted line as help.
enum UnquotedExpressionCheck {
    static func diagnostic(at problem: SourcePosition, in file: SourceFile) -> Diagnostic? {
        let bytes = file.bytes
        guard problem.line >= 1, problem.line <= file.lineCount else { return nil }
        let lineStart = file.lineStarts[problem.line - 1]
        let lineEnd = file.lineContentEnd(fromOffset: lineStart)
        guard let expression = lastUnquotedExpression(in: bytes, from: lineStart, to: lineEnd, before: problem.offset),
            expression.contains(problem.offset)
        else {
            return nil
        }
        let expressionText = String(decoding: bytes[expression], as: UTF8.self)
        let quoted = quote(expressionText)
        var indentEnd = lineStart
        while indentEnd < expression.lowerBound, bytes[indentEnd] == 0x20 { indentEnd += 1 }
        let before = String(decoding: bytes[indentEnd..<expression.lowerBound], as: UTF8.self)
        let after = String(
            decoding: bytes[expression.upperBound..<trimmedEnd(bytes, from: expression.upperBound, to: lineEnd)],
            as: UTF8.self)
        let range = file.range(fromOffset: expression.lowerBound, toOffset: expression.upperBound)
        return Diagnostic(
            .unquotedExpression,
            "the expression '\(TextDisplay.quoted(expressionText))' must be quoted: YAML reads its \(structureCharacters(in: expressionText)) as structure",
            at: file.location(range),
            help: "quote the value: \(before)\(quoted)\(after)",
            fixIts: [Diagnostic.FixIt(file.location(range), replacement: quoted)]
        )
    }

    /// The byte range of the last `${…}` that starts outside quotes before `limit`, up to its
    /// matching `}` or, when it is not closed on the line, to the line's end.
    private static func lastUnquotedExpression(in bytes: [UInt8], from start: Int, to end: Int, before limit: Int)
        -> Range<Int>?
    {
        var found: Range<Int>?
        var quote: UInt8?
        var cursor = start
        while cursor < end, cursor <= limit {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") {
                    cursor += 1
                } else if byte == open {
                    quote = nil
                }
                cursor += 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let previous = cursor > start ? bytes[cursor - 1] : 0x20
                if [
                    0x20, UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: "-"),
                ].contains(previous) {
                    quote = byte
                }
            } else if byte == UInt8(ascii: "#"), cursor > start, bytes[cursor - 1] == 0x20 {
                break
            } else if byte == UInt8(ascii: "$"), cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: "{") {
                let close = matchingBrace(in: bytes, from: cursor + 1, to: end)
                found = cursor..<close
            }
            cursor += 1
        }
        return found
    }

    private static func matchingBrace(in bytes: [UInt8], from open: Int, to end: Int) -> Int {
        var depth = 0
        var cursor = open
        while cursor < end {
            if bytes[cursor] == UInt8(ascii: "{") { depth += 1 }
            if bytes[cursor] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return trimmedEnd(bytes, from: open, to: end)
    }

    private static func trimmedEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var cursor = end
        if let comment = commentStart(bytes, from: start, to: end) { cursor = comment }
        while cursor > start, bytes[cursor - 1] == 0x20 || bytes[cursor - 1] == 0x09 { cursor -= 1 }
        return cursor
    }

    private static func commentStart(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var cursor = start
        while cursor < end {
            if bytes[cursor] == UInt8(ascii: "#"), cursor > start, bytes[cursor - 1] == 0x20 { return cursor }
            cursor += 1
        }
        return nil
    }

    private static func quote(_ text: String) -> String {
        if text.contains("\""), !text.contains("'") { return "'\(text)'" }
        return "\"" + text.replacingBackslashesAndQuotes() + "\""
    }

    private static func structureCharacters(in text: String) -> String {
        if text.contains(": ") || text.hasSuffix(":") { return "':'" }
        if text.contains(" #") { return "'#'" }
        return "'{', '}' and ','"
    }
}

extension String {
    fileprivate func replacingBackslashesAndQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
