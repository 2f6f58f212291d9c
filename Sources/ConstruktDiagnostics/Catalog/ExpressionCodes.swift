extension DiagnosticCode {
    public static let unterminatedInterpolation = DiagnosticCode(
        "CK0301", .error,
        summary: "a `${` is never closed by `}`",
        explanation: """
            An expression starts with `${` and ends at the matching `}`. When the value ends first, the
            expression has no end:

                to: ${count + 1

            Add the closing brace: `to: ${count + 1}`. To write the text `${` itself, double the dollar
            sign: `$${` is the literal text `${`.
            """
    )
    public static let emptyExpression = DiagnosticCode(
        "CK0302", .error,
        summary: "a `${}` holds no expression",
        explanation: """
            The braces of `${…}` must hold an expression, such as a name (`${title}`) or a computation
            (`${count + 1}`). `${}` and `${ }` hold nothing, so there is no value to show.

            Write the expression between the braces, or write `$${}` for the literal text `${}`.
            """
    )
    public static let unexpectedCharacter = DiagnosticCode(
        "CK0303", .error,
        summary: "a character that is not part of the expression language",
        explanation: """
            Expressions are made of names, numbers, quoted strings, brackets and the operators
            `! - * / % + ?? < <= > >= == != && || ? :`. Any other character, such as `@`, `#`, `;` or a
            `$` inside the braces, cannot start anything:

                enabled: ${$count > 0}

            Names inside `${…}` are written without `$`: `${count > 0}`. To put such a character in a
            text, write it in a string literal: `${'#' + tag}`.
            """
    )
    public static let unexpectedToken = DiagnosticCode(
        "CK0304", .error,
        summary: "a token appears where the expression cannot continue with it",
        explanation: """
            The expression is complete, or needs a particular token, but the next token does not fit:

                visible: "${count 1}"
                title: "${isNew ? 'New'}"

            The first needs an operator between `count` and `1`; the second needs `: otherValue` to
            finish the conditional. The diagnostic points at the token and says what was expected.
            """
    )
    public static let expectedExpression = DiagnosticCode(
        "CK0305", .error,
        summary: "an operand is missing",
        explanation: """
            An operator or bracket needs an expression after it, but the expression ends or another
            operator follows instead:

                to: ${count +}
                items: ${[a, , b]}

            Write the missing operand (`${count + 1}`), or remove the operator or comma.
            """
    )
    public static let unterminatedString = DiagnosticCode(
        "CK0306", .error,
        summary: "a string literal is never closed",
        explanation: """
            A string literal inside an expression starts with `'` or `"` and ends at the same quote. When
            the expression ends first, the string has no end:

                text: "${name ?? 'anonymous}"

            Add the closing quote: `${name ?? 'anonymous'}`. To put the quote itself in the string,
            escape it (`'it\\'s'`) or use the other kind of quote (`"it's"`).
            """
    )
    public static let invalidEscape = DiagnosticCode(
        "CK0307", .error,
        summary: "a string literal holds an escape sequence the language does not have",
        explanation: """
            Inside a string literal in an expression, a backslash starts one of the escapes `\\\\`, `\\'`,
            `\\"`, `\\n`, `\\r`, `\\t` or `\\u{…}` (one to eight hex digits naming a Unicode scalar). Other
            sequences are errors:

                text: ${'only \\$5'}
                text: ${'caf\\u00e9'}

            Remove the backslash (`'only $5'`), or write the escape as Swift does (`'caf\\u{e9}'`).
            String literals cannot interpolate: instead of `'\\(count)'`, join with `+` or write the text
            outside the braces: `Count: ${count}`.
            """
    )
    public static let chainedComparison = DiagnosticCode(
        "CK0308", .error,
        summary: "comparisons are chained without parentheses",
        explanation: """
            Comparison operators (`< <= > >= == !=`) do not associate, as in Swift: `a < b < c` does not
            test that `b` lies between `a` and `c`, it would compare a Bool with `c`.

                visible: "${0 < count < 10}"

            Join two comparisons with `&&`: `${0 < count && count < 10}`. If comparing the result of a
            comparison is really meant, add parentheses: `${(a == b) == c}`.
            """
    )
    public static let expressionTooLong = DiagnosticCode(
        "CK0309", .error,
        summary: "an expression is longer than the limit",
        explanation: """
            One expression may be at most 4 KiB long, unless the `limits:` of construkt.yaml allow more.
            An expression that long cannot be read in review and is slow to type-check in the generated
            Swift.

            Split it: move parts into `derived:` values and combine those.
            """
    )
    public static let expressionNestingTooDeep = DiagnosticCode(
        "CK0310", .error,
        summary: "an expression nests deeper than the limit",
        explanation: """
            An expression may nest at most 64 levels deep. Parentheses, array literals, call arguments,
            `!` and `-`, conditionals and every operator or `.member` of a chain count one level each:
            `a + b + c` is two levels deep, `(a + b) * c` three. Real expressions need a handful; deeper
            ones are almost always generated by mistake, and long operator chains are exactly what makes
            Swift report "unable to type-check this expression in reasonable time".

            Move parts of the expression into `derived:` values and combine those.
            """
    )
    public static let unknownFunction = DiagnosticCode(
        "CK0311", .error,
        summary: "a call names a function that is not a built-in",
        explanation: """
            Expressions can call only the built-in functions `min(a, b)`, `max(a, b)` and
            `format(value, "%.1f")`, and the built-in methods `.uppercased()` and `.lowercased()`. There
            are no user-defined functions: compute the value in Swift and pass it in as a param, or
            observe a signal in the host app.

                title: ${name.capitalized()}

            `.count`, `.isEmpty`, `.first` and `.last` are properties and take no parentheses:
            `${items.count}`, not `${items.count()}`.
            """
    )
    public static let wrongArgumentCount = DiagnosticCode(
        "CK0312", .error,
        summary: "a built-in function is called with the wrong number of arguments",
        explanation: """
            Each built-in takes a fixed number of arguments: `min(a, b)` and `max(a, b)` take two,
            `format(value, "%.1f")` takes the value and a format string, and `.uppercased()` and
            `.lowercased()` take none.

                text: ${min(a, b, c)}

            Pass exactly the arguments the built-in takes; nest calls for more: `${min(a, min(b, c))}`.
            """
    )
    public static let invalidNumber = DiagnosticCode(
        "CK0313", .error,
        summary: "a number literal is malformed or out of range",
        explanation: """
            Numbers are written as in Swift: `12`, `-3`, `1.5`, `2.5e3`, `1_000`. A number needs digits
            on both sides of its decimal point (`0.5`, not `.5` or `5.`), and an `Int` literal must fit in
            64 bits (at most 9223372036854775807).

                alpha: ${5.}

            Write the missing digits (`5.0`), or use a Double literal for very large values.

            Int arithmetic over literals alone must fit too, and nothing is divided by the literal `0`:
            Swift works these out while it builds and refuses them (`${9223372036854775807 + 1}`,
            `${count / 0}`). A divisor that is 0 only at run time rejects its action instead.
            """
    )
    public static let unknownOperator = DiagnosticCode(
        "CK0314", .error,
        summary: "an operator from another language is used",
        explanation: """
            The expression language has Swift's operators only. Some operators of other languages are
            recognised so that the fix can be shown:

                `=`   → `==` (expressions compare; a statement `set: x` + `to: v` assigns)
                `===` → `==`, `!==` → `!=`
                `&`   → `&&`, `|` → `||`
                `and` → `&&`, `or` → `||`, `not` → `!`

                visible: "${count = 0}"

            Write the Swift operator: `${count == 0}`.
            """
    )
    public static let unclosedDelimiter = DiagnosticCode(
        "CK0315", .error,
        summary: "a `(` or `[` is never closed",
        explanation: """
            Every `(` needs a `)`, and every `[` a `]`, before the expression ends:

                to: ${min(count, 10}

            Add the closing bracket where the group ends: `${min(count, 10)}`. The diagnostic points at
            the place the closing bracket was expected and labels the opening one.
            """
    )
    public static let uninterpolatedName = DiagnosticCode(
        "CK0316", .warning,
        summary: "a `$name` inside text is not replaced by the value",
        explanation: """
            The shorthand `$name` (and `$name.path`) stands for a value only when it is the whole value.
            Inside other text it is kept as written, so this label shows the characters `$name`:

                LabelView: Hello $name

            To insert the value, use braces: `Hello ${name}`. To show a dollar sign followed by letters,
            double it: `$$USD` is the text `$USD`.
            """
    )
}

extension DiagnosticCatalog {
    static let expressionCodes: [DiagnosticCode] = [
        .unterminatedInterpolation, .emptyExpression, .unexpectedCharacter, .unexpectedToken,
        .expectedExpression, .unterminatedString, .invalidEscape, .chainedComparison,
        .expressionTooLong, .expressionNestingTooDeep, .unknownFunction, .wrongArgumentCount,
        .invalidNumber, .unknownOperator, .unclosedDelimiter, .uninterpolatedName,
    ]
}
