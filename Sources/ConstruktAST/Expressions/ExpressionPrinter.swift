/// The canonical spelling of an expression: every prefix, binary and conditional expression in
/// parentheses, so the tree's shape can be read off the text (`((a + (b * c)) ?? 0)`). Literals
/// print as Swift spells them, strings with double quotes and escapes. Used by tests and by
/// `dump ast`.
extension ExpressionSyntax: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): Self.quoted(value)
        case .boolean(let value): String(value)
        case .nilLiteral: "nil"
        case .emptyDictionary: "[:]"
        case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .name(let name): name
        case .member(let base, let member, let optional): "\(base)\(optional ? "?." : ".")\(member.value)"
        case .call(let function, let arguments): "\(function.value.name)(\(Self.list(arguments)))"
        case .methodCall(let base, let function, let arguments, let optional):
            "\(base)\(optional ? "?." : ".")\(function.value.name)(\(Self.labeledClosure(function.value, arguments)))"
        case .unary(let op, let operand):
            // `-(12)` is a negation of 12, not the literal -12; keep it one when printed.
            if op.value == .negate, let first = operand.description.unicodeScalars.first, first.isDigit {
                "(-(\(operand)))"
            } else {
                "(\(op.value.rawValue)\(operand))"
            }
        case .binary(let op, let lhs, let rhs): "(\(lhs) \(op.value.rawValue) \(rhs))"
        case .conditional(let condition, let then, let otherwise): "(\(condition) ? \(then) : \(otherwise))"
        case .keyPath(let path): "\\." + path.map(\.value).joined(separator: ".")
        case .implicitMember(let name, let arguments): "." + name.value + (arguments.map(Self.labeled) ?? "")
        case .construction(let name, let arguments): name.value + Self.labeled(arguments)
        case .closure(let parameters?, let body):
            "{ " + parameters.map(\.value).joined(separator: ", ") + " in \(body) }"
        case .closure(nil, let body): "{ \(body) }"
        }
    }

    /// The arguments of a method, its closure after the label Swift gives it (`first(where: …)`).
    private static func labeledClosure(_ function: BuiltinFunction, _ arguments: [ExpressionSyntax]) -> String {
        guard let label = function.closureLabel, let closure = arguments.last, case .closure = closure.kind else {
            return list(arguments)
        }
        return list(arguments.dropLast()) + (arguments.count > 1 ? ", " : "") + label + ": " + closure.description
    }

    private static func labeled(_ arguments: [LabeledArgument]) -> String {
        "(" + arguments.map { "\($0.label.value): \($0.value)" }.joined(separator: ", ") + ")"
    }

    private static func list(_ expressions: [ExpressionSyntax]) -> String {
        expressions.map(\.description).joined(separator: ", ")
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
