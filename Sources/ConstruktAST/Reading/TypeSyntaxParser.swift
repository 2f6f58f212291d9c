import ConstruktDiagnostics
import ConstruktYAML

/// Reads a type from a scalar (`"[String: Int]?"`) or from YAML's reading of an unquoted `[Movie]`
/// (a one-item list). Inner parts get their own ranges when the scalar's text is its source text.
struct TypeSyntaxParser {
    struct Failure: Error {
        var message: String
        var range: SourceRange
        var help: String?
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private let file: SourceFile
    private let node: YAMLNode
    /// Byte offset of the text's first character in the file, when text and source coincide.
    private let sourceOffsets: [Int]?

    static func parse(_ node: YAMLNode, in file: SourceFile) -> Result<TypeSyntax, Failure> {
        switch node.value {
        case .sequence(let items, _):
            guard items.count == 1, let element = items.first else {
                return .failure(
                    Failure(
                        message: "an array type holds exactly one element type", range: node.range,
                        help: "write '[Movie]'"))
            }
            return parse(element, in: file).map { TypeSyntax(.array($0), range: node.range) }
        case .mapping:
            return .failure(
                Failure(
                    message: "a type must be written as text, such as 'String' or '[Movie]'", range: node.range,
                    help: "quote a dictionary type: \"[String: Int]\""))
        case .scalar(let text, let style):
            if let valueType = ValueWhereTypeGoes.type(of: node) {
                return .failure(
                    Failure(
                        message: "'\(text)' is a value, not a type", range: node.range,
                        help: "write its type, '\(valueType)'"))
            }
            if let name = simpleName(text, style: style, node: node, in: file) { return .success(name) }
            var parser = TypeSyntaxParser(text: text, style: style, node: node, file: file)
            return parser.parseWhole()
        }
    }

    /// Most types are one plain name (`String`, `Movie`): read without the parser, with the range
    /// the parser would give it.
    private static func simpleName(_ text: String, style: ScalarStyle, node: YAMLNode, in file: SourceFile)
        -> TypeSyntax?
    {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 < 0x80 && isNameScalar(Unicode.Scalar($0)) }) else { return nil }
        let quote = style == .singleQuoted || style == .doubleQuoted ? 1 : 0
        let start = node.range.start.offset + quote
        let end = start + text.utf8.count
        guard style == .plain || quote == 1, node.range.start.line == node.range.end.line, start >= 0,
            end <= file.bytes.count,
            file.bytes[start..<end].elementsEqual(text.utf8)
        else {
            return TypeSyntax(.named(text), range: node.range)
        }
        return TypeSyntax(
            .named(text), range: SourceRange(start: file.position(atOffset: start), end: file.position(atOffset: end)))
    }

    private init(text: String, style: ScalarStyle, node: YAMLNode, file: SourceFile) {
        scalars = Array(text.unicodeScalars)
        self.file = file
        self.node = node
        let quote = style == .singleQuoted || style == .doubleQuoted ? 1 : 0
        let start = node.range.start.offset + quote
        let sourceText = String(
            decoding: file.bytes[min(start, file.bytes.count)..<min(start + text.utf8.count, file.bytes.count)],
            as: UTF8.self)
        if style == .plain || quote == 1, node.range.start.line == node.range.end.line, sourceText == text {
            var offsets: [Int] = []
            var offset = start
            for scalar in text.unicodeScalars {
                offsets.append(offset)
                offset += UTF8.width(scalar)
            }
            offsets.append(offset)
            sourceOffsets = offsets
        } else {
            sourceOffsets = nil
        }
    }

    private mutating func parseWhole() -> Result<TypeSyntax, Failure> {
        do {
            skipSpaces()
            let type = try parseType()
            skipSpaces()
            if index < scalars.count {
                throw Failure(
                    message: "unexpected '\(scalars[index])' in a type", range: range(index, index + 1), help: nil)
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "invalid type", range: node.range, help: nil))
        }
    }

    private mutating func parseType() throws -> TypeSyntax {
        let start = index
        var type: TypeSyntax
        if peek == "[" {
            index += 1
            skipSpaces()
            let first = try parseType()
            skipSpaces()
            if peek == ":" {
                index += 1
                skipSpaces()
                let value = try parseType()
                skipSpaces()
                try expect("]")
                type = TypeSyntax(.dictionary(key: first, value: value), range: range(start, index))
            } else {
                try expect("]")
                type = TypeSyntax(.array(first), range: range(start, index))
            }
        } else {
            while let scalar = peek, Self.isNameScalar(scalar) {
                index += 1
            }
            guard index > start else {
                let found = peek.map { "'\($0)'" } ?? "the end"
                throw Failure(
                    message: "expected a type name, found \(found)", range: range(start, min(start + 1, scalars.count)),
                    help: "types are written 'String', '[Movie]', '[String: Int]' or 'Movie?'")
            }
            type = TypeSyntax(
                .named(String(String.UnicodeScalarView(scalars[start..<index]))), range: range(start, index))
        }
        while peek == "?" {
            index += 1
            type = TypeSyntax(.optional(type), range: range(start, index))
        }
        return type
    }

    /// A letter (any alphabetic scalar), a digit or `_`; ASCII is answered without the Unicode
    /// property tables, whose alphabetic ASCII scalars are exactly the letters.
    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
        return scalar.properties.isAlphabetic
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpaces() {
        while peek == " " { index += 1 }
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws {
        guard peek == scalar else {
            let found = peek.map { "'\($0)'" } ?? "the end"
            throw Failure(
                message: "expected '\(scalar)' in a type, found \(found)",
                range: range(index, min(index + 1, scalars.count)), help: nil)
        }
        index += 1
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        guard let offsets = sourceOffsets else { return node.range }
        return SourceRange(
            start: file.position(atOffset: offsets[min(start, offsets.count - 1)]),
            end: file.position(atOffset: offsets[min(end, offsets.count - 1)])
        )
    }
}
