import ConstruktAST
import ConstruktChecker
import Foundation

/// Evaluates typed expressions and values (Docs/language.md, Values) to runtime values. Names are read
/// through `read`, which gets the name and what it refers to (param, state, derived, action param,
/// loop variable), so the caller decides where each comes from and can record what was read.
///
/// Operations that trap in Swift (integer overflow, division by zero) fail here instead, so the
/// statement that ran them is rejected rather than the process crashing.
public struct Evaluator {
    public typealias NameReader = (_ name: String, _ kind: Scope.Kind) throws -> RuntimeValue

    let read: NameReader

    public init(read: @escaping NameReader) {
        self.read = read
    }

    /// The value of a typed value as written in its place.
    public func evaluate(_ value: TypedValue) throws -> RuntimeValue {
        switch value.kind {
        case .expression(let expression), .scalarForm(_, _, let expression):
            return try evaluate(expression)
        case .interpolation(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let piece): text += piece
                case .expression(let expression): text += try evaluate(expression).interpolated(as: expression.type)
                }
            }
            return .string(text)
        case .form(_, _, let text, let fields):
            if let text { return .written(text) }
            // By field name, as a record is described: one value whatever order its fields were written in.
            let written = try fields.sorted { $0.name < $1.name }.map {
                "\($0.name): \(try evaluate($0.value).description)"
            }
            return .written("{" + written.joined(separator: ", ") + "}")
        case .list(let items):
            return .list(try items.map(evaluate))
        case .record(let fields):
            var values: [String: RuntimeValue] = [:]
            for field in fields { values[field.name] = try evaluate(field.value) }
            return .model(values)
        case .enumCase(let name, let payload):
            var values: [String: RuntimeValue] = [:]
            for field in payload { values[field.name] = try evaluate(field.value) }
            return .payloadCase(name, values)
        }
    }

    /// The value of a typed expression.
    public func evaluate(_ expression: TypedExpression) throws -> RuntimeValue {
        switch expression.kind {
        case .integer(let value):
            guard expression.type.unwrapped.isFloatingPoint else { return .int(value) }
            return Self.number(Double(value), as: expression.type)
        case .double(let value):
            return Self.number(value, as: expression.type)
        case .string(let text):
            return Self.literal(text, as: expression.type)
        case .boolean(let value):
            return .bool(value)
        case .nilLiteral:
            return .null
        case .emptyDictionary:
            return .record([:])
        case .array(let items):
            return .list(try items.map(evaluate))
        case .reference(let name, let kind):
            return try read(name, kind)
        case .member(let base, let name, _):
            let value = try evaluate(base)
            if case .dictionary = base.type.unwrapped, let size = try Self.size(name, of: value) { return size }
            if case .written(let text) = value,
                let exposed = ExposedMember.value(name, ofWritten: text, type: base.type)
            {
                return exposed
            }
            return try member(name, of: value)
        case .builtin(let function, let receiver, let arguments, _):
            return try call(function, receiver: receiver.map(evaluate), arguments: arguments)
        case .unary(let op, let operand):
            return try unary(op, evaluate(operand))
        case .binary(let op, let left, let right):
            // Float arithmetic is Float's, as the generated Swift's: the operands and the result
            // are Floats, kept as the Doubles they convert to.
            if expression.type == .float, let operation = Self.floatOperation(op) {
                let (a, b) = (try evaluate(left), try evaluate(right))
                guard let x = Self.number(a), let y = Self.number(b) else {
                    throw RuntimeFailure("cannot apply '\(op.rawValue)' to \(a) and \(b)")
                }
                return .double(Double(operation(Float(x), Float(y))))
            }
            return try binary(op, left, right)
        case .conditional(let condition, let then, let otherwise):
            return try Self.bool(evaluate(condition), in: "a condition") ? evaluate(then) : evaluate(otherwise)
        case .keyPath:
            throw RuntimeFailure("a key path has no value of its own")
        case .closure:
            throw RuntimeFailure("a closure has no value of its own")
        case .payloadField(let subject, let caseName, let field, _):
            // The field of the subject's payload when it is that case (a case whose fields are all
            // nil is kept without them); nil for another case.
            guard case .tagged(let name, let values) = try evaluate(subject), name == caseName else { return .null }
            return values[field] ?? .null
        case .enumCase(let name, let payload):
            var values: [String: RuntimeValue] = [:]
            for field in payload { values[field.name] = try evaluate(field.value) }
            return .payloadCase(name, values)
        case .construction(_, let fields):
            var values: [String: RuntimeValue] = [:]
            for field in fields { values[field.name] = try evaluate(field.value) }
            return .model(values)
        }
    }

    /// A floating number of `type`: a Float literal is the Float nearest it, as Swift makes it
    /// (`247411649` is 247411648.0), kept as the Double that Float converts to.
    static func number(_ value: Double, as type: ValueType) -> RuntimeValue {
        .double(type.unwrapped == .float ? Double(Float(value)) : value)
    }

    /// Whether an argument is a value, not a key path or a closure that a built-in applies.
    private static func hasValue(_ argument: TypedExpression) -> Bool {
        if case .keyPath = argument.kind { return false }
        return !argument.isClosure
    }

    /// A string literal read by the type its place expects: an enum case, a catalog value's written
    /// form, or text.
    static func literal(_ text: String, as type: ValueType) -> RuntimeValue {
        switch type.unwrapped {
        case .enumeration, .payloadEnumeration: return .enumCase(text)
        case .color, .font, .image, .insets, .size, .catalogValue: return .written(text)
        // One spelling per value, so that text compares as Swift compares the values: a UUID in
        // its `uuidString`'s upper case, a Date as the instant in UTC (which orders as text does).
        case .uuid: return .string(UUID(uuidString: text)?.uuidString ?? text)
        case .date:
            let formatter = ISO8601DateFormatter()
            return .string(formatter.date(from: text).map(formatter.string(from:)) ?? text)
        default: return .string(text)
        }
    }

    /// `.count` and `.isEmpty` of a dictionary, whatever its keys are (a key "count" is no member).
    private static func size(_ name: String, of dictionary: RuntimeValue) throws -> RuntimeValue? {
        guard case .record(let entries) = dictionary else { return nil }
        switch name {
        case "count": return .int(entries.count)
        case "isEmpty": return .bool(entries.isEmpty)
        default: return nil
        }
    }

    private func member(_ name: String, of base: RuntimeValue) throws -> RuntimeValue {
        switch (base, name) {
        case (.null, _): return .null
        case (.list(let items), "count"): return .int(items.count)
        case (.list(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.list(let items), "first"): return items.first ?? .null
        case (.list(let items), "last"): return items.last ?? .null
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.string(let text), "first"): return text.first.map { .string(String($0)) } ?? .null
        case (.string(let text), "last"): return text.last.map { .string(String($0)) } ?? .null
        case (.enumCase(let raw), "rawValue"): return .string(raw)
        // A URL is held as its text.
        case (.string(let text), "absoluteString"): return .string(text)
        case (.record(let fields), _): return fields[name] ?? .null
        default: throw RuntimeFailure("cannot read '.\(name)' of \(base)")
        }
    }

    private func call(_ function: BuiltinFunction, receiver: RuntimeValue?, arguments: [TypedExpression]) throws
        -> RuntimeValue
    {
        let values = try arguments.filter(Self.hasValue).map(evaluate)
        if let closure = arguments.last, case .closure(let parameters, let body) = closure.kind {
            return try call(function, receiver: receiver, initial: values.first, parameters: parameters, body: body)
        }
        switch function {
        case .uppercased, .lowercased:
            switch receiver {
            case .null?: return .null
            case .string(let text)?: return .string(function == .uppercased ? text.uppercased() : text.lowercased())
            default: throw RuntimeFailure("\(function.usage) needs text, got \(receiver?.description ?? "nothing")")
            }
        case .trimmed:
            switch receiver {
            case .null?: return .null
            case .string(let text)?: return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
            default: throw RuntimeFailure("\(function.usage) needs text, got \(receiver?.description ?? "nothing")")
            }
        case .min, .max:
            guard values.count == 2 else { throw RuntimeFailure("\(function.usage) takes two values") }
            let leftIsLess = try Self.compare(values[0], values[1]) < 0
            return (function == .min) == leftIsLess ? values[0] : values[1]
        case .progress:
            guard values.count == 2 else { throw RuntimeFailure("\(function.usage) takes two numbers") }
            guard let value = Self.number(values[0]), let distance = Self.number(values[1]) else {
                throw RuntimeFailure("\(function.usage) takes two numbers, got \(values[0]) and \(values[1])")
            }
            return .double(Self.progress(value, over: distance))
        case .format:
            guard values.count == 2, case .string(let format) = values[1] else {
                throw RuntimeFailure("\(function.usage) takes a number and a format text")
            }
            return .string(try Self.format(values[0], with: format))
        case .prefix, .suffix:
            // A negative count takes nothing, as the generated `max(0, n)` does.
            guard case .int(let written)? = values.first else { throw RuntimeFailure("\(function.usage) takes an Int") }
            let count = Swift.max(0, written)
            switch receiver {
            case .null?: return .null
            case .list(let items)?: return .list(Array(function == .prefix ? items.prefix(count) : items.suffix(count)))
            case .string(let text)?:
                return .string(String(function == .prefix ? text.prefix(count) : text.suffix(count)))
            default:
                throw RuntimeFailure(
                    "\(function.usage) needs a list or text, got \(receiver?.description ?? "nothing")")
            }
        case .joined:
            guard case .string(let separator)? = values.first else {
                throw RuntimeFailure("\(function.usage) takes a separator text")
            }
            switch receiver {
            case .null?: return .null
            case .list(let items)?:
                return .string(
                    try items.map { item in
                        guard case .string(let text) = item else {
                            throw RuntimeFailure("\(function.usage) needs texts, got \(item)")
                        }
                        return text
                    }.joined(separator: separator))
            default:
                throw RuntimeFailure(
                    "\(function.usage) needs a list of texts, got \(receiver?.description ?? "nothing")")
            }
        case .sortedAscending:
            switch receiver {
            case .null?: return .null
            case .list(let items)?: return .list(try items.sorted { try Self.compare($0, $1) < 0 })
            default: throw RuntimeFailure("\(function.usage) needs a list, got \(receiver?.description ?? "nothing")")
            }
        case .greatest, .least:
            switch receiver {
            case .null?: return .null
            case .list(let items)?:
                let ordered = { (a: RuntimeValue, b: RuntimeValue) throws -> Bool in try Self.compare(a, b) < 0 }
                return try (function == .greatest ? items.max(by: ordered) : items.min(by: ordered)) ?? .null
            default: throw RuntimeFailure("\(function.usage) needs a list, got \(receiver?.description ?? "nothing")")
            }
        case .containsValue:
            switch (receiver, values.first) {
            case (.null?, _): return .null
            // Foundation's, as the generated Swift calls it: an empty text is in none.
            case (.string(let text)?, .string(let part)?): return .bool(text.range(of: part) != nil)
            case (.list(let items)?, let item?): return .bool(items.contains { Self.equal($0, item) })
            default:
                throw RuntimeFailure(
                    "\(function.usage) needs text or a list, got \(receiver?.description ?? "nothing")")
            }
        case .firstIndex:
            guard let item = values.first else { throw RuntimeFailure("\(function.usage) takes a value") }
            switch receiver {
            case .null?: return .null
            case .list(let items)?: return items.firstIndex { Self.equal($0, item) }.map(RuntimeValue.int) ?? .null
            default: throw RuntimeFailure("\(function.usage) needs a list, got \(receiver?.description ?? "nothing")")
            }
        case .map:
            guard case .keyPath(let path)? = arguments.first?.kind else {
                throw RuntimeFailure("\(function.usage) takes a key path")
            }
            switch receiver {
            case .null?: return .null
            case .list(let items)?:
                return .list(
                    try items.map { item in try path.reduce(item) { value, name in try member(name, of: value) } })
            default: throw RuntimeFailure("\(function.usage) needs a list, got \(receiver?.description ?? "nothing")")
            }
        case .filter, .sorted, .first, .contains, .reduce, .firstIndexWhere, .maxBy, .minBy:
            throw RuntimeFailure("\(function.usage) takes a closure")
        case .colorHex:
            // As the generated Swift checks before ConstruktKit's `UIColor(_ hex:)` reads it.
            guard case .string(let text)? = values.first else {
                throw RuntimeFailure("\(function.usage) needs a text, got \(values.first?.description ?? "nothing")")
            }
            let digits = text.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "#", with: "")
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return .null }
            return .written("#" + digits)
        case .string:
            guard let value = values.first, let argument = arguments.first else {
                throw RuntimeFailure("\(function.usage) needs a value")
            }
            return .string(value.interpolated(as: argument.type))
        case .int, .double, .cgFloat, .float:
            switch values.first {
            case .string(let text)? where function == .int: return Int(text).map(RuntimeValue.int) ?? .null
            case .string(let text)? where function == .double: return Double(text).map(RuntimeValue.double) ?? .null
            case .int(let number)? where function != .int:
                return Self.number(Double(number), as: function == .float ? .float : .double)
            case .double(let number)? where function != .int:
                return Self.number(number, as: function == .float ? .float : .double)
            default:
                throw RuntimeFailure("\(function.usage) needs a text, got \(values.first?.description ?? "nothing")")
            }
        }
    }

    /// `format(x, "%.1f")` as Swift's `String(format:)` writes it; an integer conversion gets the
    /// value as an `Int` and a floating one as a `Double`, whichever the number was.
    /// An Int is shown as itself, not through a Double (which rounds past 2^53); a Double an Int
    /// cannot hold fails, where Swift's `Int(_:)` would stop the app.
    static func format(_ value: RuntimeValue, with format: String) throws -> String {
        guard let conversion = NumberFormat(format) else {
            throw RuntimeFailure("format text '\(format)' has not exactly one number conversion such as %d or %.1f")
        }
        switch (value, conversion.takesInt) {
        case (.int(let integer), true):
            return String(format: conversion.widened, integer)
        case (.double(let double), true):
            guard let integer = Int(exactly: double.rounded(.towardZero)) else {
                throw RuntimeFailure("format(_:_:) cannot show \(double) as an Int")
            }
            return String(format: conversion.widened, integer)
        case (.int(let integer), false):
            return String(format: format, Double(integer))
        case (.double(let double), false):
            return String(format: format, double)
        default:
            throw RuntimeFailure("format(_:_:) needs a number, got \(value)")
        }
    }

    private func unary(_ op: UnaryOperator, _ operand: RuntimeValue) throws -> RuntimeValue {
        switch (op, operand) {
        case (.not, .bool(let value)): return .bool(!value)
        case (.negate, .int(let value)):
            let (negated, overflow) = Int(0).subtractingReportingOverflow(value)
            if overflow { throw RuntimeFailure("-\(value) overflows Int") }
            return .int(negated)
        case (.negate, .double(let value)): return .double(-value)
        default: throw RuntimeFailure("cannot apply '\(op.rawValue)' to \(operand)")
        }
    }

    private func binary(_ op: BinaryOperator, _ leftExpression: TypedExpression, _ rightExpression: TypedExpression)
        throws -> RuntimeValue
    {
        let left = try evaluate(leftExpression)
        switch op {
        case .and:
            return try Self.bool(left, in: "&&") ? .bool(Self.bool(evaluate(rightExpression), in: "&&")) : .bool(false)
        case .or:
            return try Self.bool(left, in: "||") ? .bool(true) : .bool(Self.bool(evaluate(rightExpression), in: "||"))
        case .nilCoalescing:
            return left == .null ? try evaluate(rightExpression) : left
        default:
            break
        }
        let right = try evaluate(rightExpression)
        switch op {
        case .equal: return .bool(Self.equal(left, right))
        case .notEqual: return .bool(!Self.equal(left, right))
        case .less: return .bool(try Self.compare(left, right) < 0)
        case .lessOrEqual: return .bool(try Self.compare(left, right) <= 0)
        case .greater: return .bool(try Self.compare(left, right) > 0)
        case .greaterOrEqual: return .bool(try Self.compare(left, right) >= 0)
        case .halfOpenRange, .closedRange: return try Self.range(op, from: left, to: right)
        default: return try arithmetic(op, left, right)
        }
    }

    /// `a..<b` and `a...b` as a list of Ints, empty when the end is below the start (where Swift's
    /// range would stop the app; the generated `stride(from:to:by:)` is empty there too).
    private static func range(_ op: BinaryOperator, from left: RuntimeValue, to right: RuntimeValue) throws
        -> RuntimeValue
    {
        guard case .int(let start) = left, case .int(let end) = right else {
            throw RuntimeFailure("a range needs two Ints, got \(left) and \(right)")
        }
        let values =
            op == .closedRange
            ? Array(stride(from: start, through: end, by: 1)) : Array(stride(from: start, to: end, by: 1))
        return .list(values.map(RuntimeValue.int))
    }

    private func arithmetic(_ op: BinaryOperator, _ left: RuntimeValue, _ right: RuntimeValue) throws -> RuntimeValue {
        switch (left, right) {
        case (.list(let a), .list(let b)) where op == .add:
            return .list(a + b)
        case (.string(let a), .string(let b)) where op == .add:
            return .string(a + b)
        case (.int(let a), .int(let b)):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case .add: result = a.addingReportingOverflow(b)
            case .subtract: result = a.subtractingReportingOverflow(b)
            case .multiply: result = a.multipliedReportingOverflow(by: b)
            case .divide, .remainder:
                if b == 0 { throw RuntimeFailure("\(a) \(op.rawValue) 0 divides by zero") }
                result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            default: throw RuntimeFailure("'\(op.rawValue)' is not arithmetic")
            }
            if result.overflow { throw RuntimeFailure("\(a) \(op.rawValue) \(b) overflows Int") }
            return .int(result.partialValue)
        default:
            guard let a = Self.number(left), let b = Self.number(right) else {
                throw RuntimeFailure("cannot apply '\(op.rawValue)' to \(left) and \(right)")
            }
            switch op {
            case .add: return .double(a + b)
            case .subtract: return .double(a - b)
            case .multiply: return .double(a * b)
            case .divide: return .double(a / b)
            case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
            default: throw RuntimeFailure("'\(op.rawValue)' is not arithmetic")
            }
        }
    }

    /// Float's own `+ - * /`; `nil` for any other operator.
    private static func floatOperation(_ op: BinaryOperator) -> ((Float, Float) -> Float)? {
        switch op {
        case .add: return (+)
        case .subtract: return (-)
        case .multiply: return (*)
        case .divide: return (/)
        default: return nil
        }
    }

    /// Equality as Swift sees it, with an `Int` literal read as a floating value where it met one.
    static func equal(_ left: RuntimeValue, _ right: RuntimeValue) -> Bool {
        if case .int(let a) = left, case .int(let b) = right { return a == b }
        if let a = number(left), let b = number(right) { return a == b }
        switch (left, right) {
        case (.string(let a), .enumCase(let b)), (.enumCase(let a), .string(let b)): return a == b
        default: return left == right
        }
    }

    /// -1, 0 or 1 for ordered values: numbers and text.
    static func compare(_ left: RuntimeValue, _ right: RuntimeValue) throws -> Int {
        if case .int(let a) = left, case .int(let b) = right { return a < b ? -1 : (a == b ? 0 : 1) }
        if let a = number(left), let b = number(right) { return a < b ? -1 : (a == b ? 0 : 1) }
        if case .string(let a) = left, case .string(let b) = right { return a < b ? -1 : (a == b ? 0 : 1) }
        throw RuntimeFailure("cannot order \(left) and \(right)")
    }

    private static func number(_ value: RuntimeValue) -> Double? {
        switch value {
        case .int(let integer): return Double(integer)
        case .double(let double): return double
        default: return nil
        }
    }

    static func bool(_ value: RuntimeValue, in place: String) throws -> Bool {
        guard case .bool(let flag) = value else { throw RuntimeFailure("\(place) needs a Bool, got \(value)") }
        return flag
    }
}

extension ValueType {
    /// The type inside any optionals.
    var unwrapped: ValueType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }
}
