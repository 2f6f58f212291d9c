import ConstruktAST
import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Writes typed expressions and values as Swift expressions, one line each.
///
/// Names are spelled by the caller, because the same state value is `count` inside a binding's
/// closure, `transaction.count` inside an action and unreachable in a constant. Operands that are
/// themselves operations are parenthesized, so the result never depends on Swift's precedence
/// agreeing with the language's. Inside an action (`checksArithmetic`), Int `+ - * / %` and
/// negation go through the view model's overflow check, as the runtime rejects what would trap.
final class SwiftExpressionWriter {
    /// Spells a reference: its name, what it refers to, and where it was written.
    typealias Spelling = (String, Scope.Kind, SourceRange) throws(EmitterError) -> String

    private let spell: Spelling
    private let checksArithmetic: Bool
    /// How the view model's overflow check is reached: `Self.checked` inside it, `<Name>ViewModel.checked` from the view.
    private let checkedFunction: String
    /// Where a catalog enum written as text finds its Swift spelling; without it, such text is an error.
    private let catalog: ComponentCatalog?
    /// Whether a written expression used the view model's `checked` helper.
    private(set) var usesOverflowCheck = false

    init(checksArithmetic: Bool = false, checkedFunction: String = "Self.checked", catalog: ComponentCatalog? = nil, spell: @escaping Spelling) {
        self.checksArithmetic = checksArithmetic
        self.checkedFunction = checkedFunction
        self.catalog = catalog
        self.spell = spell
    }

    /// A value as written in its place: an expression, interpolated text or a list.
    func value(_ value: TypedValue) throws(EmitterError) -> String {
        switch value.kind {
        case .expression(let expression):
            return try self.expression(expression)
        case .interpolation(let segments):
            return try interpolation(segments, at: value.range)
        case .list(let items):
            var written: [String] = []
            for item in items { written.append(try self.value(item)) }
            return "[" + written.joined(separator: ", ") + "]"
        case .form(let type, let form, let text, let fields):
            guard let catalog else {
                throw EmitterError("the \(form) form of \(type) is not supported by the emitter yet", at: value.range)
            }
            return try FormValueWriter(catalog: catalog).wholeValue(type: type, form: form, text: text, fields: fields, with: self, at: value.range)
        case .record(let fields):
            return try ModelValue.swift(fields, of: value.type, at: value.range, with: self)
        }
    }

    /// Interpolated text as one string literal: the text through `SwiftStringLiteral`, each
    /// expression as `\(…)`, an enum's as its raw value (the case as written, which the runtime
    /// shows). Only values whose Swift description is the runtime's are accepted.
    func interpolation(_ segments: [TypedValue.Segment], at range: SourceRange) throws(EmitterError) -> String {
        var body = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                body += String(SwiftStringLiteral(text).source.dropFirst().dropLast())
            case .expression(let expression):
                if case .enumeration = expression.type {
                    body += "\\(" + (try operand(expression)) + ".rawValue)"
                    continue
                }
                guard [.string, .int, .bool].contains(expression.type) else {
                    throw EmitterError("interpolating a value of type \(expression.type) is not supported by the emitter yet", at: expression.range)
                }
                body += "\\(" + (try self.expression(expression)) + ")"
            }
        }
        return "\"" + body + "\""
    }

    /// One expression.
    func expression(_ expression: TypedExpression) throws(EmitterError) -> String {
        switch expression.kind {
        case .integer(let value):
            return String(value)
        case .double(let value):
            guard value.isFinite else { throw EmitterError("a number that is not finite cannot be written in Swift", at: expression.range) }
            return String(value)
        case .boolean(let value):
            return value ? "true" : "false"
        case .nilLiteral:
            return "nil"
        case .string(let text):
            var literalType = expression.type
            while case .optional(let wrapped) = literalType { literalType = wrapped }
            if let catalog, case .enumeration(let typeName) = literalType {
                guard catalog.type(named: typeName) == nil else {
                    return try CatalogEnumMember.swift(text, of: typeName, in: catalog, at: expression.range)
                }
                return try ModelTypeNames.enumerationCase(text, of: typeName)
            }
            if let catalog, [.color, .font, .image].contains(literalType) {
                return try FormValueWriter(catalog: catalog).literal(text, of: literalType.description, at: expression.range)
            }
            if let catalog, [.url, .date, .uuid].contains(literalType), case .primitive(_, let swiftLiteral?)? = catalog.type(named: literalType.description)?.kind {
                return try TemplateFilling.fill(swiftLiteral, [.value: SwiftStringLiteral(text).source], in: literalType.description)
            }
            if let catalog, case .catalogValue(let typeName) = literalType {
                return try FormValueWriter(catalog: catalog).literal(text, of: typeName, at: expression.range)
            }
            guard expression.type == .string || expression.type == .optional(.string) else {
                throw EmitterError("a \(expression.type) written as text is not supported by the emitter yet", at: expression.range)
            }
            return SwiftStringLiteral(text).source
        case .array(let items):
            var written: [String] = []
            for item in items { written.append(try self.expression(item)) }
            return "[" + written.joined(separator: ", ") + "]"
        case .reference(let name, let scope):
            return try spell(name, scope, expression.range)
        case .member(let base, let name, let optional):
            var baseType = base.type
            while case .optional(let wrapped) = baseType { baseType = wrapped }
            let readable: Set<String> = switch baseType {
            case .array: ["count", "isEmpty", "first", "last"]
            case .string: ["count", "isEmpty"]
            case .enumeration: ["rawValue"]
            case .model: [name]
            default: Set(catalog?.type(named: baseType.description)?.readableMembers ?? [])
            }
            guard readable.contains(name) else {
                throw EmitterError("reading '.\(name)' of a \(base.type) is not supported by the emitter yet", at: expression.range)
            }
            return (try chained(base, optional: optional)) + (optional ? "?." : ".") + (try Identifiers.field(name))
        case .builtin(let function, let base, let arguments, let optional):
            return try builtin(function, base, arguments, optional: optional, at: expression.range)
        case .unary(let op, let operand):
            if checksArithmetic, op == .negate, operand.type == .int {
                usesOverflowCheck = true
                return "try \(checkedFunction)(Int(0).subtractingReportingOverflow(\(try self.expression(operand))))"
            }
            return op.rawValue + (try self.operand(operand))
        case .binary(let op, let left, let right):
            if checksArithmetic, expression.type == .int, let method = Self.reportingOverflow[op] {
                usesOverflowCheck = true
                return "try \(checkedFunction)(\(try receiver(left)).\(method)\(try self.expression(right))))"
            }
            let right = try operand(right)
            // The right side of && || ?? is an autoclosure: one that throws makes the operator throw.
            let autoclosure: Set<BinaryOperator> = [.and, .or, .nilCoalescing]
            let marked = autoclosure.contains(op) && right.contains("try ") ? "try " : ""
            return "\(marked)\(try operand(left)) \(op.rawValue) \(right)"
        case .conditional(let condition, let then, let otherwise):
            return "\(try operand(condition)) ? \(try operand(then)) : \(try operand(otherwise))"
        }
    }

    /// A built-in (LANGUAGE.md §4) as the Swift the runtime's evaluator mirrors: `min`/`max` of
    /// two values of one type, `uppercased()`/`lowercased()` on text, and `format` with a literal
    /// format, whose conversion decides, as in the runtime, whether the number is passed as an
    /// `Int` (`%d`, widened to `%ld`) or a `Double`.
    private func builtin(_ function: BuiltinFunction, _ base: TypedExpression?, _ arguments: [TypedExpression], optional: Bool, at range: SourceRange) throws(EmitterError) -> String {
        switch function {
        case .uppercased, .lowercased:
            guard let base, arguments.isEmpty else { break }
            return (try receiver(base)) + (optional ? "?." : ".") + function.rawValue + "()"
        case .min, .max:
            guard base == nil, arguments.count == 2, arguments[0].type == arguments[1].type else { break }
            return "Swift.\(function.rawValue)(\(try expression(arguments[0])), \(try expression(arguments[1])))"
        case .format:
            guard base == nil, arguments.count == 2, case .string(let format) = arguments[1].kind,
                  [.int, .double, .float, .cgFloat].contains(arguments[0].type),
                  let conversion = format.last(where: { "dioufFeEgGxX".contains($0) }) else { break }
            let value = try expression(arguments[0])
            if "dioxX".contains(conversion) {
                let widened = format.replacing("%d", with: "%ld").replacing("%i", with: "%li")
                return "String(format: \(SwiftStringLiteral(widened).source), Int(\(value)))"
            }
            return "String(format: \(SwiftStringLiteral(format).source), Double(\(value)))"
        }
        throw EmitterError("this use of \(function.rawValue) is not supported by the emitter yet", at: range)
    }

    /// The Int methods that report overflow (and division by zero) instead of trapping, with the
    /// argument label each takes.
    private static let reportingOverflow: [BinaryOperator: String] = [
        .add: "addingReportingOverflow(", .subtract: "subtractingReportingOverflow(",
        .multiply: "multipliedReportingOverflow(by: ", .divide: "dividedReportingOverflow(by: ",
        .remainder: "remainderReportingOverflow(dividingBy: ",
    ]

    /// An operand of an operator, parenthesized when it is an operation itself.
    private func operand(_ expression: TypedExpression) throws(EmitterError) -> String {
        let written = try self.expression(expression)
        switch expression.kind {
        case .binary, .conditional, .unary: return "(" + written + ")"
        default: return written
        }
    }

    /// The receiver of `?.`: an optional chain in parentheses, so that the language's
    /// `(match?.home)?.name` stays one (Swift's `match?.home?.name` would chain through `home`).
    private func chained(_ base: TypedExpression, optional: Bool) throws(EmitterError) -> String {
        switch base.kind {
        case .member(_, _, optional: true) where optional, .builtin(_, _, _, optional: true) where optional:
            return "(" + (try expression(base)) + ")"
        default:
            return try receiver(base)
        }
    }

    /// The receiver of a method call or member: parenthesized unless it is a name, a member or a
    /// non-negative number.
    private func receiver(_ expression: TypedExpression) throws(EmitterError) -> String {
        let written = try self.expression(expression)
        switch expression.kind {
        case .reference, .member: return written
        case .integer(let value) where value >= 0: return written
        default: return "(" + written + ")"
        }
    }
}
