import ConstruktDiagnostics

/// Turns libyaml's error (a problem text like "could not find expected ':'" with 0-based marks, or
/// a byte offset for reader errors) into a located diagnostic in plain words, keeping libyaml's
/// wording as a note. It recognises errors that have a construkt-specific cause and code: an
/// unquoted `${…}` (CK0121), a key over YAML's 1024-character limit (CK0122), a tab in indentation
/// (CK0106), content after `...` (CK0108), anchors, tags and directives that libyaml itself trips on.
struct LibYAMLErrorTranslation {
    /// What the tree builder knew when libyaml failed.
    struct Context {
        /// An explicit `...` ended a document before the error.
        var sawExplicitDocumentEnd = false
        /// The last scalar longer than YAML's implicit-key limit, as (start, end) marks.
        var lastOverlongScalar: (start: YAMLMark, end: YAMLMark)?
    }

    /// YAML's limit on an implicit key (one written without `?`), in characters.
    static let implicitKeyLimit = 1024

    let error: YAMLParseError
    let file: SourceFile
    let context: Context

    func diagnostic() -> Diagnostic {
        if error.stage == .memory {
            return Diagnostic(
                .yamlSyntax, "the YAML parser ran out of memory",
                at: file.location(SourceRange(at: file.position(atOffset: 0))),
                notes: [libyamlNote])
        }
        if error.stage == .reader { return readerDiagnostic() }
        let problem = position(error.problemMark)
        if let longKey = overlongKey(problem: problem) { return longKey }
        if let expression = UnquotedExpressionCheck.diagnostic(at: problem, in: file) { return expression }
        return syntaxDiagnostic(problem: problem)
    }

    // MARK: - Reader errors

    private func readerDiagnostic() -> Diagnostic {
        let start = file.position(atOffset: error.problemOffset)
        let range = file.characterRange(at: start)
        let code: DiagnosticCode
        let message: String
        switch error.problem {
        case "control characters are not allowed":
            code = .controlCharacter
            message =
                "the control character \(CharacterRules.describe(UInt32(truncatingIfNeeded: error.problemValue))) is not allowed"
        case "input is too long":
            code = .fileTooLarge
            message = "the file is too large for the YAML reader"
        default:
            code = .invalidUTF8
            message = "invalid UTF-8: \(error.problem)"
        }
        return Diagnostic(code, message, at: file.location(range), notes: [libyamlNote])
    }

    // MARK: - Construkt-specific causes

    private func overlongKey(problem: SourcePosition) -> Diagnostic? {
        var keyStart: YAMLMark?
        if error.problem == "could not find expected ':'", let contextMark = error.contextMark,
            contextMark.line == error.problemMark.line,
            error.problemMark.column - contextMark.column > Self.implicitKeyLimit
        {
            keyStart = contextMark
        } else if let (start, end) = context.lastOverlongScalar, end.line == error.problemMark.line,
            (0...4).contains(error.problemMark.column - end.column)
        {
            keyStart = start
        } else if error.problem == "mapping values are not allowed in this context" {
            let lineStart = position(YAMLMark(index: 0, line: error.problemMark.line, column: 0))
            var offset = lineStart.offset
            while offset < file.bytes.count, file.bytes[offset] == 0x20 { offset += 1 }
            let start = file.position(atOffset: offset)
            if problem.column - start.column > Self.implicitKeyLimit {
                keyStart = YAMLMark(index: 0, line: error.problemMark.line, column: start.column - 1)
            }
        }
        guard let keyStart else { return nil }
        let start = position(keyStart)
        var endOffset = problem.offset
        while endOffset > start.offset, file.bytes[endOffset - 1] == 0x20 { endOffset -= 1 }
        let length = problem.column - start.column
        return Diagnostic(
            .keyTooLong,
            "this key is \(length) characters long; YAML allows at most \(Self.implicitKeyLimit) characters in a key",
            at: file.location(SourceRange(start: start, end: file.position(atOffset: endOffset))),
            help: "shorten the key"
        )
    }

    // MARK: - Scanner and parser errors

    private func syntaxDiagnostic(problem: SourcePosition) -> Diagnostic {
        let here = file.location(file.characterRange(at: problem))
        let contextPosition = error.contextMark.map(position)
        let contextLine = contextPosition.map { "line \($0.line)" } ?? "above"
        func plain(
            _ message: String, at location: SourceLocation = here, labels: [Diagnostic.Label] = [], help: String? = nil
        ) -> Diagnostic {
            let distinctLabels = labels.filter { $0.location != location }
            return Diagnostic(
                .yamlSyntax, message, at: location, labels: distinctLabels, notes: [libyamlNote], help: help)
        }
        let isAnchorContext = error.context?.hasPrefix("while scanning an anchor") == true
        let isAliasContext = error.context?.hasPrefix("while scanning an alias") == true
        switch error.problem {
        case "found a tab character that violates indentation",
            "found a tab character where an indentation space is expected":
            return TabIndentationCheck.diagnostic(atOffset: problem.offset, in: file)
        case "found character that cannot start any token":
            let character = characterText(at: problem)
            if character == "\t" { return TabIndentationCheck.diagnostic(atOffset: problem.offset, in: file) }
            if character == "@" || character == "`" {
                return plain(
                    "'\(character)' is reserved in YAML and cannot start a plain value", help: "quote the value")
            }
            return plain(
                "the character '\(TextDisplay.quoted(character))' cannot start a value here", help: "quote the value")
        case "mapping values are not allowed in this context":
            return plain(
                "a ':' followed by a space is not allowed here",
                help:
                    "if the ': ' is part of the text, quote the whole value; if this line starts a new key, check its indentation"
            )
        case "block sequence entries are not allowed in this context":
            return plain(
                "a '- ' list item cannot start here", help: "start the list on the next line, indented below its key")
        case "mapping keys are not allowed in this context":
            return plain("a '? ' key cannot start here")
        case "could not find expected ':'":
            let keyLocation = contextPosition.map { keyRange(from: $0) } ?? here
            let key = file.text(in: keyLocation.range)
            return plain(
                "expected ':' after the key '\(TextDisplay.quoted(key))'",
                at: keyLocation,
                help:
                    "write '\(TextDisplay.quoted(key)): value'; if the line continues the value above, indent it or quote that value"
            )
        case "did not find expected key" where !startsItsLine(problem),
            "did not find expected '-' indicator" where !startsItsLine(problem):
            return plain(
                "unexpected text after the end of the value",
                help: "if the text belongs to the value, quote the whole value; otherwise start it on a new line"
            )
        case "did not find expected key":
            return plain(
                "expected a 'key: value' line here",
                labels: contextPosition.map {
                    [Diagnostic.Label(file.location(file.characterRange(at: $0)), "the mapping starts here")]
                } ?? [],
                help: "check the indentation of this line against the keys of the mapping starting at \(contextLine)"
            )
        case "did not find expected '-' indicator":
            return plain(
                "expected a '- ' list item here",
                labels: contextPosition.map {
                    [Diagnostic.Label(file.location(file.characterRange(at: $0)), "the list starts here")]
                } ?? [],
                help: "check the indentation: this line lines up with the list starting at \(contextLine)"
            )
        case "did not find expected node content":
            return plain("expected a value here")
        case "did not find expected ',' or ']'":
            return plain(
                "expected ',' or ']' in the list starting at \(contextLine)",
                labels: contextPosition.map {
                    [Diagnostic.Label(file.location(file.characterRange(at: $0)), "the list starts here")]
                } ?? [],
                help:
                    "separate the items with ', ' and close the list with ']'; quote items that hold '{', '}', '[', ']', ',' or ' #' (which starts a comment)"
            )
        case "did not find expected ',' or '}'":
            return plain(
                "expected ',' or '}' in the mapping starting at \(contextLine)",
                labels: contextPosition.map {
                    [Diagnostic.Label(file.location(file.characterRange(at: $0)), "the mapping starts here")]
                } ?? [],
                help:
                    "separate the entries with ', ' and close the mapping with '}'; quote values that hold '{', '}', '[', ']', ',' or ' #' (which starts a comment)"
            )
        case "did not find expected <document start>":
            if context.sawExplicitDocumentEnd {
                return Diagnostic(
                    .multipleDocuments,
                    "content after the end of the document ('...')",
                    at: here,
                    help: "remove the '...' line; each file holds exactly one document"
                )
            }
            return plain("unexpected content after the end of the top-level value")
        case "found unexpected end of stream" where error.context?.contains("quoted scalar") == true,
            "found unexpected document indicator" where error.context?.contains("quoted scalar") == true:
            let opening = contextPosition.map { file.location(file.characterRange(at: $0)) } ?? here
            let quote = contextPosition.map { characterText(at: $0) } ?? "\""
            return plain(
                "this quoted string is never closed",
                at: opening,
                labels: [Diagnostic.Label(here, "the string is still open here")],
                help: "add the closing \(quote)"
            )
        case "found unknown escape character":
            let escapeRange = SourceRange(
                start: problem, end: file.characterRange(at: file.characterRange(at: problem).end).end)
            return plain(
                "unknown escape sequence '\(file.text(in: escapeRange))' in a double-quoted string",
                at: file.location(escapeRange),
                help: "write '\\\\' for a backslash, or use single quotes, where '\\' has no special meaning"
            )
        case "did not find expected hexdecimal number":
            return plain("expected hexadecimal digits in this escape sequence")
        case "found invalid Unicode character escape code":
            return plain("this escape sequence does not name a valid Unicode character")
        case "found undefined tag handle":
            return Diagnostic(
                .tag, "YAML tags are not allowed",
                at: contextPosition.map { file.location(file.characterRange(at: $0)) } ?? here,
                notes: [libyamlNote], help: "remove the tag; to keep a value as text, quote it")
        case "found an indentation indicator equal to 0":
            return plain("the indentation indicator of a block scalar cannot be 0")
        default:
            break
        }
        if isAnchorContext {
            return Diagnostic(
                .anchor, "YAML anchors are not allowed",
                at: contextPosition.map { file.location(file.characterRange(at: $0)) } ?? here,
                notes: [libyamlNote], help: "write the value out where it is needed")
        }
        if isAliasContext {
            return Diagnostic(
                .alias, "YAML aliases are not allowed",
                at: contextPosition.map { file.location(file.characterRange(at: $0)) } ?? here,
                notes: [libyamlNote], help: "write the value out where it is needed")
        }
        if error.context?.contains("tag") == true {
            return Diagnostic(
                .tag, "YAML tags are not allowed",
                at: contextPosition.map { file.location(file.characterRange(at: $0)) } ?? here,
                notes: [libyamlNote], help: "remove the tag; to keep a value as text, quote it")
        }
        if error.context?.contains("directive") == true || error.problem.contains("directive")
            || error.problem == "found incompatible YAML document"
        {
            return Diagnostic(
                .directive, "YAML directives are not allowed",
                at: contextPosition.map { file.location(file.characterRange(at: $0)) } ?? here,
                notes: [libyamlNote], help: "delete the directive line")
        }
        return plain("the file is not valid YAML here: \(error.problem)")
    }

    // MARK: - Helpers

    private var libyamlNote: String {
        let wording = [error.context, error.problem].compactMap { $0 }.joined(separator: ": ")
        return "libyaml: \(wording)"
    }

    private func position(_ mark: YAMLMark) -> SourcePosition {
        file.position(zeroBasedLine: mark.line, column: mark.column)
    }

    /// Whether only blanks come before `position` on its line.
    private func startsItsLine(_ position: SourcePosition) -> Bool {
        guard position.line >= 1, position.line <= file.lineCount else { return true }
        let lineStart = file.lineStarts[position.line - 1]
        return file.bytes[lineStart..<min(position.offset, file.bytes.count)].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    private func characterText(at position: SourcePosition) -> String {
        file.text(in: file.characterRange(at: position))
    }

    /// The key text starting at `start`, up to a comment or the end of its line, without trailing blanks.
    private func keyRange(from start: SourcePosition) -> SourceLocation {
        let bytes = file.bytes
        var end = file.lineContentEnd(fromOffset: start.offset)
        var cursor = start.offset
        while cursor < end {
            if bytes[cursor] == UInt8(ascii: "#"), cursor > start.offset, bytes[cursor - 1] == 0x20 {
                end = cursor
                break
            }
            cursor += 1
        }
        while end > start.offset, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return file.location(SourceRange(start: start, end: file.position(atOffset: end)))
    }
}
