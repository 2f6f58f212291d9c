import ConstruktDiagnostics

/// Splits the decoded text of one scalar value into text and `${…}` expressions, following the
/// rules documented on `ValueSyntax`:
///
/// - `$$` is a literal `$` everywhere, also right before `{` (`$${x}` is the text `${x}`).
/// - `${` starts an expression that ends at the matching `}`. Braces nest, and a `}` inside a
///   string literal (`'…'` or `"…"`, where a backslash escapes the next character) does not end it.
/// - The shorthand `$name.path` is an expression only when it is the entire value. Elsewhere a `$`
///   is kept as text; before a name that is most likely a forgotten pair of braces, so it gets a
///   warning (CK0316), while `$5` or a lone `$` are plain text without a word.
struct ValueScanner {
    private let map: ScalarSourceMap
    private let limits: ExpressionLimits
    private var scalars: [Unicode.Scalar] { map.scalars }

    init(map: ScalarSourceMap, limits: ExpressionLimits) {
        self.map = map
        self.limits = limits
    }

    func scan() -> (ValueSyntax?, [Diagnostic]) {
        if isShorthand() {
            do {
                return (.expression(try parseExpression(1..<scalars.count)), [])
            } catch {
                return (nil, [error.diagnostic])
            }
        }
        var segments: [InterpolationSegment] = []
        var diagnostics: [Diagnostic] = []
        var failed = false
        var text = String.UnicodeScalarView()
        var textStart = 0
        var index = 0
        func flushText(upTo end: Int) {
            if !text.isEmpty { segments.append(.text(String(text), map.range(ofScalars: textStart..<end))) }
            text.removeAll()
        }
        scanning: while index < scalars.count {
            let character = scalars[index]
            guard character == "$", index + 1 < scalars.count else {
                text.append(character)
                index += 1
                continue
            }
            switch scalars[index + 1] {
            case "$":
                text.append("$")
                index += 2
            case "{":
                flushText(upTo: index)
                switch closingBrace(after: index + 2) {
                case .found(let close):
                    do {
                        segments.append(.expression(try embeddedExpression(open: index, close: close)))
                    } catch {
                        diagnostics.append(error.diagnostic)
                        failed = true
                    }
                    index = close + 1
                    textStart = index
                case .missing:
                    diagnostics.append(unterminatedInterpolation(at: index))
                    failed = true
                    break scanning
                case .unterminatedString(let quote):
                    diagnostics.append(
                        ExpressionLexer.unterminatedString(quote: scalars[quote], at: quote, map: map).diagnostic)
                    failed = true
                    break scanning
                }
            case let next where next.isIdentifierStart:
                diagnostics.append(uninterpolatedName(at: index))
                text.append(character)
                index += 1
            default:
                text.append(character)
                index += 1
            }
        }
        flushText(upTo: index)
        if failed { return (nil, diagnostics) }
        let expressions = segments.compactMap { segment -> ExpressionSyntax? in
            if case .expression(let expression) = segment { return expression }
            return nil
        }
        if expressions.isEmpty {
            let decoded = segments.map { segment -> String in
                if case .text(let text, _) = segment { return text }
                return ""
            }
            return (.text(decoded.joined()), diagnostics)
        }
        if segments.count == 1, let only = expressions.first { return (.expression(only), diagnostics) }
        return (.interpolation(segments), diagnostics)
    }

    /// Whether the whole value is `$name` or `$name.path.more`.
    private func isShorthand() -> Bool {
        guard scalars.count >= 2, scalars[0] == "$" else { return false }
        var index = 1
        while true {
            guard index < scalars.count, scalars[index].isIdentifierStart else { return false }
            while index < scalars.count, scalars[index].isIdentifierContinue { index += 1 }
            if index == scalars.count { return true }
            guard scalars[index] == "." else { return false }
            index += 1
        }
    }

    private enum ClosingBrace {
        case found(Int)
        case missing
        /// A string literal opened at this index runs to the end, and a `}` after it shows that the
        /// quote, not the brace, is what is missing.
        case unterminatedString(Int)
    }

    private func closingBrace(after start: Int) -> ClosingBrace {
        var depth = 0
        var index = start
        while index < scalars.count {
            let character = scalars[index]
            if character == "'" || character == "\"" {
                let quote = index
                index += 1
                while index < scalars.count, scalars[index] != character {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                guard index < scalars.count else {
                    return scalars[(quote + 1)...].contains("}") ? .unterminatedString(quote) : .missing
                }
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                if depth == 0 { return .found(index) }
                depth -= 1
            }
            index += 1
        }
        return .missing
    }

    /// The expression of `${…}` whose `$` is at `open` and `}` at `close`.
    private func embeddedExpression(open: Int, close: Int) throws(ExpressionSyntaxError) -> ExpressionSyntax {
        let content = open + 2..<close
        if content.allSatisfy({ scalars[$0].isBlank || scalars[$0].isLineBreak }) {
            throw ExpressionSyntaxError(
                diagnostic: Diagnostic(
                    .emptyExpression, "'${}' holds no expression", at: map.location(ofScalars: open..<close + 1),
                    help: "write an expression between the braces, such as '${count}', or '$${}' for the literal text"
                ))
        }
        return try parseExpression(content)
    }

    private func parseExpression(_ range: Range<Int>) throws(ExpressionSyntaxError) -> ExpressionSyntax {
        let length = scalars[range].reduce(0) { $0 + UTF8.width($1) }
        guard length <= limits.maxLength else {
            throw ExpressionSyntaxError(
                diagnostic: Diagnostic(
                    .expressionTooLong,
                    "expression is \(length) bytes long, more than the limit of \(limits.maxLength)",
                    at: map.location(ofScalars: range),
                    help: "move parts of it into 'derived:' values and combine those"
                ))
        }
        return try ExpressionParser.parse(range, map: map, limits: limits)
    }

    private func unterminatedInterpolation(at open: Int) -> Diagnostic {
        Diagnostic(
            .unterminatedInterpolation, "'${' is never closed", at: map.location(ofScalars: open..<open + 2),
            help: "add '}' where the expression ends, or write '$${' for the literal text '${'"
        )
    }

    /// Whether `.name` starts at `index`.
    private func startsMember(at index: Int) -> Bool {
        index + 1 < scalars.count && scalars[index] == "." && scalars[index + 1].isIdentifierStart
    }

    /// CK0316 for the `$name.path` (optional chaining included) that starts at `dollar`.
    private func uninterpolatedName(at dollar: Int) -> Diagnostic {
        var end = dollar + 1
        while end < scalars.count {
            if scalars[end].isIdentifierContinue {
                end += 1
            } else if startsMember(at: end) {
                end += 1
            } else if scalars[end] == "?", startsMember(at: end + 1) {
                end += 2
            } else {
                break
            }
        }
        var name = String.UnicodeScalarView()
        name.append(contentsOf: scalars[(dollar + 1)..<end])
        let location = map.location(ofScalars: dollar..<end)
        return Diagnostic(
            .uninterpolatedName, "'$\(String(name))' inside text is not replaced by the value", at: location,
            help: "write '${\(String(name))}' to insert the value, or '$$\(String(name))' for the literal text",
            fixIts: [.init(location, replacement: "${\(String(name))}")]
        )
    }
}
