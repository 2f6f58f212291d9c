/// Splits template text into verbatim runs and `{{name}}` holes (CATALOG-FORMAT.md §12), without
/// judging the names; `TemplateRules` does that for the place the template is used.
enum TemplateParser {
    /// A verbatim run, or a hole with the UTF-8 range of its braces.
    enum Piece {
        case text(String)
        case hole(name: String, range: Range<Int>)
    }

    /// Unbalanced braces or a malformed hole, at a UTF-8 range of the text.
    struct Failure: Error {
        let message: String
        let range: Range<Int>
    }

    static func parse(_ text: String) -> Result<[Piece], Failure> {
        let bytes = Array(text.utf8)
        var pieces: [Piece] = []
        var runStart = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x7D, bytes[index + 1] == 0x7D {
                return .failure(Failure(message: "'}}' without a matching '{{'", range: index..<index + 2))
            }
            guard bytes[index] == 0x7B, bytes[index + 1] == 0x7B else {
                index += 1
                continue
            }
            guard let close = closingBraces(in: bytes, from: index + 2) else {
                return .failure(Failure(message: "'{{' without a matching '}}'", range: index..<index + 2))
            }
            let name = String(decoding: bytes[index + 2..<close], as: UTF8.self)
            guard isHoleName(name) else {
                return .failure(Failure(message: "'{{\(name)}}' is not a hole name", range: index..<close + 2))
            }
            if runStart < index { pieces.append(.text(String(decoding: bytes[runStart..<index], as: UTF8.self))) }
            pieces.append(.hole(name: name, range: index..<close + 2))
            index = close + 2
            runStart = index
        }
        if runStart < bytes.count { pieces.append(.text(String(decoding: bytes[runStart...], as: UTF8.self))) }
        return .success(pieces)
    }

    private static func closingBraces(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x7D, bytes[index + 1] == 0x7D { return index }
            if bytes[index] == 0x7B, bytes[index + 1] == 0x7B { return nil }
            index += 1
        }
        return nil
    }

    /// An identifier, or two joined by one dot (`value.height`, `props.as`). Split on the UTF-8
    /// dot rather than on Characters: identifiers are ASCII, so any other byte fails either way.
    private static func isHoleName(_ name: String) -> Bool {
        let parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.allSatisfy { NameRules.isIdentifier(String(decoding: $0, as: UTF8.self)) }
    }
}
