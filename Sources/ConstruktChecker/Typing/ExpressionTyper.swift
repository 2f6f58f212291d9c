import ConstruktAST
import ConstruktDiagnostics

/// Types expressions (LANGUAGE.md §4) bidirectionally: an expected type flows into literals, so an
/// Int literal can be a Double and a string literal a Color, an Image, a URL or an enum case; no
/// other conversion happens. Records which names were read and whether the value is live.
struct ExpressionTyper {
    let path: String
    let types: TypeEnvironment
    let scope: Scope
    private(set) var diagnostics: [Diagnostic] = []
    /// Names read, for "never used" warnings.
    private(set) var reads: Set<String> = []
    /// Whether anything read is state, derived or app state.
    private(set) var isLive = false

    init(path: String, types: TypeEnvironment, scope: Scope) {
        self.path = path
        self.types = types
        self.scope = scope
    }

    /// The type of an expression, or `nil` after reporting why it has none. When `expected` is
    /// given, the result is checked against it (a `T` is accepted where `T?` is expected).
    mutating func check(_ expression: ExpressionSyntax, expected: ValueType?) -> ValueType? {
        guard let found = infer(expression, expected: expected) else { return nil }
        if let expected, !Self.accepts(expected, found) {
            report(.typeMismatch, "expected \(expected), found \(found)", at: expression.range, help: Self.conversionHelp(from: found, to: expected))
            return nil
        }
        return found
    }

    /// Whether a value of type `found` may stand where `expected` is wanted.
    static func accepts(_ expected: ValueType, _ found: ValueType) -> Bool {
        if expected == found { return true }
        if case .optional(let wrapped) = expected { return accepts(wrapped, found) || found == expected }
        return false
    }

    private mutating func infer(_ expression: ExpressionSyntax, expected: ValueType?) -> ValueType? {
        switch expression.kind {
        case .integer:
            if let target = expected.map(Self.unwrapped), target.isFloatingPoint { return target }
            return .int
        case .double:
            if let target = expected.map(Self.unwrapped), target.isFloatingPoint { return target }
            return .double
        case .string(let text):
            return stringLiteral(text, expected: expected, at: expression.range)
        case .boolean:
            return .bool
        case .nilLiteral:
            if let expected, case .optional = expected { return expected }
            report(.typeMismatch, "'nil' needs an optional type here", at: expression.range,
                   help: expected.map { "a \($0) cannot be nil; give a value" } ?? "compare with a value of an optional type, or use '??'")
            return nil
        case .array(let items):
            var element: ValueType?
            if let expected, case .array(let expectedElement) = Self.unwrapped(expected) { element = expectedElement }
            for item in items {
                guard let type = check(item, expected: element) else { return nil }
                element = element ?? type
            }
            guard let element else {
                report(.typeMismatch, "the type of an empty list cannot be inferred here", at: expression.range, help: "use it where a list type is expected")
                return nil
            }
            return .array(element)
        case .name(let name):
            guard let entry = scope[name] else {
                if scope.unresolved.contains(name) { return nil }
                report(.unknownName, "unknown name '\(name)'", at: expression.range,
                       help: NameSuggestion.help(for: name, among: scope.entries.keys) ?? "declare it under params:, state: or derived:")
                return nil
            }
            reads.insert(name)
            if entry.kind.isLive { isLive = true }
            return entry.type
        case .member(let base, let member, let optional):
            guard let baseType = infer(base, expected: nil) else { return nil }
            return self.member(member, of: baseType, optional: optional, base: base)
        case .methodCall(let base, let method, _, let optional):
            guard let baseType = infer(base, expected: nil),
                  let receiver = receiver(of: base, baseType, optional: optional, accessing: method.value.rawValue + "()") else { return nil }
            guard receiver == .string else {
                report(.operatorTypes, "'\(method.value)()' works on String, not \(receiver)", at: method.range)
                return nil
            }
            return optional || Self.isOptionalChain(base) ? .optional(.string) : .string
        case .call(let function, let arguments):
            return call(function, arguments)
        case .unary(let op, let operand):
            switch op.value {
            case .not:
                guard check(operand, expected: .bool) != nil else { return nil }
                return .bool
            case .negate:
                guard let type = infer(operand, expected: expected), type.isNumeric else {
                    report(.operatorTypes, "'-' needs a number", at: operand.range)
                    return nil
                }
                return type
            }
        case .binary(let op, let left, let right):
            return binary(op, left, right, expected: expected)
        case .conditional(let condition, let then, let otherwise):
            guard check(condition, expected: .bool) != nil else { return nil }
            let (first, second) = Self.isUntypedLiteral(then) ? (otherwise, then) : (then, otherwise)
            guard let firstType = check(first, expected: expected) else { return nil }
            guard check(second, expected: expected ?? firstType) != nil else { return nil }
            return expected ?? firstType
        }
    }

    private mutating func stringLiteral(_ text: String, expected: ValueType?, at range: SourceRange) -> ValueType {
        guard let target = expected.map(Self.unwrapped) else { return .string }
        switch target {
        case .color, .image, .url, .font:
            return target
        case .enumeration(let name):
            let cases = types.enumerationCases(name)
            if !cases.isEmpty, !cases.contains(text) {
                report(.typeMismatch, "'\(text)' is not a case of \(name)", at: range,
                       notes: ["cases: " + cases.joined(separator: ", ")], help: NameSuggestion.help(for: text, among: cases))
            }
            return target
        default:
            return .string
        }
    }

    /// The value a member is read from: `a?.b` needs an optional `a` and reads its wrapped value;
    /// `a.b` needs a non-optional `a` (CK0408 otherwise).
    private mutating func receiver(of base: ExpressionSyntax, _ baseType: ValueType, optional: Bool, accessing member: String) -> ValueType? {
        if !optional, Self.isOptionalChain(base), case .optional(let wrapped) = baseType {
            return wrapped
        }
        if optional {
            guard case .optional(let wrapped) = baseType else {
                report(.optionalAccess, "'?.' needs an optional value, and this is \(baseType)", at: base.range, help: "write '.\(member)'")
                return nil
            }
            return wrapped
        }
        if case .optional = baseType {
            report(.optionalAccess, "\(baseType) may be nil", at: base.range, help: "write '?.\(member)' and give a fallback with '??'")
            return nil
        }
        return baseType
    }

    /// Whether an expression is a link of an optional chain (`a?.b`, `a?.b.c`), after which the
    /// chain goes on through the wrapped value, as in Swift.
    static func isOptionalChain(_ expression: ExpressionSyntax) -> Bool {
        switch expression.kind {
        case .member(let base, _, let optional), .methodCall(let base, _, _, let optional): return optional || isOptionalChain(base)
        default: return false
        }
    }

    private mutating func member(_ member: Spanned<String>, of baseType: ValueType, optional: Bool, base: ExpressionSyntax) -> ValueType? {
        guard let receiver = receiver(of: base, baseType, optional: optional, accessing: member.value) else { return nil }
        let found: ValueType?
        switch (receiver, member.value) {
        case (.string, "count"), (.array, "count"), (.dictionary, "count"): found = .int
        case (.string, "isEmpty"), (.array, "isEmpty"), (.dictionary, "isEmpty"): found = .bool
        case (.array(let element), "first"), (.array(let element), "last"): found = Self.optional(element)
        case (.enumeration, "rawValue"): found = .string
        case (.model(let name), let field):
            found = types.fieldType(field, of: name)
        default:
            found = nil
        }
        guard let found else {
            let candidates = Self.builtinMembers(of: receiver) + (receiver.modelName.map { types.fieldNames(of: $0) } ?? [])
            report(.unknownMember, "\(receiver) has no member '\(member.value)'", at: member.range,
                   help: NameSuggestion.help(for: member.value, among: candidates))
            return nil
        }
        return optional || Self.isOptionalChain(base) ? Self.optional(found) : found
    }

    private mutating func call(_ function: Spanned<BuiltinFunction>, _ arguments: [ExpressionSyntax]) -> ValueType? {
        guard arguments.count == 2 else { return nil }
        switch function.value {
        case .format:
            guard let value = infer(arguments[0], expected: nil) else { return nil }
            guard value.isNumeric else {
                report(.typeMismatch, "format(…) formats a number, not \(value)", at: arguments[0].range)
                return nil
            }
            guard case .string = arguments[1].kind else {
                report(.typeMismatch, "format(…) needs its format as a string literal, such as \"%.1f\"", at: arguments[1].range)
                return nil
            }
            return .string
        default:
            let (first, second) = Self.isUntypedLiteral(arguments[0]) ? (arguments[1], arguments[0]) : (arguments[0], arguments[1])
            guard let type = infer(first, expected: nil) else { return nil }
            guard type.isNumeric || type == .string else {
                report(.operatorTypes, "\(function.value.rawValue)(…) compares numbers or Strings, not \(type)", at: first.range)
                return nil
            }
            guard check(second, expected: type) != nil else { return nil }
            return type
        }
    }

    private mutating func binary(_ op: Spanned<BinaryOperator>, _ left: ExpressionSyntax, _ right: ExpressionSyntax, expected: ValueType?) -> ValueType? {
        switch op.value {
        case .and, .or:
            guard check(left, expected: .bool) != nil, check(right, expected: .bool) != nil else { return nil }
            return .bool
        case .nilCoalescing:
            guard let leftType = infer(left, expected: expected.map(Self.optional)) else { return nil }
            guard case .optional(let wrapped) = leftType else {
                report(.operatorTypes, "'??' needs an optional on its left, and this is \(leftType)", at: left.range, help: "remove '?? …': the value is never nil")
                return nil
            }
            guard let rightType = infer(right, expected: wrapped) else { return nil }
            guard Self.accepts(leftType, rightType) else {
                report(.typeMismatch, "the fallback after '??' must be \(wrapped), found \(rightType)", at: right.range)
                return nil
            }
            return rightType
        default:
            let literalFirst = Self.isUntypedLiteral(left) && !Self.isUntypedLiteral(right)
            let (first, second) = literalFirst ? (right, left) : (left, right)
            let arithmetic = [.add, .subtract, .multiply, .divide, .remainder].contains(op.value)
            guard let firstType = infer(first, expected: arithmetic ? expected.map(Self.unwrapped) : nil) else { return nil }
            guard let secondType = infer(second, expected: firstType) else { return nil }
            let (leftType, rightType) = literalFirst ? (secondType, firstType) : (firstType, secondType)
            if op.value == .equal || op.value == .notEqual {
                guard Self.accepts(leftType, rightType) || Self.accepts(rightType, leftType) else {
                    report(.operatorTypes, "'\(op.value.rawValue)' compares values of one type, not \(leftType) and \(rightType)", at: op.range)
                    return nil
                }
                return .bool
            }
            guard leftType == rightType else {
                report(.operatorTypes, "'\(op.value.rawValue)' needs two values of one type, not \(leftType) and \(rightType)", at: op.range,
                       help: leftType.isNumeric && rightType.isNumeric ? "numbers are never converted implicitly; make both \(leftType)" : nil)
                return nil
            }
            if arithmetic {
                let allowed = op.value == .add ? (leftType.isNumeric || leftType == .string) : (op.value == .remainder ? leftType == .int : leftType.isNumeric)
                guard allowed else {
                    report(.operatorTypes, "'\(op.value.rawValue)' cannot be applied to \(leftType)", at: op.range)
                    return nil
                }
                return leftType
            }
            guard leftType.isNumeric || leftType == .string || leftType == .date else {
                report(.operatorTypes, "'\(op.value.rawValue)' cannot order \(leftType) values", at: op.range)
                return nil
            }
            return .bool
        }
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [String] = [], help: String? = nil) {
        diagnostics.append(Diagnostic(code, message, at: SourceLocation(path: path, range: range), notes: notes, help: help))
    }

    static func unwrapped(_ type: ValueType) -> ValueType {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }

    static func optional(_ type: ValueType) -> ValueType {
        if case .optional = type { return type }
        return .optional(type)
    }

    /// Literals whose type comes from their context.
    static func isUntypedLiteral(_ expression: ExpressionSyntax) -> Bool {
        switch expression.kind {
        case .integer, .double, .string, .nilLiteral: return true
        case .unary(let op, let operand): return op.value == .negate && isUntypedLiteral(operand)
        default: return false
        }
    }

    static func builtinMembers(of type: ValueType) -> [String] {
        switch type {
        case .string, .dictionary: return ["count", "isEmpty"]
        case .array: return ["count", "isEmpty", "first", "last"]
        case .enumeration: return ["rawValue"]
        default: return []
        }
    }

    static func conversionHelp(from found: ValueType, to expected: ValueType) -> String? {
        if case .optional(let wrapped) = found, wrapped == unwrapped(expected) { return "give a fallback: '… ?? value'" }
        if found.isNumeric, expected.isNumeric { return "numbers are never converted implicitly" }
        guard unwrapped(expected) == .string else { return nil }
        switch found {
        case .enumeration: return "a whole ${…} keeps its type; show the case's text with '.rawValue'"
        case .int: return "a whole ${…} keeps its type; make it text with format(…, \"%d\") or write it inside other text"
        case .double, .float, .cgFloat: return "a whole ${…} keeps its type; make it text with format(…, \"%.1f\") or write it inside other text"
        default: return "a whole ${…} keeps its type; write it inside other text to make a String"
        }
    }
}
