import ConstruktDiagnostics

/// Splits the decoded text of one expression into tokens. Names are ASCII (`[A-Za-z_][A-Za-z0-9_]*`),
/// or a closure's positional parameter (`$0`);
/// numbers and string literals are spelled as in Swift; white space (including line breaks that
/// folding or a block scalar left) separates tokens and is otherwise ignored.
struct ExpressionLexer {
    private static let symbols: [String] = [
        "===", "!==", "..<", "...",
        "?.", "??", "<=", ">=", "==", "!=", "&&", "||",
        "(", ")", "[", "]", "{", "}", ",", ".", "?", ":", "!", "-", "+", "*", "/", "%", "<", ">", "=", "&", "|", "\\",
    ]
    /// `symbols` in the same order with their Unicode scalars, split once instead of on every try.
    private static let symbolScalars: [(symbol: String, scalars: [Unicode.Scalar])] = symbols.map {
        ($0, Array($0.unicodeScalars))
    }

    private let map: ScalarSourceMap
    private let end: Int
    private var index: Int

    /// The tokens of the scalars `range` of the mapped value, ending with an `.end` token.
    static func tokenize(_ range: Range<Int>, map: ScalarSourceMap) throws(ExpressionSyntaxError) -> [ExpressionToken] {
        var lexer = ExpressionLexer(map: map, end: range.upperBound, index: range.lowerBound)
        var tokens: [ExpressionToken] = []
        while let token = try lexer.next() { tokens.append(token) }
        tokens.append(ExpressionToken(kind: .end, scalars: range.upperBound..<range.upperBound))
        return tokens
    }

    private var scalars: [Unicode.Scalar] { map.scalars }

    private func scalar(at position: Int) -> Unicode.Scalar? {
        position < end ? scalars[position] : nil
    }

    private mutating func next() throws(ExpressionSyntaxError) -> ExpressionToken? {
        while let current = scalar(at: index), current.isBlank || current.isLineBreak { index += 1 }
        guard let current = scalar(at: index) else { return nil }
        let start = index
        if current.isIdentifierStart {
            while let next = scalar(at: index), next.isIdentifierContinue { index += 1 }
            return ExpressionToken(kind: .identifier(text(start..<index)), scalars: start..<index)
        }
        if current == "$", scalar(at: index + 1)?.isDigit == true {
            // `$0`, `$1`: a closure's parameters by position, as Swift names them.
            index += 1
            while let next = scalar(at: index), next.isDigit { index += 1 }
            return ExpressionToken(kind: .identifier(text(start..<index)), scalars: start..<index)
        }
        if current.isDigit { return try number() }
        if current == "'" || current == "\"" { return try string(quote: current) }
        for (symbol, symbolScalars) in Self.symbolScalars where matches(symbolScalars, at: index) {
            index += symbolScalars.count
            return ExpressionToken(kind: .symbol(symbol), scalars: start..<index)
        }
        throw unexpectedCharacter(current, at: start)
    }

    private func matches(_ symbol: [Unicode.Scalar], at position: Int) -> Bool {
        var offset = position
        for expected in symbol {
            guard scalar(at: offset) == expected else { return false }
            offset += 1
        }
        return true
    }

    /// The text of the scalars `range`. Names and numbers are ASCII: their bytes are written
    /// straight into the string (appending scalar by scalar cost 5% of lint).
    private func text(_ range: Range<Int>) -> String {
        let slice = scalars[range]
        guard slice.allSatisfy(\.isASCII) else {
            var result = String.UnicodeScalarView()
            result.append(contentsOf: slice)
            return String(result)
        }
        return String(unsafeUninitializedCapacity: slice.count) { buffer in
            for (offset, scalar) in slice.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
            return slice.count
        }
    }

    // MARK: Numbers

    private mutating func number() throws(ExpressionSyntaxError) -> ExpressionToken {
        let start = index
        var isDouble = false
        skipDigits()
        if scalar(at: index) == "." {
            let next = scalar(at: index + 1)
            if next == "." {
                // `0..<count`: the dots form a range, not a decimal point.
            } else if next?.isDigit == true {
                isDouble = true
                index += 1
                skipDigits()
            } else if next?.isIdentifierStart != true {
                index += 1
                throw invalidNumber(
                    start..<index, "'\(text(start..<index))' needs digits after the decimal point",
                    help: "write '\(text(start..<index))0'")
            }
        }
        if let marker = scalar(at: index), marker == "e" || marker == "E" {
            let sign = scalar(at: index + 1)
            let digitOffset = sign == "+" || sign == "-" ? 2 : 1
            if scalar(at: index + digitOffset)?.isDigit == true {
                isDouble = true
                index += digitOffset
                skipDigits()
            }
        }
        if let next = scalar(at: index), next.isIdentifierContinue {
            while let more = scalar(at: index), more.isIdentifierContinue || more == "." { index += 1 }
            throw invalidNumber(
                start..<index, "'\(text(start..<index))' is not a valid number",
                help: "numbers are written in decimal, as in '12', '1.5' or '2.5e3'")
        }
        let digits = text(start..<index).filter { $0 != "_" }
        return ExpressionToken(kind: isDouble ? .double(digits) : .integer(digits), scalars: start..<index)
    }

    private mutating func skipDigits() {
        while let next = scalar(at: index), next.isDigit || next == "_" { index += 1 }
    }

    // MARK: Strings

    private mutating func string(quote: Unicode.Scalar) throws(ExpressionSyntaxError) -> ExpressionToken {
        let start = index
        index += 1
        var value = String.UnicodeScalarView()
        while let current = scalar(at: index) {
            if current == quote {
                index += 1
                return ExpressionToken(kind: .string(String(value)), scalars: start..<index)
            }
            if current == "\\" {
                value.append(try escape())
            } else {
                value.append(current)
                index += 1
            }
        }
        throw Self.unterminatedString(quote: quote, at: start, map: map)
    }

    /// Decodes the escape at `index` (a backslash): `\\ \' \" \n \r \t \u{…}`.
    private mutating func escape() throws(ExpressionSyntaxError) -> Unicode.Scalar {
        let start = index
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "\\": "\\", "'": "'", "\"": "\"", "n": "\n", "r": "\r", "t": "\t",
        ]
        guard let letter = scalar(at: index + 1) else {
            index += 1
            throw invalidEscape(
                start..<index, "a string literal cannot end with a lone '\\'",
                help: "write '\\\\' for a backslash")
        }
        if let decoded = simple[letter] {
            index += 2
            return decoded
        }
        guard letter == "u" else {
            index += 2
            let help =
                switch letter {
                case "(":
                    "string literals cannot interpolate; write the text outside the braces, as in 'Count: ${count}'"
                case "$": "a '$' needs no backslash inside a string literal"
                default: "the escapes are \\\\ \\' \\\" \\n \\r \\t and \\u{…}; write '\\\\' for a backslash"
                }
            throw invalidEscape(start..<index, "'\\\(Character(letter))' is not an escape sequence", help: help)
        }
        index += 2
        guard scalar(at: index) == "{" else {
            var hexEnd = index
            while hexEnd < index + 8, let digit = scalar(at: hexEnd), FlowScalarDecoder.hexValue(digit) != nil {
                hexEnd += 1
            }
            let hex = text(index..<hexEnd)
            index = hexEnd
            throw invalidEscape(
                start..<index, "a '\\u' escape needs braces around its hex digits",
                help: "write '\\u{\(hex.isEmpty ? "…" : hex)}'")
        }
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while let digit = scalar(at: index), let hex = FlowScalarDecoder.hexValue(digit), digits < 8 {
            value = value << 4 | hex
            digits += 1
            index += 1
        }
        guard scalar(at: index) == "}", digits > 0 else {
            if scalar(at: index) != nil { index += 1 }
            throw invalidEscape(
                start..<index, "a '\\u{…}' escape holds one to eight hex digits and ends with '}'",
                help: "write the code point in hex, as in '\\u{e9}'")
        }
        index += 1
        guard let decoded = Unicode.Scalar(value) else {
            throw invalidEscape(
                start..<index, "'\(text(start..<index))' is not a Unicode scalar",
                help: "surrogates and values above 10FFFF have no character; write the character's code point")
        }
        return decoded
    }

    // MARK: Diagnostics

    private func invalidNumber(_ range: Range<Int>, _ message: String, help: String) -> ExpressionSyntaxError {
        ExpressionSyntaxError(
            diagnostic: Diagnostic(.invalidNumber, message, at: map.location(ofScalars: range), help: help))
    }

    private func invalidEscape(_ range: Range<Int>, _ message: String, help: String) -> ExpressionSyntaxError {
        ExpressionSyntaxError(
            diagnostic: Diagnostic(.invalidEscape, message, at: map.location(ofScalars: range), help: help))
    }

    /// CK0306 at the opening quote `start`; shared with the scan for the end of `${…}`.
    static func unterminatedString(quote: Unicode.Scalar, at start: Int, map: ScalarSourceMap) -> ExpressionSyntaxError
    {
        let quoteText = String(Character(quote))
        return ExpressionSyntaxError(
            diagnostic: Diagnostic(
                .unterminatedString, "string literal is never closed",
                at: map.location(ofScalars: start..<start + 1),
                help: "add a closing \(quoteText) at the end of the text"
            ))
    }

    private func unexpectedCharacter(_ character: Unicode.Scalar, at position: Int) -> ExpressionSyntaxError {
        let location = map.location(ofScalars: position..<position + 1)
        let category = character.properties.generalCategory
        let isInvisible = [.control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator].contains(category)
        let shown =
            isInvisible ? "U+\(String(character.value, radix: 16, uppercase: true))" : String(Character(character))
        var fixIts: [Diagnostic.FixIt] = []
        let help: String?
        switch character {
        case "$":
            help = "names inside '${…}' are written without '$'"
            fixIts = [Diagnostic.FixIt(location, replacement: "")]
        case ";": help = "an expression is one value; there are no statements inside '${…}'"
        case "`": help = "write the name without backticks"
        case "#": help = "put the text in a string literal, as in '#' + tag"
        case _ where isInvisible:
            help = "this invisible character is not white space here; replace it with a plain space or delete it"
        case _ where !character.isASCII:
            help = "names are made of ASCII letters, digits and '_'; put other text in a string literal"
        default:
            help = nil
        }
        return ExpressionSyntaxError(
            diagnostic: Diagnostic(
                .unexpectedCharacter, "unexpected character '\(shown)' in an expression",
                at: location, help: help, fixIts: fixIts
            ))
    }
}
