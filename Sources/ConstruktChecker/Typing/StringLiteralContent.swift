import ConstruktDiagnostics

/// The range of a string literal's text between its quotes, where a fix-it replaces the text and
/// keeps the quotes as written; `nil` when the literal holds escapes (its source is then longer
/// than its text) or spans lines.
enum StringLiteralContent {
    static func range(of literal: SourceRange, text: String) -> SourceRange? {
        guard literal.start.line == literal.end.line, literal.end.offset - literal.start.offset == text.utf8.count + 2
        else { return nil }
        return SourceRange(
            start: SourcePosition(
                line: literal.start.line, column: literal.start.column + 1, offset: literal.start.offset + 1),
            end: SourcePosition(line: literal.end.line, column: literal.end.column - 1, offset: literal.end.offset - 1)
        )
    }

    /// The fix-it of a misspelt literal: the one name meant, written between the quotes.
    static func fixIts(_ text: String, among names: [String], literal: SourceRange, path: String) -> [Diagnostic.FixIt]
    {
        guard let inside = range(of: literal, text: text) else { return [] }
        return MisspeltMember(text, among: names).fixIts(at: SourceLocation(path: path, range: inside))
    }
}
