import ConstruktDiagnostics

/// A quoted value whose closing quote is missing from its line, while the next line (comments and
/// blank lines aside) reads as a new `key: value` or `- item`: the string runs on to the next quote of the file, and whatever
/// goes wrong after that (a syntax error further down, a comment glued to a quote, a string never
/// closed) follows from it. It is reported once, at the opening quote.
enum RunawayQuote {
    /// The first runaway quote on a line up to `lastLine`, as its diagnostic.
    static func diagnostic(in file: SourceFile, through lastLine: Int) -> Diagnostic? {
        let lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in lines.indices.dropLast() where index + 1 <= lastLine {
            // The next line with YAML on it: comments and blank lines between do not count.
            guard let (column, quote) = opening(in: lines[index]),
                let next = lines[(index + 1)...].first(where: { !isBlankOrComment($0) }), startsEntry(next)
            else { continue }
            let position = file.position(zeroBasedLine: index, column: column)
            let labels =
                closing(of: UInt8(quote.value), after: position.offset, in: file).map {
                    [Diagnostic.Label(file.location(file.characterRange(at: $0)), "the next \(quote) closes it here")]
                } ?? []
            return Diagnostic(
                .yamlSyntax,
                "this quoted string is not closed on its line, so it runs on into the lines below",
                at: file.location(file.characterRange(at: position)),
                labels: labels,
                help: "add the closing \(quote) at the end of the value"
            )
        }
        return nil
    }

    /// The column (0-based, in Unicode scalars, as libyaml counts) of a quote that opens a value
    /// and is not closed on the line, with the quote; `nil` when there is none.
    private static func opening(in line: Substring) -> (column: Int, quote: Unicode.Scalar)? {
        let characters = Array(line.unicodeScalars)
        var index = 0
        while index < characters.count, characters[index] == " " { index += 1 }
        if characters[index...].starts(with: ["-", " "]) { index += 2 }
        if characters[index...].first == "#" { return nil }
        while index < characters.count, characters[index] != ":" { index += 1 }
        guard index + 1 < characters.count, characters[index + 1] == " " else { return nil }
        index += 2
        while index < characters.count, characters[index] == " " { index += 1 }
        guard index < characters.count, characters[index] == "\"" || characters[index] == "'" else { return nil }
        let quote = characters[index]
        var cursor = index + 1
        while cursor < characters.count {
            if quote == "\"", characters[cursor] == "\\" {
                cursor += 2
                continue
            }
            if characters[cursor] == quote {
                if quote == "'", cursor + 1 < characters.count, characters[cursor + 1] == "'" {
                    cursor += 2
                    continue
                }
                return nil
            }
            cursor += 1
        }
        return (index, quote)
    }

    /// Where the quote opened at `offset` is closed: its next `quote` byte (a `\` escapes one in
    /// a double-quoted string, `''` is one in a single-quoted string).
    private static func closing(of quote: UInt8, after offset: Int, in file: SourceFile) -> SourcePosition? {
        let bytes = file.bytes
        var cursor = offset + 1
        while cursor < bytes.count {
            if quote == UInt8(ascii: "\""), bytes[cursor] == UInt8(ascii: "\\") {
                cursor += 2
                continue
            }
            if bytes[cursor] == quote {
                if quote == UInt8(ascii: "'"), cursor + 1 < bytes.count, bytes[cursor + 1] == quote {
                    cursor += 2
                    continue
                }
                return file.position(atOffset: cursor)
            }
            cursor += 1
        }
        return nil
    }

    private static func isBlankOrComment(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// Whether a line reads as the start of a new entry: `key: …`, `key:` or `- …`.
    private static func startsEntry(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("- ") { return true }
        guard let colon = trimmed.firstIndex(of: ":") else { return false }
        let key = trimmed[..<colon]
        let isKey = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return isKey && (trimmed.index(after: colon) == trimmed.endIndex || trimmed[trimmed.index(after: colon)] == " ")
    }
}
