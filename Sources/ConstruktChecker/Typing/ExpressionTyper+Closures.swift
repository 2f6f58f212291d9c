import ConstruktAST
import ConstruktDiagnostics

/// Closures passed to a list's built-ins (Docs/language.md, Expressions), typed as Swift types
/// them: the body with its parameters bound to the element's type (and the running value's, for
/// `reduce`), the parameters hiding outer names. `map` gives a list of the body's type, `filter`
/// and `sorted(by:)` a list of the elements, `first(where:)`, `max(by:)` and `min(by:)` an optional
/// element, `firstIndex(where:)` an optional Int, `contains(where:)` a Bool and `reduce` the initial
/// value's type (a whole-number literal is a Double when the body makes one, as in Swift).
extension ExpressionTyper {
    static func isClosure(_ expression: ExpressionSyntax) -> Bool {
        if case .closure = expression.kind { return true }
        return false
    }

    /// A built-in whose last argument is a closure, on a receiver of type `receiver`: its result's
    /// type and its arguments typed.
    mutating func closureCall(
        _ method: Spanned<BuiltinFunction>, on receiver: ValueType, _ arguments: [ExpressionSyntax]
    ) -> (ValueType, [TypedExpression])? {
        let function = method.value
        guard case .array(let element) = receiver else {
            report(.operatorTypes, "'\(function.spelling)' works on a list, not \(receiver)", at: method.range)
            return nil
        }
        guard let closure = arguments.last, Self.isClosure(closure) else {
            report(
                .misplacedClosure, "'\(function.spelling)' takes a closure",
                at: arguments.last?.range ?? method.range, help: "write '\(function.usage)'")
            return nil
        }
        switch function {
        case .reduce:
            guard let initial = check(arguments[0], expected: nil) else { return nil }
            // `reduce(0) { $0 + $1.rating }`: a whole-number literal is a Double where the body
            // makes one, as Swift infers it.
            if case .integer = initial.kind {
                var asWritten = self
                if let body = asWritten.closure(closure, of: function, parameters: [.int, element], expected: .int),
                    asWritten.diagnostics.count == diagnostics.count
                {
                    self = asWritten
                    return (.int, [initial, body])
                }
                var asDouble = self
                if let body = asDouble.closure(
                    closure, of: function, parameters: [.double, element], expected: .double),
                    asDouble.diagnostics.count == diagnostics.count
                {
                    self = asDouble
                    return (.double, [TypedExpression(initial.kind, type: .double, range: initial.range), body])
                }
            }
            guard
                let body = self.closure(
                    closure, of: function, parameters: [initial.type, element], expected: initial.type)
            else { return nil }
            return (initial.type, [initial, body])
        case .map:
            guard let body = self.closure(closure, of: function, parameters: [element], expected: nil) else {
                return nil
            }
            return (.array(body.type), [body])
        case .filter, .sorted, .first, .contains, .firstIndexWhere, .maxBy, .minBy:
            let parameters = function.closureArity == 2 ? [element, element] : [element]
            guard let body = self.closure(closure, of: function, parameters: parameters, expected: .bool) else {
                return nil
            }
            let result: ValueType =
                switch function {
                case .first, .maxBy, .minBy: Self.optional(element)
                case .firstIndexWhere: .optional(.int)
                case .contains: .bool
                default: .array(element)
                }
            return (result, [body])
        default:
            return nil
        }
    }

    /// A closure whose parameters have `types`, its body checked against `expected`.
    private mutating func closure(
        _ syntax: ExpressionSyntax, of function: BuiltinFunction, parameters types: [ValueType],
        expected: ValueType?
    ) -> TypedExpression? {
        guard case .closure(let written, let body) = syntax.kind else { return nil }
        let counted = types.count == 1 ? "1 parameter" : "\(types.count) parameters"
        let names: [String]
        if let written {
            guard written.count == types.count else {
                let example = types.count == 1 ? "{ item in … }" : "{ a, b in … }"
                let start = written.first?.range.start ?? syntax.range.start
                report(
                    .misplacedClosure,
                    "the closure of '\(function.spelling)' takes \(counted), and this one names \(written.count)",
                    at: SourceRange(start: start, end: written.last?.range.end ?? syntax.range.end),
                    help: "write '\(example)'")
                return nil
            }
            for name in written where NamingRule.isReservedBySwift(name.value) {
                report(
                    .invalidName, "closure parameter '\(name.value)' is reserved by Swift", at: name.range,
                    help: "Swift gives '\(name.value)' a meaning of its own even in backticks; choose another name")
                return nil
            }
            names = written.map(\.value)
        } else {
            names = types.indices.map { "$\($0)" }
            // Swift counts a shorthand closure's parameters by the last it reads.
            if let last = names.last, !body.readsPositionalParameter(last) {
                report(
                    .misplacedClosure,
                    "the closure of '\(function.spelling)' takes \(counted), and reads no '\(last)'",
                    at: syntax.range,
                    help: "Swift counts a closure's '$' parameters by the last one read; name them instead: '"
                        + (types.count == 1 ? "{ _ in … }" : "{ a, _ in … }") + "'")
                return nil
            }
        }
        let outer = scope
        scope = scope.addingClosureParameters(
            zip(names, types).filter { $0.0 != "_" }.map { (name: $0.0, type: $0.1) })
        let typedBody = check(body, expected: expected)
        scope = outer
        guard let typedBody else { return nil }
        return TypedExpression(
            .closure(
                parameters: zip(names, types).map { TypedExpression.ClosureParameter(name: $0.0, type: $0.1) },
                body: typedBody),
            type: typedBody.type, range: syntax.range)
    }

    /// CK0424 for a closure written where no built-in takes it.
    mutating func reportMisplacedClosure(at range: SourceRange) {
        report(
            .misplacedClosure, "a closure stands only as the argument of a list's method that takes one",
            at: range,
            help: "the methods that take a closure are " + BuiltinFunction.closureTakers
                + "; group a value with parentheses")
    }

    /// CK0424 for `$0` read outside a closure that names no parameters.
    mutating func reportPositionalParameterOutOfReach(_ name: String, at range: SourceRange) {
        let named = scope.entries.filter { $0.value.kind == .closureParameter && !$0.key.hasPrefix("$") }.keys.sorted()
        if !named.isEmpty {
            report(
                .misplacedClosure, "'\(name)' is not a parameter of a closure that names its parameters", at: range,
                help: "read them by name: " + named.map { "'\($0)'" }.joined(separator: ", "))
            return
        }
        report(
            .misplacedClosure,
            "'\(name)' is a parameter of a closure that names none, and there is no such closure here",
            at: range,
            help: "read '\(name)' inside '{ … }' of 'map', 'filter' and the like, which passes it; a closure that "
                + "names its parameters ('{ item in … }') reads them by name")
    }
}
