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
        case .form(let type, let form, _, _):
            throw EmitterError("the \(form) form of \(type) is not supported by the emitter yet", at: value.range)
        case .record:
            throw EmitterError("a model written as a mapping is not supported by the emitter yet", at: value.range)
        }
    }

    /// Interpolated text as one string literal: the text through `SwiftStringLiteral`, each
    /// expression as `\(…)`. Only values whose Swift description is the runtime's are accepted.
    func interpolation(_ segments: [TypedValue.Segment], at range: SourceRange) throws(EmitterError) -> String {
        var body = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                body += String(SwiftStringLiteral(text).source.dropFirst().dropLast())
            case .expression(let expression):
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
            if let catalog, case .enumeration(let typeName) = expression.type {
                return try CatalogEnumMember.swift(text, of: typeName, in: catalog, at: expression.range)
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
        case .member:
            throw EmitterError("reading a member is not supported by the emitter yet", at: expression.range)
        case .builtin(let function, _, _, _):
            throw EmitterError("the built-in \(function) is not supported by the emitter yet", at: expression.range)
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
            return "\(try operand(left)) \(op.rawValue) \(try operand(right))"
        case .conditional(let condition, let then, let otherwise):
            return "\(try operand(condition)) ? \(try operand(then)) : \(try operand(otherwise))"
        }
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

    /// The receiver of a method call: parenthesized unless it is a name or a non-negative number.
    private func receiver(_ expression: TypedExpression) throws(EmitterError) -> String {
        let written = try self.expression(expression)
        switch expression.kind {
        case .reference: return written
        case .integer(let value) where value >= 0: return written
        default: return "(" + written + ")"
        }
    }
}
