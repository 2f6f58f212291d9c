import SwiftParser
import SwiftSyntax
import Testing

@testable import ConstruktEmitter

@Suite struct SwiftStringLiteralTests {
    @Test func printableASCIIStaysAsWritten() {
        #expect(SwiftStringLiteral("Hello, world! ~{}#$").source == "\"Hello, world! ~{}#$\"")
        #expect(SwiftStringLiteral("").source == "\"\"")
    }

    @Test func quotesAndBackslashesAreEscaped() {
        #expect(SwiftStringLiteral("a\"b").source == #""a\"b""#)
        #expect(SwiftStringLiteral("a\\b").source == #""a\\b""#)
    }

    @Test func everyScalarOutsidePrintableASCIIIsAUnicodeEscape() {
        #expect(SwiftStringLiteral("\t\r\n\0\u{7F}").source == #""\u{9}\u{D}\u{A}\u{0}\u{7F}""#)
        #expect(SwiftStringLiteral("é😀\u{10FFFF}").source == #""\u{E9}\u{1F600}\u{10FFFF}""#)
        #expect(SwiftStringLiteral("e\u{301}").source == #""e\u{301}""#)
        let invisible =
            "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}\u{200B}\u{200C}\u{200D}\u{FEFF}"
        #expect(
            SwiftStringLiteral(invisible).source
                == #""\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}\u{200B}\u{200C}\u{200D}\u{FEFF}""#
        )
    }

    /// Anchor input 21: an interpolation in YAML text stays text.
    @Test func interpolationComesOutInert() {
        let literal = SwiftStringLiteral(#"\(fatalError("x"))"#)
        #expect(literal.source == #""\\(fatalError(\"x\"))""#)
        #expect(decodedValue(of: literal.source) == #"\(fatalError("x"))"#)
    }

    /// Anchor input 22: no breakout from the literal.
    @Test(arguments: [
        #"a" + evil() + "b"#, "\"\"\"", ##""#"##, #"\"#, #"trailing backslash\"#, ##"#"raw"#"##, "\"\"\"\nx\n\"\"\"",
    ])
    func breakoutAttemptsStayInside(_ text: String) {
        let source = SwiftStringLiteral(text).source
        #expect(decodedValue(of: source) == text)
    }

    /// Anchor input 24: Trojan Source controls are escaped, so the line reads as it compiles.
    @Test func trojanSourceControlsAreEscaped() {
        let text = "user\u{202E} \u{2066}// admin\u{2069}\u{2066}"
        let source = SwiftStringLiteral(text).source
        #expect(source == #""user\u{202E} \u{2066}// admin\u{2069}\u{2066}""#)
        #expect(decodedValue(of: source) == text)
    }

    /// Thousands of random texts, weighted towards what breaks literals: each must parse as one
    /// plain string literal and mean exactly the text it came from.
    @Test func randomTextRoundTripsThroughSwiftParser() {
        var random = SeededRandom(seed: 0xC0_5712_0C7)
        for iteration in 0..<3000 {
            let text = Self.randomText(using: &random)
            let source = SwiftStringLiteral(text).source
            #expect(source.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "iteration \(iteration)")
            let decoded = decodedValue(of: source)
            #expect(
                decoded == text, "iteration \(iteration): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            if decoded != text { return }
        }
    }

    // MARK: - Checking a literal with SwiftParser

    /// Parses `let x = <source>`; returns the literal's value when the file parses cleanly and the
    /// literal is exactly one plain `"…"` string literal with no interpolation, both by decoding
    /// its segments here and by SwiftParser's own reading, which must agree.
    private func decodedValue(of source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        let file = "let x = " + source
        let tree = Parser.parse(source: file)
        #expect(!tree.hasError, "does not parse: \(source)", sourceLocation: sourceLocation)
        let tokens = SwiftSourceCheck.tokens(file)
        let literalTokens = tokens.dropFirst(3)
        #expect(
            literalTokens.first?.tokenKind == .stringQuote && literalTokens.last?.tokenKind == .stringQuote,
            sourceLocation: sourceLocation)
        #expect(
            literalTokens.dropFirst().dropLast().allSatisfy { $0.tokenKind == .stringSegment(String($0.text)) },
            "not one literal: \(source)", sourceLocation: sourceLocation)
        guard
            let literal = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
                .as(StringLiteralExprSyntax.self),
            literal.openingPounds == nil
        else {
            Issue.record("not a plain string literal: \(source)", sourceLocation: sourceLocation)
            return nil
        }
        var decoded = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else {
                Issue.record("interpolation in \(source)", sourceLocation: sourceLocation)
                return nil
            }
            guard let part = Self.unescape(text.content.text) else {
                Issue.record("unknown escape in \(source)", sourceLocation: sourceLocation)
                return nil
            }
            decoded += part
        }
        #expect(literal.representedLiteralValue == decoded, sourceLocation: sourceLocation)
        return decoded
    }

    /// Decodes the escapes `SwiftStringLiteral` writes (`\\`, `\"`, `\u{X}`); nil for any other.
    private static func unescape(_ text: String) -> String? {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": result += "\\"
            case "\"": result += "\""
            case "u":
                guard scalars.next() == "{" else { return nil }
                var hex = ""
                while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(decoded)
            default: return nil
            }
        }
        return result
    }

    // MARK: - Random texts

    private static let tricky: [String] = [
        "\"", "\\", "\\(", "\"\"\"", "\"#", "#\"", "#", "(", ")", "{", "}", "u", "\\u{", "\\n", " ",
        "\t", "\r", "\n", "\r\n", "\0", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{61C}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{FEFF}",
        "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}",
        "\u{301}", "\u{20DD}", "e\u{301}", "😀", "👩‍👩‍👧", "🇫🇷", "і", "日本", "/*", "*/", "//",
    ]

    private static func randomText(using random: inout SeededRandom) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...24, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                text += tricky.randomElement(using: &random)!
            case 1:
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            case 2:
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...0xFF, using: &random)))
            default:
                var value = UInt32.random(in: 0...0x10FFFF, using: &random)
                if (0xD800...0xDFFF).contains(value) { value -= 0x800 }
                text.unicodeScalars.append(Unicode.Scalar(value)!)
            }
        }
        return text
    }
}
