/// Parses the type expressions of CATALOG-FORMAT.md §3: `Name`, `T?`, `[T]`, `[K: V]`, nested.
struct TypeExpressionParser {
    /// A parsed expression with the UTF-8 range of every name in it, for pointing at a bad one.
    struct Parsed {
        let expression: TypeExpression
        let names: [(name: String, range: Range<Int>)]
    }

    /// Why the text is not a type expression, and where.
    struct Failure: Error {
        let message: String
        let range: Range<Int>
    }

    private let bytes: [UInt8]
    private var position = 0
    private var names: [(name: String, range: Range<Int>)] = []

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func parse(_ text: String) -> Result<Parsed, Failure> {
        var parser = TypeExpressionParser(text)
        do {
            let expression = try parser.type()
            parser.skipSpaces()
            if parser.position < parser.bytes.count {
                throw Failure(
                    message: "unexpected '\(parser.rest)' after the type", range: parser.position..<parser.bytes.count)
            }
            return .success(Parsed(expression: expression, names: parser.names))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "cannot read the type", range: 0..<parser.bytes.count))
        }
    }

    private var rest: String { String(decoding: bytes[position...], as: UTF8.self) }

    private mutating func type() throws -> TypeExpression {
        skipSpaces()
        var result: TypeExpression
        if peek == UInt8(ascii: "[") {
            position += 1
            let first = try type()
            skipSpaces()
            if peek == UInt8(ascii: ":") {
                position += 1
                let value = try type()
                result = .dictionary(key: first, value: value)
            } else {
                result = .array(first)
            }
            skipSpaces()
            guard peek == UInt8(ascii: "]") else {
                throw Failure(message: "expected ']'", range: position..<min(position + 1, bytes.count))
            }
            position += 1
        } else {
            let start = position
            while let byte = peek,
                byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            {
                position += 1
            }
            let name = String(decoding: bytes[start..<position], as: UTF8.self)
            guard NameRules.isTypeName(name) else {
                throw Failure(
                    message: "expected a type name", range: start..<max(position, min(start + 1, bytes.count)))
            }
            names.append((name, start..<position))
            result = .named(name)
        }
        while peek == UInt8(ascii: "?") {
            position += 1
            result = .optional(result)
        }
        return result
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpaces() {
        while peek == 0x20 { position += 1 }
    }
}
