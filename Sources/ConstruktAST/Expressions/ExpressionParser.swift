import ConstruktDiagnostics

/// Parses the tokens of one expression with Swift's precedence and associativity (see
/// `OperatorPrecedence`): a recursive descent over the conditional, precedence climbing over the
/// binary operators, then prefix operators, postfix member accesses and calls, and primaries.
///
/// Every construct that makes the tree one level deeper counts towards `ExpressionLimits.maxDepth`:
/// parentheses, array literals, call arguments, prefix operators, conditionals, and each link of
/// an operator chain (`a + b + c`) or a member chain (`a.b.c`). So the parser's recursion and the
/// depth of the tree it returns are bounded whatever the input and whatever `maxLength` allows,
/// and later stages may walk the tree recursively. The first problem ends the parse.
struct ExpressionParser {
    private let tokens: [ExpressionToken]
    private let map: ScalarSourceMap
    private let limits: ExpressionLimits
    private var position = 0
    private var depth = 0

    /// The expression in the scalars `range` of the mapped value; all of them must belong to it.
    static func parse(
        _ range: Range<Int>, map: ScalarSourceMap, limits: ExpressionLimits
    ) throws(ExpressionSyntaxError) -> ExpressionSyntax {
        let tokens = try ExpressionLexer.tokenize(range, map: map)
        var parser = ExpressionParser(tokens: tokens, map: map, limits: limits)
        let expression = try parser.parseConditional()
        guard parser.current.kind == .end else { throw parser.trailingToken() }
        return expression
    }

    private init(tokens: [ExpressionToken], map: ScalarSourceMap, limits: ExpressionLimits) {
        self.tokens = tokens
        self.map = map
        self.limits = limits
    }

    // MARK: Cursor

    private var current: ExpressionToken { tokens[min(position, tokens.count - 1)] }
    private var previous: ExpressionToken? { position > 0 ? tokens[position - 1] : nil }
    private var next: ExpressionToken { tokens[min(position + 1, tokens.count - 1)] }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private func range(of token: ExpressionToken) -> SourceRange { map.range(ofScalars: token.scalars) }
    private func location(of token: ExpressionToken) -> SourceLocation { map.location(ofScalars: token.scalars) }
    private func location(_ range: SourceRange) -> SourceLocation { SourceLocation(path: map.file.path, range: range) }
    private func span(_ first: SourceRange, _ last: SourceRange) -> SourceRange {
        SourceRange(start: first.start, end: last.end)
    }
    private func sourceText(_ range: SourceRange) -> String { map.file.text(in: range) }

    /// Enters one level of nesting at `token`, failing past the limit.
    private mutating func enter(_ token: ExpressionToken) throws(ExpressionSyntaxError) {
        depth += 1
        guard depth <= limits.maxDepth else {
            throw error(
                .expressionNestingTooDeep, "expression nests deeper than \(limits.maxDepth) levels",
                at: location(of: token), help: "move parts of it into 'derived:' values and combine those")
        }
    }

    // MARK: Operators

    private mutating func parseConditional() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        let condition = try parseBinary(minimum: OperatorPrecedence.disjunction.rawValue)
        guard current.isSymbol("?") else { return condition }
        let question = current
        try enter(question)
        defer { depth -= 1 }
        advance()
        let then = try parseConditional()
        guard current.isSymbol(":") else {
            throw error(
                .unexpectedToken, "expected ':' and the other branch of the conditional, found \(current.description)",
                at: problemLocation(), labels: [.init(location(of: question), "the conditional starts here")],
                help: "a conditional is written 'condition ? value : otherValue'")
        }
        advance()
        let otherwise = try parseConditional()
        return ExpressionSyntax(
            .conditional(condition, then: then, else: otherwise), range: span(condition.range, otherwise.range))
    }

    private mutating func parseBinary(minimum: Int) throws(ExpressionSyntaxError) -> ExpressionSyntax {
        var lhs = try parseUnary()
        var lastComparison: Spanned<BinaryOperator>?
        var links = 0
        defer { depth -= links }
        while let op = try binaryOperator(), op.precedence.rawValue >= minimum {
            let operatorToken = current
            let spanned = Spanned(op, range: range(of: operatorToken))
            advance()
            try enter(operatorToken)
            links += 1
            let tighter = op.precedence.associativity == .right ? 0 : 1
            let rhs = try parseBinary(minimum: op.precedence.rawValue + tighter)
            if op.precedence == .comparison, let first = lastComparison {
                throw chainedComparison(first: first, second: spanned, lhs: lhs, rhs: rhs)
            }
            lastComparison = op.precedence == .comparison ? spanned : nil
            lhs = ExpressionSyntax(.binary(spanned, lhs, rhs), range: span(lhs.range, rhs.range))
        }
        return lhs
    }

    /// The binary operator at the cursor, `nil` when the token is not one, or an error for an
    /// operator of another language.
    private func binaryOperator() throws(ExpressionSyntaxError) -> BinaryOperator? {
        switch current.kind {
        case .symbol(let symbol):
            if let op = BinaryOperator(rawValue: symbol) { return op }
            if let replacement = Self.foreignOperators[symbol] { throw foreignOperator(symbol, replacement) }
            return nil
        case .identifier(let word):
            if let replacement = Self.foreignOperators[word], word != "not" { throw foreignOperator(word, replacement) }
            return nil
        default:
            return nil
        }
    }

    /// Operators of other languages, and the Swift operator to write instead.
    private static let foreignOperators: [String: String] = [
        "=": "==", "===": "==", "!==": "!=", "&": "&&", "|": "||", "and": "&&", "or": "||", "not": "!",
    ]

    private func foreignOperator(_ spelling: String, _ replacement: String) -> ExpressionSyntaxError {
        let operatorLocation = location(of: current)
        let help =
            switch spelling {
            case "=": "use '==' to compare; to change a value, use a 'set:' statement"
            case "===", "!==": "use '\(replacement)'; values are compared by value"
            default: "use '\(replacement)'"
            }
        return error(
            .unknownOperator, "'\(spelling)' is not an operator here", at: operatorLocation,
            help: help, fixIts: [.init(operatorLocation, replacement: replacement)])
    }

    private func chainedComparison(
        first: Spanned<BinaryOperator>, second: Spanned<BinaryOperator>, lhs: ExpressionSyntax, rhs: ExpressionSyntax
    ) -> ExpressionSyntaxError {
        var help = "join two comparisons with '&&', or add parentheses to compare the result of a comparison"
        if case .binary(_, let a, let b) = lhs.kind {
            let (a, b, c) = (sourceText(a.range), sourceText(b.range), sourceText(rhs.range))
            let f = first.value.rawValue
            let s = second.value.rawValue
            let both = "\(a) \(f) \(b) && \(b) \(s) \(c)"
            help = "to test both, write '\(both)'; to compare the result, write '(\(a) \(f) \(b)) \(s) \(c)'"
        }
        return error(
            .chainedComparison,
            "comparison operators cannot be chained: '\(second.value.rawValue)' follows '\(first.value.rawValue)'",
            at: location(second.range), labels: [.init(location(first.range), "the first comparison")], help: help)
    }

    private mutating func parseUnary() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        let token = current
        if case .identifier("not") = token.kind, next.canStartExpression, !next.isSymbol("-") {
            let operatorLocation = location(of: token)
            throw error(
                .unknownOperator, "'not' is not an operator here", at: operatorLocation,
                help: "use '!'", fixIts: [.init(operatorLocation, replacement: "!")])
        }
        guard case .symbol(let symbol) = token.kind, let op = UnaryOperator(rawValue: symbol) else {
            return try parsePostfix()
        }
        try enter(token)
        defer { depth -= 1 }
        advance()
        if op == .negate, let literal = try negativeLiteral(minus: token) { return try parsePostfix(after: literal) }
        let operand = try parseUnary()
        let opRange = range(of: token)
        return ExpressionSyntax(.unary(Spanned(op, range: opRange), operand), range: span(opRange, operand.range))
    }

    /// `-12` and `-1.5` are literals, as in Swift (which is what makes `-9223372036854775808` valid).
    private mutating func negativeLiteral(minus: ExpressionToken) throws(ExpressionSyntaxError) -> ExpressionSyntax? {
        switch current.kind {
        case .integer(let digits):
            let literal = try integer("-" + digits, token: current)
            let result = ExpressionSyntax(literal, range: span(range(of: minus), range(of: current)))
            advance()
            return result
        case .double(let text):
            let literal = try double("-" + text, token: current)
            let result = ExpressionSyntax(literal, range: span(range(of: minus), range(of: current)))
            advance()
            return result
        default:
            return nil
        }
    }

    // MARK: Postfix

    private mutating func parsePostfix() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        try parsePostfix(after: try parsePrimary())
    }

    private mutating func parsePostfix(
        after primary: ExpressionSyntax
    ) throws(ExpressionSyntaxError) -> ExpressionSyntax {
        var expression = primary
        var links = 0
        defer { depth -= links }
        while true {
            if current.isSymbol(".") || current.isSymbol("?.") {
                let optional = current.isSymbol("?.")
                let dot = current
                try enter(dot)
                links += 1
                advance()
                guard case .identifier(let name) = current.kind else {
                    throw error(
                        .unexpectedToken,
                        "expected a member name after \(dot.description), found \(current.description)",
                        at: problemLocation(),
                        help: "write a property such as '.count', or a method such as '.uppercased()'")
                }
                let member = Spanned(name, range: range(of: current))
                advance()
                var called = BuiltinFunction(rawValue: member.value)
                // Swift's other `firstIndex` and `contains`, told apart by their label or a trailing closure.
                let takesClosure = current.isSymbol("{") || (current.isSymbol("(") && next.kind == .identifier("where"))
                if called == .firstIndex, takesClosure { called = .firstIndexWhere }
                if called == .contains, current.isSymbol("("), !takesClosure { called = .containsValue }
                // A list's `max(by:)` and `min(by:)`; `max(a, b)` and `min(a, b)` are free functions.
                let ordersBy = current.isSymbol("{") || (current.isSymbol("(") && next.kind == .identifier("by"))
                if called == .max, ordersBy { called = .maxBy }
                if called == .min, ordersBy { called = .minBy }
                // Swift's `sorted()`, `max()` and `min()` of a list of Comparable elements, without a closure.
                let takesNothing = current.isSymbol("(") && next.isSymbol(")")
                if takesNothing {
                    called = [.sorted: .sortedAscending, .max: .greatest, .min: .least][called] ?? called
                }
                if current.isSymbol("(") || current.isSymbol("{") {
                    var (arguments, close): ([ExpressionSyntax], SourceRange) = ([], member.range)
                    if current.isSymbol("(") {
                        (arguments, close) = try parseArguments(
                            label: called == .firstIndex ? "of" : called?.closureLabel, of: called)
                    }
                    // A trailing closure, as Swift writes `map { … }` and `reduce(0) { … }`.
                    if current.isSymbol("{") {
                        guard called?.closureArity != nil else { throw closureNotTaken(by: member) }
                        let closure = try parseClosure()
                        arguments.append(closure)
                        close = closure.range
                    }
                    let function = try builtin(
                        named: [.firstIndexWhere, .containsValue, .maxBy, .minBy, .sortedAscending, .greatest, .least]
                            .contains(called)
                            ? Spanned(called?.rawValue ?? "", range: member.range) : member,
                        isMethod: true, receiver: expression, arguments: arguments, close: close)
                    expression = ExpressionSyntax(
                        .methodCall(expression, function, arguments, optional: optional),
                        range: span(expression.range, close))
                } else {
                    expression = ExpressionSyntax(
                        .member(expression, member, optional: optional), range: span(expression.range, member.range))
                }
            } else if current.isSymbol("("), case .name(let name) = expression.kind,
                sourceText(expression.range) == name,
                BuiltinFunction(rawValue: name) == nil, name.first?.isUppercase == true
            {
                let open = current
                try enter(open)
                defer { depth -= 1 }
                advance()
                let (arguments, close) = try parseLabeledList(open: open)
                expression = ExpressionSyntax(
                    .construction(Spanned(name, range: expression.range), arguments),
                    range: span(expression.range, close))
            } else if current.isSymbol("(") {
                guard case .name(let name) = expression.kind, sourceText(expression.range) == name else {
                    throw error(
                        .unknownFunction, "only the built-in functions can be called", at: location(of: current),
                        help: "the built-in functions are min(a, b), max(a, b) and format(value, \"%.1f\")")
                }
                let (arguments, close) = try parseArguments()
                let function = try builtin(
                    named: Spanned(name, range: expression.range), isMethod: false,
                    receiver: nil, arguments: arguments, close: close)
                expression = ExpressionSyntax(.call(function, arguments), range: span(expression.range, close))
            } else {
                return expression
            }
        }
    }

    /// The arguments between `(` (the current token) and `)`, and the range of the `)`. A method
    /// whose argument Swift labels (`firstIndex(of:)`, `first(where:)`) is written with its `label:`.
    private mutating func parseArguments(label: String? = nil, of function: BuiltinFunction? = nil)
        throws(ExpressionSyntaxError) -> ([ExpressionSyntax], SourceRange)
    {
        let open = current
        try enter(open)
        defer { depth -= 1 }
        advance()
        if let label, !current.isSymbol(")") {
            guard case .identifier(label) = current.kind, next.isSymbol(":") else {
                throw error(
                    .unexpectedToken, "expected '\(label):' before the argument, as Swift writes it",
                    at: problemLocation(),
                    help: "write '\(function?.usage ?? label)'",
                    fixIts: current.isSymbol(")")
                        ? []
                        : [
                            .init(
                                location(SourceRange(start: range(of: current).start, end: range(of: current).start)),
                                replacement: "\(label): ")
                        ])
            }
            advance()
            advance()
        }
        return try parseList(open: open, closing: ")")
    }

    /// Comma-separated expressions up to `closing`; a trailing comma is allowed, as in Swift.
    private mutating func parseList(
        open: ExpressionToken, closing: String
    ) throws(ExpressionSyntaxError) -> ([ExpressionSyntax], SourceRange) {
        var items: [ExpressionSyntax] = []
        while !current.isSymbol(closing) {
            items.append(try parseConditional())
            if current.isSymbol(",") {
                advance()
            } else if !current.isSymbol(closing) {
                throw unclosed(open: open, closing: closing, expecting: "',' or '\(closing)'")
            }
        }
        let close = range(of: current)
        advance()
        return (items, close)
    }

    /// `label: value` arguments up to `)`, for a model's initializer or an enum case's payload.
    private mutating func parseLabeledList(
        open: ExpressionToken
    ) throws(ExpressionSyntaxError) -> ([ExpressionSyntax.LabeledArgument], SourceRange) {
        var items: [ExpressionSyntax.LabeledArgument] = []
        while !current.isSymbol(")") {
            guard case .identifier(let label) = current.kind, next.isSymbol(":") else {
                throw error(
                    .unexpectedToken,
                    "expected a labelled argument such as 'title: value', found \(current.description)",
                    at: problemLocation(),
                    help: "write each field's name before its value, as Swift's initializers take them")
            }
            let labelRange = range(of: current)
            advance()
            advance()
            items.append(.init(label: Spanned(label, range: labelRange), value: try parseConditional()))
            if current.isSymbol(",") {
                advance()
            } else if !current.isSymbol(")") {
                throw unclosed(open: open, closing: ")", expecting: "',' or ')'")
            }
        }
        let close = range(of: current)
        advance()
        return (items, close)
    }

    private func unclosed(open: ExpressionToken, closing: String, expecting: String) -> ExpressionSyntaxError {
        let opening = open.description
        if current.kind == .end {
            return error(
                .unclosedDelimiter, "\(opening) is never closed", at: location(of: open),
                labels: [.init(problemLocation(), "expected '\(closing)' after this")],
                help: "add '\(closing)' where the group ends")
        }
        return error(
            .unexpectedToken, "expected \(expecting), found \(current.description)", at: location(of: current),
            labels: [.init(location(of: open), "to match this \(opening)")],
            help: current.canStartExpression ? "separate the items with ','" : nil)
    }

    /// Resolves a called name to a built-in and checks the number of arguments.
    private func builtin(
        named name: Spanned<String>, isMethod: Bool, receiver: ExpressionSyntax?, arguments: [ExpressionSyntax],
        close: SourceRange
    ) throws(ExpressionSyntaxError) -> Spanned<BuiltinFunction> {
        guard let function = BuiltinFunction(rawValue: name.value), function.isMethod == isMethod,
            function != .first || !arguments.isEmpty
        else {
            throw unknownFunction(name, isMethod: isMethod, receiver: receiver, arguments: arguments, close: close)
        }
        if arguments.count != function.argumentCount {
            let expected = function.argumentCount == 0 ? "no arguments" : "\(function.argumentCount) arguments"
            let given = arguments.count == 1 ? "1 was given" : "\(arguments.count) were given"
            let at =
                arguments.count > function.argumentCount
                ? location(span(arguments[function.argumentCount].range, arguments[arguments.count - 1].range))
                : location(close)
            throw error(
                .wrongArgumentCount, "'\(function.rawValue)' takes \(expected), but \(given)", at: at,
                labels: [.init(location(name.range), "called here")], help: "write '\(function.usage)'")
        }
        return Spanned(function, range: name.range)
    }

    private static let properties = ["count", "isEmpty", "first", "last"]
    private static let aliases: [String: String] = [
        "toUpperCase": "uppercased", "upper": "uppercased", "uppercase": "uppercased",
        "toLowerCase": "lowercased", "lower": "lowercased", "lowercase": "lowercased",
        "minimum": "min", "maximum": "max", "String": "format", "printf": "format",
        "join": "joined", "take": "prefix", "takeLast": "suffix", "scrollProgress": "progress", "indexOf": "firstIndex",
        "parseInt": "Int", "toInt": "Int", "parseFloat": "Double", "toDouble": "Double", "Float": "Double",
    ]

    private func unknownFunction(
        _ name: Spanned<String>, isMethod: Bool, receiver: ExpressionSyntax?, arguments: [ExpressionSyntax],
        close: SourceRange
    ) -> ExpressionSyntaxError {
        let at = location(name.range)
        let receiverText = receiver.map { sourceText($0.range) } ?? "value"
        let argumentTexts = arguments.map { sourceText($0.range) }
        if isMethod, Self.properties.contains(name.value) {
            let parentheses = location(SourceRange(start: name.range.end, end: close.end))
            return error(
                .unknownFunction, "'\(name.value)' is a property, not a method", at: at,
                help: "remove the parentheses: '\(receiverText).\(name.value)'",
                fixIts: [.init(parentheses, replacement: "")])
        }
        if !isMethod, Self.properties.contains(name.value) || ["len", "length", "size"].contains(name.value) {
            let property = Self.properties.contains(name.value) ? name.value : "count"
            return error(
                .unknownFunction, "unknown function '\(name.value)'", at: at,
                help: "use the property: '\(argumentTexts.first ?? "value").\(property)'")
        }
        let intended =
            BuiltinFunction(rawValue: name.value)
            ?? Self.aliases[name.value].flatMap(BuiltinFunction.init(rawValue:))
            ?? NameSuggestion.nearest(to: name.value, among: BuiltinFunction.allCases.map(\.rawValue)).first.flatMap(
                BuiltinFunction.init(rawValue:))
        let kind = isMethod ? "method" : "function"
        guard let intended else {
            // The built-ins that take a closure by name (`items.filter`), their usages being long.
            let usages = BuiltinFunction.allCases.filter { $0.isMethod == isMethod }.map {
                $0.closureArity == nil || $0 == .map ? $0.usage : "items.\($0.spelling)"
            }
            let help =
                "the built-in \(kind)s are " + usages.dropLast().joined(separator: ", ") + " and " + (usages.last ?? "")
            return error(.unknownFunction, "unknown \(kind) '\(name.value)'", at: at, help: help)
        }
        let message =
            intended.rawValue == name.value
            ? "'\(name.value)' is \(intended.isMethod ? "a method, not a function" : "a function, not a method")"
            : "unknown \(kind) '\(name.value)'"
        let help: String
        var fixIts: [Diagnostic.FixIt] = []
        if intended == .firstIndex, isMethod {
            let call = "firstIndex(of: \(argumentTexts.joined(separator: ", ")))"
            help = "write '\(receiverText).\(call)'"
            fixIts = [.init(location(SourceRange(start: name.range.start, end: close.end)), replacement: call)]
        } else if intended.isMethod == isMethod {
            help = "did you mean '\(intended.rawValue)'?"
            fixIts = [.init(at, replacement: intended.rawValue)]
        } else if intended.isMethod {
            help =
                "call it on its receiver: '\(argumentTexts.first ?? "value").\(intended.rawValue)(\(argumentTexts.dropFirst().joined(separator: ", ")))'"
        } else {
            help = "write '\(intended.rawValue)(\(([receiverText] + argumentTexts).joined(separator: ", ")))'"
        }
        return error(.unknownFunction, message, at: at, help: help, fixIts: fixIts)
    }

    // MARK: Primaries

    private mutating func parsePrimary() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        let token = current
        let tokenRange = range(of: token)
        switch token.kind {
        case .integer(let digits):
            let literal = try integer(digits, token: token)
            advance()
            return ExpressionSyntax(literal, range: tokenRange)
        case .double(let text):
            let literal = try double(text, token: token)
            advance()
            return ExpressionSyntax(literal, range: tokenRange)
        case .string(let value):
            advance()
            return ExpressionSyntax(.string(value), range: tokenRange)
        case .identifier(let name):
            advance()
            let kind: ExpressionSyntax.Kind =
                switch name {
                case "true": .boolean(true)
                case "false": .boolean(false)
                case "nil": .nilLiteral
                default: .name(name)
                }
            return ExpressionSyntax(kind, range: tokenRange)
        case .symbol("("):
            try enter(token)
            defer { depth -= 1 }
            advance()
            let inner = try parseConditional()
            guard current.isSymbol(")") else { throw unclosed(open: token, closing: ")", expecting: "')'") }
            let close = range(of: current)
            advance()
            return ExpressionSyntax(inner.kind, range: span(tokenRange, close))
        case .symbol("[") where next.isSymbol(":"):
            advance()
            advance()
            guard current.isSymbol("]") else {
                if current.kind == .end { throw unclosed(open: token, closing: "]", expecting: "']'") }
                throw error(
                    .unexpectedToken, "expected ']' after '[:', found \(current.description)",
                    at: location(of: current),
                    help:
                        "'[:]' is the empty dictionary; a dictionary with entries is written as a YAML mapping, '{ a: 1 }'"
                )
            }
            let close = range(of: current)
            advance()
            return ExpressionSyntax(.emptyDictionary, range: span(tokenRange, close))
        case .symbol("["):
            try enter(token)
            defer { depth -= 1 }
            advance()
            let (items, close) = try parseList(open: token, closing: "]")
            return ExpressionSyntax(.array(items), range: span(tokenRange, close))
        case .symbol("\\"):
            return try parseKeyPath(backslash: token)
        case .symbol("{"):
            // Where a closure may stand is the checker's business (CK0424), which knows its types.
            return try parseClosure()
        case .symbol(".") where next.kind != .end && !next.kind.isNumber:
            guard case .identifier(let name) = next.kind else { throw expectedExpression() }
            advance()
            let member = Spanned(name, range: range(of: current))
            advance()
            guard current.isSymbol("(") else {
                return ExpressionSyntax(.implicitMember(member, arguments: nil), range: span(tokenRange, member.range))
            }
            let open = current
            try enter(open)
            defer { depth -= 1 }
            advance()
            let (arguments, close) = try parseLabeledList(open: open)
            return ExpressionSyntax(.implicitMember(member, arguments: arguments), range: span(tokenRange, close))
        case .symbol(".") where next.kind.isNumber:
            let number = sourceText(span(tokenRange, range(of: next)))
            throw error(
                .invalidNumber, "'\(number)' needs a digit before the decimal point",
                at: location(span(tokenRange, range(of: next))), help: "write '0\(number)'")
        default:
            throw expectedExpression()
        }
    }

    /// `{ a, b in body }`, `{ (a, b) in body }` or `{ body }` (the parameters read as `$0`, `$1`),
    /// the `{` being the current token.
    private mutating func parseClosure() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        let open = current
        try enter(open)
        defer { depth -= 1 }
        advance()
        let parameters = closureParameters()
        let body = try parseConditional()
        guard current.isSymbol("}") else { throw unclosed(open: open, closing: "}", expecting: "'}'") }
        let close = range(of: current)
        advance()
        return ExpressionSyntax(.closure(parameters: parameters, body: body), range: span(range(of: open), close))
    }

    /// The names before `in` at the start of a closure, the cursor moved past the `in`; nil, the
    /// cursor left where it is, when the closure names none.
    private mutating func closureParameters() -> [Spanned<String>]? {
        var look = position
        let parenthesized = tokens[look].isSymbol("(")
        if parenthesized { look += 1 }
        var names: [Spanned<String>] = []
        while look < tokens.count, case .identifier(let name) = tokens[look].kind, name != "in",
            !name.hasPrefix("$")
        {
            names.append(Spanned(name, range: range(of: tokens[look])))
            look += 1
            guard look < tokens.count, tokens[look].isSymbol(",") else { break }
            look += 1
        }
        if parenthesized {
            guard look < tokens.count, tokens[look].isSymbol(")") else { return nil }
            look += 1
        }
        guard !names.isEmpty, look < tokens.count, case .identifier("in") = tokens[look].kind else { return nil }
        position = look + 1
        return names
    }

    private func closureNotTaken(by member: Spanned<String>) -> ExpressionSyntaxError {
        error(
            .misplacedClosure, "'\(member.value)' takes no closure", at: location(of: current),
            labels: [.init(location(member.range), "called here")],
            help: "the methods that take a closure are " + BuiltinFunction.closureTakers)
    }

    /// `\.name` or `\.name.field`, the backslash being the current token.
    private mutating func parseKeyPath(backslash: ExpressionToken) throws(ExpressionSyntaxError) -> ExpressionSyntax {
        advance()
        var path: [Spanned<String>] = []
        var end = range(of: backslash)
        while current.isSymbol(".") {
            advance()
            guard case .identifier(let name) = current.kind else {
                throw error(
                    .unexpectedToken, "expected a field name after '.', found \(current.description)",
                    at: problemLocation(),
                    help: "write a key path as '\\.title'")
            }
            path.append(Spanned(name, range: range(of: current)))
            end = range(of: current)
            advance()
        }
        guard !path.isEmpty else {
            throw error(
                .unexpectedToken, "expected '.' and a field name after '\\'", at: problemLocation(),
                help: "write a key path as '\\.title'")
        }
        return ExpressionSyntax(.keyPath(path), range: span(range(of: backslash), end))
    }

    private func integer(
        _ digits: String, token: ExpressionToken
    ) throws(ExpressionSyntaxError) -> ExpressionSyntax.Kind {
        guard let value = Int(digits) else {
            throw error(
                .invalidNumber, "integer literal '\(digits)' does not fit in Int", at: location(of: token),
                help: "Int holds \(Int.min) to \(Int.max); for larger values write a Double such as '1.0e20'")
        }
        return .integer(value)
    }

    private func double(_ text: String, token: ExpressionToken) throws(ExpressionSyntaxError) -> ExpressionSyntax.Kind {
        guard let value = Double(text), value.isFinite else {
            throw error(
                .invalidNumber, "number literal '\(text)' is out of range for Double", at: location(of: token),
                help: "Double holds magnitudes up to about 1.8e308")
        }
        return .double(value)
    }

    // MARK: Diagnostics

    /// Where a missing token is reported: at the offending token, or, at the end of the
    /// expression, at the last token (the one that needs a continuation).
    private func problemLocation() -> SourceLocation {
        if current.kind == .end, let previous { return location(of: previous) }
        return location(of: current)
    }

    private func expectedExpression() -> ExpressionSyntaxError {
        if current.kind == .end {
            let message = previous.map { "expected an expression after \($0.description)" } ?? "expected an expression"
            return error(.expectedExpression, message, at: problemLocation(), help: nil)
        }
        let help: String? =
            switch current.kind {
            case .symbol("+"): "'+' needs a value on both sides; a number needs no '+' sign"
            case .symbol(let symbol) where BinaryOperator(rawValue: symbol) != nil:
                "'\(symbol)' needs a value on both sides"
            case .symbol(let symbol) where Self.foreignOperators[symbol] != nil:
                "'\(symbol)' is not an operator; use '\(Self.foreignOperators[symbol] ?? "")'"
            default: nil
            }
        return error(
            .expectedExpression, "expected an expression, found \(current.description)", at: location(of: current),
            help: help)
    }

    private func trailingToken() -> ExpressionSyntaxError {
        let token = current
        let message: String
        let help: String?
        switch token.kind {
        case .symbol(")"), .symbol("]"):
            message = "unexpected \(token.description) without a matching opening bracket"
            help = "remove it, or add the opening bracket"
        case .symbol("!"):
            message = "unexpected '!' after the expression"
            help = "there is no force unwrapping; give a default with '??', as in 'name ?? \"\"'"
        case .symbol(":"):
            message = "unexpected ':' without a '?' before it"
            help = "a conditional is written 'condition ? value : otherValue'"
        case .symbol("["):
            message = "unexpected '[' after the expression: the expression language has no subscripts"
            help =
                "read a list's elements with '.first', '.last', 'first(where: { … })' or '.prefix(n)'; "
                + "a dictionary is read whole, by its '.count' and '.isEmpty'"
        case .symbol(","):
            message = "unexpected ',' after the expression"
            help = "an expression is one value; write a list as an array literal, '[a, b]'"
        default:
            message = "unexpected \(token.description) after the expression"
            help = token.canStartExpression ? "put an operator between the two values, such as '+', '&&' or '??'" : nil
        }
        return error(.unexpectedToken, message, at: location(of: token), help: help)
    }

    private func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        labels: [Diagnostic.Label] = [], help: String?, fixIts: [Diagnostic.FixIt] = []
    ) -> ExpressionSyntaxError {
        ExpressionSyntaxError(
            diagnostic: Diagnostic(code, message, at: location, labels: labels, help: help, fixIts: fixIts))
    }
}
