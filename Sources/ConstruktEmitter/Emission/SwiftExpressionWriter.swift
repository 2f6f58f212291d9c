import ConstruktAST
import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Writes typed expressions and values as Swift expressions, one line each.
///
/// Names are spelled by the caller, because the same state value is `count` inside a binding's
/// closure, `transaction.count` inside an action and unreachable in a constant. An operand that is
/// itself an operation is parenthesized where Swift's precedence would group it otherwise
/// (`(a + b) * c`, `a - (b - c)`), and where a reader looks for them: a `??` inside another
/// operator, `&&` inside `||`, a conditional inside anything but another's last branch (`a ? b : c ? d : e`).
/// Inside an action (`checksArithmetic`), Int `+ - * / %` and negation go through the view model's
/// overflow check, as the runtime rejects what would trap.
final class SwiftExpressionWriter {
    /// Spells a reference: its name, what it refers to, and where it was written.
    typealias Spelling = (String, Scope.Kind, SourceRange) throws(EmitterError) -> String

    private let spell: Spelling
    private let checksArithmetic: Bool
    /// How the view model's overflow check is reached: `Self.checked` inside it, `<Name>ViewModel.checked` from the view.
    private let checkedFunction: String
    /// Where a catalog enum written as text finds its Swift spelling; without it, such text is an error.
    private let catalog: ComponentCatalog?
    /// Whether the expression being written throws so far, through the view model's `checked`
    /// helper: what decides where `try` goes around its operands.
    private var usesOverflowCheck = false

    init(
        checksArithmetic: Bool = false, checkedFunction: String = "Self.checked", catalog: ComponentCatalog? = nil,
        spell: @escaping Spelling
    ) {
        self.checksArithmetic = checksArithmetic
        self.checkedFunction = checkedFunction
        self.catalog = catalog
        self.spell = spell
    }

    /// A value as written in its place: an expression, interpolated text or a list.
    func value(_ value: TypedValue) throws(EmitterError) -> String {
        switch value.kind {
        case .expression(let expression):
            if case .string(let text) = expression.kind, let catalog,
                case .optional(.enumeration(let typeName)) = value.type, catalog.type(named: typeName) != nil
            {
                // A catalog enum's member where an optional goes: `.none` would be nil there.
                return try CatalogEnumMember.swift(
                    text, of: typeName, in: catalog, qualifyingNone: true, at: expression.range)
            }
            return try self.expression(expression)
        case .interpolation(let segments):
            return try interpolation(segments, at: value.range)
        case .list(let items):
            var written: [String] = []
            for item in items { written.append(try self.value(item)) }
            return "[" + written.joined(separator: ", ") + "]"
        case .form(let type, let form, let text, let fields):
            guard let catalog else {
                throw EmitterError.checkerInvariant(
                    "the \(form) form of \(type) where no catalog is at hand", at: value.range)
            }
            return try FormValueWriter(catalog: catalog).wholeValue(
                type: type, form: form, text: text, fields: fields, with: self, at: value.range)
        case .scalarForm(let type, let form, let expression):
            guard let catalog else {
                throw EmitterError.checkerInvariant(
                    "the \(form) form of \(type) where no catalog is at hand", at: value.range)
            }
            return try FormValueWriter(catalog: catalog).wholeValue(
                type: type, form: form, scalar: expression, with: self, at: value.range)
        case .record(let fields):
            return try ModelValue.swift(fields, of: value.type, at: value.range, with: self)
        case .enumCase(let name, let payload):
            var arguments: [(String, String)] = []
            for field in payload { arguments.append((field.name, try self.value(field.value))) }
            return try ModelValue.enumCase(name, of: value.type, arguments: arguments, at: value.range)
        }
    }

    /// Interpolated text as one string literal: the text through `SwiftStringLiteral`, each
    /// expression as `\(…)` as `InterpolatedText` says the runtime shows it: a `types:` enum's
    /// raw value, a UUID's `uuidString`, a URL's `absoluteString`, anything else as Swift
    /// describes it. Only the types `InterpolatedText` accepts are written.
    func interpolation(_ segments: [TypedValue.Segment], at range: SourceRange) throws(EmitterError) -> String {
        var body = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                body += String(SwiftStringLiteral(text).source.dropFirst().dropLast())
            case .expression(let expression):
                guard
                    InterpolatedText.accepts(expression.type, isCatalogEnumeration: { catalog?.type(named: $0) != nil })
                else {
                    throw EmitterError.checkerInvariant("a \(expression.type) shown in text", at: expression.range)
                }
                switch expression.type {
                case .enumeration: body += "\\(" + (try receiver(expression)) + ".rawValue)"
                case .uuid: body += "\\(" + (try receiver(expression)) + ".uuidString)"
                case .url: body += "\\(" + (try receiver(expression)) + ".absoluteString)"
                default: body += "\\(" + (try settled(expression, standalone: true)) + ")"
                }
            }
        }
        return "\"" + body + "\""
    }

    /// A value standing alone where the Swift around it does not fix its type (a signal's
    /// emission): `nil`, an empty list, number literals of a type Swift would not guess and
    /// long operations are written `as` their type.
    func typed(_ value: TypedValue) throws(EmitterError) -> String {
        let written = try self.value(value)
        switch value.kind {
        case .list, .record:
            return fixesItsOwnType(value)
                ? written : written + " as " + (try SwiftTypeName.of(value.type, catalog: catalog))
        default:
            break
        }
        guard case .expression(let expression) = value.kind, !Self.makesBool(expression),
            !fixesItsOwnType(expression) || Self.operations(in: expression) >= Self.longOperation
        else { return written }
        let grouped: String =
            switch expression.kind {
            case .binary, .conditional, .unary: "(" + written + ")"
            default: written
            }
        return grouped + " as " + (try SwiftTypeName.of(value.type, catalog: catalog))
    }

    /// A value filled into a catalog template: `nil`, an empty list and `[:]` written `as` their type
    /// (an overloaded initializer cannot guess it), in parentheses when it is an operation, a
    /// cast or starts with `-` and the template does not set it apart as an argument
    /// (`{{from}}...{{to}}`, `{{value}}.map { … }`).
    func embedded(_ value: TypedValue, setApart: Bool) throws(EmitterError) -> String {
        var written = try self.value(value)
        var isOperation = written.hasPrefix("-")
        switch value.kind {
        case .expression(let expression):
            switch expression.kind {
            case .nilLiteral, .array([]), .emptyDictionary:
                written += " as " + (try SwiftTypeName.of(value.type, catalog: catalog))
                isOperation = true
            case .conditional where Self.isNilInEveryBranch(expression),
                .binary(.nilCoalescing, _, _) where Self.isNilInEveryBranch(expression):
                // `f ? nil : nil` gives an overloaded initializer (ImageView's `url:` of URL? or
                // String?) no more than `nil` does.
                written = "(" + written + ") as " + (try SwiftTypeName.of(value.type, catalog: catalog))
                isOperation = true
            case .binary(.nilCoalescing, _, _) where !value.type.isOptional:
                // Cast, or a parameter of the optional type (`LabelView(_ text: String?)`) takes
                // the optional `??`, whose right side Swift 6 then warns is never used.
                written = "(" + written + ") as " + (try SwiftTypeName.of(value.type))
                isOperation = true
            case .binary, .conditional, .unary:
                isOperation = true
            default:
                break
            }
        case .list([]):
            written += " as " + (try SwiftTypeName.of(value.type, catalog: catalog))
            isOperation = true
        default:
            break
        }
        return isOperation && !setApart ? "(" + written + ")" : written
    }

    private static func isNilInEveryBranch(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .nilLiteral: return true
        case .conditional(_, let then, let otherwise), .binary(.nilCoalescing, let then, let otherwise):
            return isNilInEveryBranch(then) && isNilInEveryBranch(otherwise)
        default: return false
        }
    }

    /// A value passed as a labelled argument, whose parameter gives it its type: a long
    /// operation is cast to that type all the same, as an event's arguments sit in the view's
    /// one long builder expression, whose type-checking they would slow.
    func argument(_ value: TypedValue) throws(EmitterError) -> String {
        guard case .expression(let expression) = value.kind, Self.operations(in: expression) >= Self.longOperation
        else {
            return try self.value(value)
        }
        return try settled(expression, standalone: true)
    }

    /// A derived value written where a statement reads it: its expression in parentheses, cast
    /// to its type when it has two operators or more, as the operation around it cannot see
    /// its type from a name.
    func inlined(_ value: TypedValue) throws(EmitterError) -> String {
        guard case .expression(let expression) = value.kind, Self.operations(in: expression) >= 2 else {
            return "(" + (try self.value(value)) + ")"
        }
        return try settled(expression, standalone: false, from: 2)
    }

    /// Whether Swift gives a written list or dictionary its checked type without help: when it
    /// has elements and each gives itself its type. Models (their initializer) and text always do.
    private func fixesItsOwnType(_ value: TypedValue) -> Bool {
        switch value.kind {
        case .expression(let expression): return fixesItsOwnType(expression)
        case .list(let items): return !items.isEmpty && items.allSatisfy(fixesItsOwnType)
        case .record(let fields):
            guard case .dictionary = value.type else { return true }
            return !fields.isEmpty && fields.allSatisfy { fixesItsOwnType($0.value) }
        case .interpolation, .form, .scalarForm, .enumCase: return true
        }
    }

    /// Whether Swift gives the written expression its checked type without help: names and
    /// member reads do, as do Int, Bool and String literals and operations over a name; a
    /// catalog enum's member written as text is an implicit member (`.center`), which does not.
    private func fixesItsOwnType(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .reference, .member, .builtin, .keyPath, .enumCase, .construction, .closure, .payloadField: return true
        case .integer: return expression.type == .int
        case .boolean: return true
        case .string:
            var type = expression.type
            while case .optional(let wrapped) = type { type = wrapped }
            guard case .enumeration(let name) = type else { return true }
            return catalog?.type(named: name) == nil
        case .double: return expression.type == .double
        case .nilLiteral, .emptyDictionary: return false
        case .array(let items): return !items.isEmpty && items.allSatisfy(fixesItsOwnType)
        case .unary(_, let operand): return fixesItsOwnType(operand)
        case .binary(let op, let left, let right):
            if [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .and, .or].contains(op) {
                return true
            }
            return Self.readsName(left) || Self.readsName(right)
                ? true : fixesItsOwnType(left) && fixesItsOwnType(right)
        case .conditional(_, let then, let otherwise): return fixesItsOwnType(then) && fixesItsOwnType(otherwise)
        }
    }

    /// Whether an expression reads a name that gives its value a type, which anchors the type of
    /// the literals beside it. A conditional's condition is a Bool whatever the branches are, so
    /// only the branches count: `c ? 10.5 : 3.0` is as untyped as `10.5`.
    private static func readsName(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .reference: return true
        case .integer, .double, .string, .boolean, .nilLiteral, .emptyDictionary, .keyPath: return false
        case .array(let items): return items.contains(where: readsName)
        case .member(let base, _, _): return readsName(base)
        case .builtin(_, let receiver, let arguments, _):
            return receiver.map(readsName) ?? false || arguments.contains(where: readsName)
        case .unary(_, let operand): return readsName(operand)
        case .binary(_, let left, let right): return readsName(left) || readsName(right)
        case .conditional(_, let then, let otherwise): return readsName(then) || readsName(otherwise)
        case .enumCase, .construction, .closure: return true
        case .payloadField(let subject, _, _, _): return readsName(subject)
        }
    }

    /// An expression whose type nothing around it fixes (an operand of a comparison, of `min`,
    /// of `format`, an interpolated value), written so that Swift need not search for it: a
    /// number literal of a floating type goes through its type's initializer (`Double(2.5)`, as
    /// Swift could read it as a Double, a Float or a CGFloat), and a long operation, or one over
    /// number literals alone, is cast to its type (`x * 2.5 + 1.5 - y / 3.0 as Double`), which
    /// keeps the type checker from trying every overload of every operator in it; `long` is how
    /// many operators make it long there. `standalone`: it is an argument or an interpolated
    /// value; otherwise a cast is in parentheses, and so is an operation where `place` needs them
    /// (anywhere, by default: a derived value read in a statement stands where a name does).
    private func settled(
        _ expression: TypedExpression, standalone: Bool, from long: Int = longOperation,
        at place: OperandPlace = .prefix
    ) throws(EmitterError) -> String {
        let written = try self.expression(expression)
        let operations = Self.operations(in: expression)
        if expression.type.isFloatingPoint, operations == 0, !Self.readsName(expression) {
            return (try SwiftTypeName.of(expression.type, catalog: catalog)) + "(" + written + ")"
        }
        let literalsOnly = expression.type.isNumeric && !Self.readsName(expression)
        guard (operations >= long || (literalsOnly && operations > 0)) && !Self.makesBool(expression) else {
            return standalone ? written : Self.grouped(expression, written: written, at: place)
        }
        // `as` binds tighter than `?:` and `??`.
        let castable: String =
            switch expression.kind {
            case .conditional, .binary(.nilCoalescing, _, _): "(" + written + ")"
            default: written
            }
        let cast = castable + " as " + (try SwiftTypeName.of(expression.type, catalog: catalog))
        return standalone ? cast : "(" + cast + ")"
    }

    /// Whether the operator at the top of an expression makes a Bool whatever its operands are
    /// (`a && b`, `a == b`, `!a`), so a cast would tell Swift nothing.
    private static func makesBool(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .unary(.not, _): return true
        case .binary(let op, _, _):
            return [.and, .or, .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(op)
        default: return false
        }
    }

    /// How many operators an expression holds from which its type is settled by a cast.
    private static let longOperation = 4

    /// The operators (unary, binary, conditional) in an expression, but for those inside a
    /// `format`, whose String they do not change.
    private static func operations(in expression: TypedExpression) -> Int {
        switch expression.kind {
        case .integer, .double, .string, .boolean, .nilLiteral, .emptyDictionary, .reference, .keyPath: return 0
        case .array(let items): return items.reduce(0) { $0 + operations(in: $1) }
        case .member(let base, _, _): return operations(in: base)
        case .builtin(.format, _, _, _): return 0
        case .builtin(_, let receiver, let arguments, _):
            return (receiver.map(operations) ?? 0) + arguments.reduce(0) { $0 + operations(in: $1) }
        case .unary(_, let operand): return 1 + operations(in: operand)
        case .binary(_, let left, let right): return 1 + operations(in: left) + operations(in: right)
        case .conditional(let condition, let then, let otherwise):
            return 1 + operations(in: condition) + operations(in: then) + operations(in: otherwise)
        case .enumCase, .construction, .closure: return 0
        case .payloadField(let subject, _, _, _): return operations(in: subject)
        }
    }

    /// One expression.
    func expression(_ expression: TypedExpression) throws(EmitterError) -> String {
        switch expression.kind {
        case .integer(let value):
            return String(value)
        case .double(let value):
            guard value.isFinite else {
                throw EmitterError.checkerInvariant("a number that is not finite (CK0313)", at: expression.range)
            }
            return String(value)
        case .boolean(let value): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case .emptyDictionary: return "[:]"
        case .string(let text):
            return try textLiteral(text, as: expression)
        case .array(let items):
            var written: [String] = []
            for item in items { written.append(try self.expression(item)) }
            return "[" + written.joined(separator: ", ") + "]"
        case .reference(let name, .closureParameter):
            return name.hasPrefix("$") ? name : try Identifiers.local(name)
        case .reference(let name, let scope):
            return try spell(name, scope, expression.range)
        case .member(let base, let name, let optional):
            return try member(name, of: base, optional: optional, at: expression.range)
        case .builtin(let function, let base, let arguments, let optional):
            return try builtin(
                function, base, arguments, optional: optional, type: expression.type, at: expression.range)
        case .unary(let op, let operand):
            if checksArithmetic, Self.checksOverflow(expression) {
                usesOverflowCheck = true
                return "try \(checkedFunction)(Int(0).subtractingReportingOverflow(\(try self.expression(operand))))"
            }
            return op.rawValue + (try self.operand(operand, at: .prefix))
        case .binary(let op, let left, let right) where op == .halfOpenRange || op == .closedRange:
            return try range(from: left, to: right, closed: op == .closedRange)
        case .binary(let op, let left, let right):
            return try binary(op, left, right, type: expression.type)
        case .conditional(let condition, let then, let otherwise):
            return try conditional(condition, then, otherwise)
        case .keyPath(let path):
            var written: [String] = []
            for name in path { written.append(try Identifiers.field(name)) }
            return "\\." + written.joined(separator: ".")
        case .enumCase(let name, let payload):
            var arguments: [(String, String)] = []
            for field in payload { arguments.append((field.name, try self.expression(field.value))) }
            return try ModelValue.enumCase(name, of: expression.type, arguments: arguments, at: expression.range)
        case .construction(let name, let fields):
            var arguments: [String] = []
            for field in fields {
                arguments.append("\(try Identifiers.fieldLabel(field.name)): \(try self.expression(field.value))")
            }
            return try Identifiers.source(name) + "(" + arguments.joined(separator: ", ") + ")"
        case .payloadField(let subject, let caseName, let field, let isOnlyField):
            return try payloadField(field, of: caseName, in: subject, isOnlyField: isOnlyField)
        case .closure(let parameters, let body):
            return try closure(parameters, body)
        }
    }

    /// A range as an array; one whose end is below its start is empty, where `a..<b` would stop the app.
    private func range(from start: TypedExpression, to end: TypedExpression, closed: Bool) throws(EmitterError)
        -> String
    {
        let bound = closed ? "through" : "to"
        return "Array(Swift.stride(from: \(try expression(start)), \(bound): \(try expression(end)), by: 1))"
    }

    /// A payload field read: the enum's generated property named after the case is its payload,
    /// optional: the field itself when the case carries it alone, else a tuple of the fields.
    private func payloadField(_ field: String, of caseName: String, in subject: TypedExpression, isOnlyField: Bool)
        throws(EmitterError) -> String
    {
        let mayBeNil = subject.type.isOptional
        let payload =
            (try chained(subject, optional: mayBeNil)) + (mayBeNil ? "?." : ".") + (try Identifiers.field(caseName))
        return isOnlyField ? payload : payload + "?." + (try Identifiers.field(field))
    }

    /// A closure literal; one that names no parameters reads them as `$0`, as written.
    private func closure(_ parameters: [TypedExpression.ClosureParameter], _ body: TypedExpression) throws(EmitterError)
        -> String
    {
        guard parameters.contains(where: { !$0.name.hasPrefix("$") }) else {
            return "{ " + (try expression(body)) + " }"
        }
        var names: [String] = []
        for parameter in parameters {
            names.append(parameter.name == "_" ? "_" : try Identifiers.local(parameter.name))
        }
        return "{ " + names.joined(separator: ", ") + " in " + (try expression(body)) + " }"
    }

    /// Text written for a value of `expression`'s type: an enum's case, a catalog value's form
    /// (a colour's name), a URL, date or UUID through its Swift literal, or a string.
    private func textLiteral(_ text: String, as expression: TypedExpression) throws(EmitterError) -> String {
        var literalType = expression.type
        while case .optional(let wrapped) = literalType { literalType = wrapped }
        if let catalog, case .enumeration(let typeName) = literalType {
            guard catalog.type(named: typeName) == nil else {
                return try CatalogEnumMember.swift(text, of: typeName, in: catalog, at: expression.range)
            }
            return try ModelTypeNames.enumerationCase(text, of: typeName)
        }
        if let catalog, [.color, .font, .image].contains(literalType) {
            return try FormValueWriter(catalog: catalog).literal(
                text, of: literalType.description, at: expression.range)
        }
        if let catalog, [.url, .date, .uuid].contains(literalType),
            case .primitive(_, let swiftLiteral?)? = catalog.type(named: literalType.description)?.kind
        {
            return try TemplateFilling.fill(
                swiftLiteral, [.value: SwiftStringLiteral(text).source], in: literalType.description)
        }
        if let catalog, case .catalogValue(let typeName) = literalType {
            return try FormValueWriter(catalog: catalog).literal(text, of: typeName, at: expression.range)
        }
        guard expression.type == .string || expression.type == .optional(.string) else {
            throw EmitterError.checkerInvariant("a \(expression.type) written as text", at: expression.range)
        }
        return SwiftStringLiteral(text).source
    }

    /// `base.name`, for a member the base's type has.
    private func member(_ name: String, of base: TypedExpression, optional: Bool, at range: SourceRange)
        throws(EmitterError) -> String
    {
        var baseType = base.type
        while case .optional(let wrapped) = baseType { baseType = wrapped }
        let readable: Set<String> =
            switch baseType {
            case .array: ["count", "isEmpty", "first", "last"]
            case .string, .dictionary: ["count", "isEmpty"]
            case .enumeration: ["rawValue"]
            case .url: ["absoluteString"]
            case .model: [name]
            default: Set(catalog?.type(named: baseType.description)?.readableMembers ?? [])
            }
        guard readable.contains(name) else {
            throw EmitterError.checkerInvariant("reading '.\(name)' of a \(base.type)", at: range)
        }
        return (try chained(base, optional: optional)) + (optional ? "?." : ".") + (try Identifiers.field(name))
    }

    /// A binary operation: Int arithmetic through the reporting-overflow methods when checked,
    /// comparisons with their operands' types settled, a throwing right side of `&&`, `||`, `??`
    /// marked with `try`.
    private func binary(_ op: BinaryOperator, _ left: TypedExpression, _ right: TypedExpression, type: ValueType)
        throws(EmitterError) -> String
    {
        if checksArithmetic, type == .int, let method = Self.reportingOverflow[op] {
            usesOverflowCheck = true
            return "try \(checkedFunction)(\(try receiver(left)).\(method)\(try self.expression(right))))"
        }
        let comparison: Set<BinaryOperator> = [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual]
        // A comparison's Bool says nothing of its operands' type, and `==` has many overloads:
        // a literal on the left is settled unless the right reads a name, and an operand of
        // two operators or more is settled.
        let leftWritten =
            comparison.contains(op) && (!Self.readsName(right) || Self.operations(in: left) >= 2)
            ? try settled(left, standalone: false, from: 2, at: .left(op)) : try operand(left, at: .left(op))
        let before = usesOverflowCheck
        usesOverflowCheck = false
        let rightWritten =
            comparison.contains(op) && Self.operations(in: right) >= 2
            ? try settled(right, standalone: false, from: 2, at: .right(op)) : try operand(right, at: .right(op))
        let rightThrows = usesOverflowCheck
        usesOverflowCheck = before || rightThrows
        // The right side of && || ?? is an autoclosure: one that throws makes the operator throw.
        let autoclosure: Set<BinaryOperator> = [.and, .or, .nilCoalescing]
        let marked = autoclosure.contains(op) && rightThrows ? "try " : ""
        return "\(marked)\(leftWritten) \(op.rawValue) \(rightWritten)"
    }

    /// `condition ? then : otherwise`; a conditional after the `:` chains without parentheses.
    private func conditional(_ condition: TypedExpression, _ then: TypedExpression, _ otherwise: TypedExpression)
        throws(EmitterError) -> String
    {
        "\(try operand(condition, at: .condition)) ? \(try branch(then)) : \(try branch(otherwise, at: .otherwise))"
    }

    /// A branch of `?:`; one that is a `??` of a non-optional type is cast to that type: where the
    /// conditional's place is optional (a closure returning `String?`), Swift would otherwise take
    /// the optional `??`, whose right side Swift 6 then warns is never used.
    private func branch(_ expression: TypedExpression, at place: OperandPlace = .branch) throws(EmitterError) -> String
    {
        let written = try operand(expression, at: place)
        guard case .binary(.nilCoalescing, _, _) = expression.kind, !expression.type.isOptional else {
            return written
        }
        return "(" + written + " as " + (try SwiftTypeName.of(expression.type, catalog: catalog)) + ")"
    }

    /// A built-in (Docs/language.md, Values) as the Swift the runtime's evaluator mirrors: `min`/`max` of
    /// two values of one type, `uppercased()`/`lowercased()` on text, and `format` with a literal
    /// format, whose conversion decides, as in the runtime, whether the number is passed as an
    /// `Int` (`%d`, widened to `%ld`) or a `Double`.
    private func builtin(
        _ function: BuiltinFunction, _ base: TypedExpression?, _ arguments: [TypedExpression], optional: Bool,
        type: ValueType, at range: SourceRange
    ) throws(EmitterError) -> String {
        switch function {
        case .uppercased, .lowercased, .trimmed, .sortedAscending, .greatest, .least:
            guard let base, arguments.isEmpty else { break }
            let call = function == .trimmed ? "trimmingCharacters(in: .whitespacesAndNewlines)" : function.name + "()"
            return (try chained(base, optional: optional)) + (optional ? "?." : ".") + call
        case .prefix, .suffix:
            guard let base, arguments.count == 1 else { break }
            return try slice(function, of: base, count: arguments[0], optional: optional)
        case .joined, .firstIndex, .containsValue:
            guard let base, arguments.count == 1 else { break }
            let label = [.joined: "separator: ", .firstIndex: "of: "][function] ?? ""
            return (try chained(base, optional: optional)) + (optional ? "?." : ".") + function.name + "(" + label
                + (try expression(arguments[0])) + ")"
        case .map where arguments.last?.isClosure == true, .filter, .sorted, .first, .contains, .reduce,
            .firstIndexWhere, .maxBy, .minBy:
            guard let base else { break }
            return try closureCall(function, on: base, arguments, optional: optional)
        case .map:
            guard let base, arguments.count == 1, case .keyPath = arguments[0].kind else { break }
            return (try chained(base, optional: optional)) + (optional ? "?." : ".")
                + "map(\(try expression(arguments[0])))"
        case .colorHex:
            guard base == nil, arguments.count == 1 else { break }
            return try colorHex(arguments[0])
        case .int, .double, .cgFloat, .float:
            guard base == nil, arguments.count == 1 else { break }
            return "\(function.rawValue)(\(try expression(arguments[0])))"
        case .string:
            guard base == nil, arguments.count == 1 else { break }
            return try interpolation([.expression(arguments[0])], at: range)
        case .min, .max:
            guard base == nil, arguments.count == 2, arguments[0].type == arguments[1].type else { break }
            // An argument that reads a name gives the other its type.
            let anchored = arguments.contains(where: Self.readsName)
            var written: [String] = []
            for argument in arguments {
                let short = Self.operations(in: argument) < Self.longOperation
                written.append(anchored && short ? try expression(argument) : try settled(argument, standalone: true))
            }
            return "Swift.\(function.rawValue)(\(written.joined(separator: ", ")))"
        case .progress:
            guard base == nil, arguments.count == 2 else { break }
            return try progress(arguments[0], arguments[1], type: type)
        case .format:
            guard base == nil, arguments.count == 2, case .string(let format) = arguments[1].kind,
                [.int, .double, .float, .cgFloat].contains(arguments[0].type),
                let conversion = NumberFormat(format)
            else { break }
            return try formatted(arguments[0], format: format, conversion: conversion)
        }
        throw EmitterError.checkerInvariant("this use of \(function.rawValue)", at: range)
    }

    /// A built-in taking a closure, which is written in its parentheses after Swift's label
    /// (`first(where: { … })`), never trailing: a trailing closure in an `if` condition would read
    /// as its body. A closure whose body checks arithmetic throws, which the call's `try` covers.
    private func closureCall(
        _ function: BuiltinFunction, on base: TypedExpression, _ arguments: [TypedExpression], optional: Bool
    ) throws(EmitterError) -> String {
        let before = usesOverflowCheck
        var written: [String] = []
        // Only a closure that throws makes the call throw (its function rethrows); another argument
        // that checks arithmetic carries its own `try`.
        var throwing = false
        var argumentsThrow = false
        for argument in arguments {
            usesOverflowCheck = false
            written.append(try expression(argument))
            if case .closure = argument.kind, usesOverflowCheck { throwing = true }
            argumentsThrow = argumentsThrow || usesOverflowCheck
        }
        usesOverflowCheck = before || argumentsThrow
        if let label = function.closureLabel, let closure = written.popLast() { written.append(label + ": " + closure) }
        let call =
            (try chained(base, optional: optional)) + (optional ? "?." : ".") + function.name + "("
            + written.joined(separator: ", ") + ")"
        return throwing ? "(try " + call + ")" : call
    }

    /// `prefix(n)` / `suffix(n)` of a list or text, as its own type.
    private func slice(
        _ function: BuiltinFunction, of base: TypedExpression, count: TypedExpression, optional: Bool
    ) throws(EmitterError) -> String {
        // Swift traps on a negative count; the language takes nothing, as the runtime does.
        let slice =
            (try chained(base, optional: optional)) + (optional ? "?." : ".") + function.rawValue
            + "(Swift.max(0, \(try expression(count))))"
        // The list's own type, not `Array`, whose element type Swift would take from the context.
        let whole = try SwiftTypeName.of(Self.unwrappedType(base.type), catalog: catalog)
        return optional || Self.isOptionalChain(base) ? "(\(slice)).map { \(whole)($0) }" : "\(whole)(\(slice))"
    }

    /// `colorHex(text)`: ConstruktKit's `UIColor(_ hex:)` turns any other text into light grey; the
    /// language's is nil. No closure: one in a capture list's value (a signal's emission) does not compile.
    private func colorHex(_ text: TypedExpression) throws(EmitterError) -> String {
        let checkedBefore = usesOverflowCheck
        usesOverflowCheck = false
        let written = try expression(text)
        // The text written again on the right of `&&` is in its autoclosure: a checked
        // operation there needs a `try` before the whole condition.
        let covering = usesOverflowCheck ? "try " : ""
        usesOverflowCheck = usesOverflowCheck || checkedBefore
        let digits =
            "(\(written)).trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: \"#\", with: \"\")"
        return
            "(\(covering)[6, 8].contains(\(digits).count) && \(digits).allSatisfy(\\.isHexDigit) ? UIColor(\(written)) : nil) as UIColor?"
    }

    /// `progress(value, distance)`: the fraction clamped to 0...1, in the floating type the place wants.
    private func progress(_ value: TypedExpression, _ distance: TypedExpression, type: ValueType)
        throws(EmitterError) -> String
    {
        // Each side settled to its own type, then made a Double, so a literal and a name of any numeric type meet.
        let numerator = "Double(" + (try settled(value, standalone: true)) + ")"
        let denominator = "Double(" + (try settled(distance, standalone: true)) + ")"
        let clamped = "Swift.min(Swift.max(\(numerator) / \(denominator), 0), 1)"
        // Worked out in Double, as the runtime does, then made the floating type the place wants.
        let type = try SwiftTypeName.of(Self.unwrappedType(type), catalog: catalog)
        return type == "Double" ? clamped : "\(type)(\(clamped))"
    }

    /// `format(number, "%.1f")`: `String(format:)` with the number passed as the conversion takes it.
    private func formatted(_ number: TypedExpression, format: String, conversion: NumberFormat)
        throws(EmitterError) -> String
    {
        let value = try settled(number, standalone: true)
        if conversion.takesInt {
            return
                "String(format: \(SwiftStringLiteral(conversion.widened).source), \(number.type == .int ? value : "Int(" + value + ")"))"
        }
        return
            "String(format: \(SwiftStringLiteral(format).source), \(number.type == .double ? value : "Double(" + value + ")"))"
    }

    /// The Int methods that report overflow (and division by zero) instead of trapping, with the
    /// argument label each takes.
    /// Whether this operation itself (not its operands) is written through the view model's
    /// `checked` helper inside an action: Int arithmetic that can overflow, and a negated Int.
    static func checksOverflow(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .unary(let op, let operand): return op == .negate && operand.type == .int
        case .binary(let op, _, _): return expression.type == .int && reportingOverflow[op] != nil
        default: return false
        }
    }

    private static let reportingOverflow: [BinaryOperator: String] = [
        .add: "addingReportingOverflow(", .subtract: "subtractingReportingOverflow(",
        .multiply: "multipliedReportingOverflow(by: ", .divide: "dividedReportingOverflow(by: ",
        .remainder: "remainderReportingOverflow(dividingBy: ",
    ]

    /// An operand of an operator, parenthesized when it is an operation itself or starts with a
    /// minus (`-(-8)`, never `--8`).
    /// An operand of an operator or a conditional. A literal list of implicit members (`.right`)
    /// there is written with its type: nothing around it fixes one, and Swift's search through
    /// `??` and `?:` over such lists can take it longer than it allows.
    private func operand(_ expression: TypedExpression, at place: OperandPlace) throws(EmitterError) -> String {
        if case .array(let items) = expression.kind, items.contains(where: writesImplicitMember) {
            return "(" + (try self.expression(expression)) + " as "
                + (try SwiftTypeName.of(expression.type, catalog: catalog)) + ")"
        }
        return Self.grouped(expression, written: try self.expression(expression), at: place)
    }

    /// Whether the expression is written with an implicit member whose type Swift must infer: a
    /// catalog enum's member written as text (`.right`), or `nil`, anywhere inside it.
    private func writesImplicitMember(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .nilLiteral: return true
        case .string:
            var type = expression.type
            while case .optional(let wrapped) = type { type = wrapped }
            guard case .enumeration(let name) = type else { return false }
            return catalog?.type(named: name) != nil
        case .array(let items): return items.contains(where: writesImplicitMember)
        case .unary(_, let operand): return writesImplicitMember(operand)
        case .binary(_, let left, let right): return writesImplicitMember(left) || writesImplicitMember(right)
        case .conditional(_, let then, let otherwise):
            return writesImplicitMember(then) || writesImplicitMember(otherwise)
        case .integer, .double, .boolean, .emptyDictionary, .reference, .member, .builtin, .keyPath, .enumCase,
            .construction, .closure, .payloadField:
            return false
        }
    }

    /// Where an operand is written: after a prefix operator, on a side of a binary operator, as the
    /// condition of `?:` or as one of its branches.
    enum OperandPlace: Equatable {
        case prefix
        case left(BinaryOperator)
        case right(BinaryOperator)
        case condition
        case branch
        /// The branch after a conditional's `:`, where another conditional chains without
        /// parentheses (`a ? b : c ? d : e`: Swift's conditional is right-associative).
        case otherwise
    }

    /// `written`, the Swift of `expression`, in parentheses where it is an operand at `place` that
    /// needs them.
    private static func grouped(_ expression: TypedExpression, written: String, at place: OperandPlace) -> String {
        needsParentheses(expression, written: written, at: place) ? "(" + written + ")" : written
    }

    /// Whether an operand needs parentheses: for Swift, a `try` right of an operator, a prefix
    /// operator's operand that is an operation, and an operand that Swift's precedence and
    /// associativity would group otherwise; for a reader, a minus after another operator
    /// (`a - (-8)`), a conditional anywhere, a `??` inside another operator and `&&` inside `||`.
    private static func needsParentheses(_ expression: TypedExpression, written: String, at place: OperandPlace) -> Bool
    {
        if written.hasPrefix("try ") { return true }
        if written.hasPrefix("-") {
            switch place {
            case .prefix, .right: return true
            case .left, .condition, .branch, .otherwise: break
            }
        }
        switch expression.kind {
        case .conditional: return place != .otherwise
        case .unary: return place == .prefix
        case .binary(.halfOpenRange, _, _), .binary(.closedRange, _, _): return false
        case .binary(let op, _, _):
            let (parent, isLeft): (BinaryOperator, Bool)
            switch place {
            case .prefix: return true
            case .condition, .branch, .otherwise: return op == .nilCoalescing
            case .left(let outer): (parent, isLeft) = (outer, true)
            case .right(let outer): (parent, isLeft) = (outer, false)
            }
            if op == .nilCoalescing, parent != .nilCoalescing { return true }
            if op == .and, parent == .or { return true }
            guard op.precedence == parent.precedence else { return op.precedence < parent.precedence }
            switch parent.precedence.associativity {
            case .left: return !isLeft
            case .right: return isLeft
            case .none: return true
            }
        case .integer, .double, .string, .boolean, .nilLiteral, .emptyDictionary, .reference, .member, .builtin,
            .keyPath, .array, .enumCase, .construction, .closure, .payloadField:
            return false
        }
    }

    /// The receiver of `?.`: an optional chain in parentheses, so that the language's
    /// `(match?.home)?.name` and `(team?.kind.rawValue)?.isEmpty` stay one (in Swift,
    /// `match?.home?.name` would chain through `home`, and `?.` after a link that is not
    /// optional itself is an error).
    private func chained(_ base: TypedExpression, optional: Bool) throws(EmitterError) -> String {
        guard optional, Self.isOptionalChain(base) else { return try receiver(base) }
        return "(" + (try expression(base)) + ")"
    }

    private static func unwrappedType(_ type: ValueType) -> ValueType {
        if case .optional(let wrapped) = type { return unwrappedType(wrapped) }
        return type
    }

    /// Whether an expression is a link of an optional chain (`a?.b`, `a?.b.c`).
    private static func isOptionalChain(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .member(let base, _, let optional): return optional || isOptionalChain(base)
        case .builtin(_, let base?, _, let optional): return optional || isOptionalChain(base)
        default: return false
        }
    }

    /// A value a method is called on (`….enumerated()`): in parentheses unless it is a name, a
    /// member, a non-negative number or written whole (a list, text).
    func receiver(of value: TypedValue) throws(EmitterError) -> String {
        guard case .expression(let expression) = value.kind else { return try self.value(value) }
        return try receiver(expression)
    }

    /// The receiver of a method call or member: parenthesized unless it is a name, a member or a
    /// non-negative number.
    private func receiver(_ expression: TypedExpression) throws(EmitterError) -> String {
        let written = try self.expression(expression)
        switch expression.kind {
        case .reference, .member: return written
        case .integer(let value) where value >= 0: return written
        case .array:
            // A literal list with its type: where an optional is expected around it, Swift would
            // take `["a"]` as a `[String?]` (and `["a"].last ?? "b"` as an optional's `??`).
            return "(" + written + " as " + (try SwiftTypeName.of(expression.type, catalog: catalog)) + ")"
        case .conditional where Self.isListLiteralInEveryBranch(expression),
            .binary(.nilCoalescing, _, _) where Self.isListLiteralInEveryBranch(expression):
            // No branch fixes the list's type for the method (`(f ? ["a"] : ["b"]).enumerated()`
            // gives elements Swift cannot match to `(i, _)`).
            return "((" + written + ") as " + (try SwiftTypeName.of(expression.type, catalog: catalog)) + ")"
        default: return "(" + written + ")"
        }
    }

    /// Whether every branch of a conditional or `??` is a list literal, `[:]` or `nil`, with a
    /// list or `[:]` among them, so that no name gives the collection its type.
    private static func isListLiteralInEveryBranch(_ expression: TypedExpression) -> Bool {
        func literals(_ expression: TypedExpression) -> (all: Bool, list: Bool) {
            switch expression.kind {
            case .array, .emptyDictionary: return (true, true)
            case .nilLiteral: return (true, false)
            case .conditional(_, let then, let otherwise), .binary(.nilCoalescing, let then, let otherwise):
                let (left, right) = (literals(then), literals(otherwise))
                return (left.all && right.all, left.list || right.list)
            default: return (false, false)
            }
        }
        let found = literals(expression)
        return found.all && found.list
    }
}
