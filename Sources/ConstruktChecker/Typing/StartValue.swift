import ConstruktAST
import ConstruktDiagnostics

/// The value a state entry written without `default:` starts with. Docs/language.md, A screen file gives `""`, `0`,
/// `false`, `[]`, `[:]` and `nil`, which generated code and the runtime write themselves. Beyond
/// those, a type starts where a user would expect a fresh form to: an enum (a `types:` enum or a
/// catalog enum such as TextAlignment) at its first case, Insets and Size at zero, and a model with
/// each field at its own start value. The checker writes that value as the entry's default, so the
/// Swift and the runtime start from the same value. A Date, URL, UUID, Color, Font, Image or other
/// catalog value has no such start (which date? which color?), so its state needs a default.
struct StartValue {
    let types: TypeEnvironment

    /// How a state entry of `type` without a default starts.
    enum Outcome {
        /// One of Docs/language.md, A screen file's zero values, left to the emitter and runtime.
        case zero
        /// A value the checker writes as the entry's default.
        case written(TypedValue)
        /// No sensible start: the entry needs a default.
        case none
    }

    func outcome(for type: ValueType, at range: SourceRange) -> Outcome {
        Self.startsAtZero(type) ? .zero : value(of: type, at: range, models: []).map(Outcome.written) ?? .none
    }

    /// Whether `type` starts at one of Docs/language.md's zero values.
    static func startsAtZero(_ type: ValueType) -> Bool {
        switch type {
        case .string, .int, .double, .float, .cgFloat, .bool, .array, .dictionary, .optional: true
        default: false
        }
    }

    /// The default a state entry `name` written without one gets (`nil` for a §2 zero value), or
    /// the error saying it needs one (CK0414).
    func defaultValue(forState name: Identifier, of type: ValueType, in path: String) -> (TypedValue?, Diagnostic?) {
        switch outcome(for: type, at: name.range) {
        case .zero: return (nil, nil)
        case .written(let start): return (start, nil)
        case .none:
            return (
                nil,
                Diagnostic(
                    .missingStartValue, "state '\(name.text)' of type \(type) has no start value",
                    at: SourceLocation(path: path, range: name.range),
                    help: "give it a default: '\(name.text): { type: \(type), default: … }'")
            )
        }
    }

    /// The start value of `type` written out; `models` are the models being filled, so a model that
    /// holds itself (only through an optional or a list, which start empty) is never filled twice.
    private func value(of type: ValueType, at range: SourceRange, models: Set<String>) -> TypedValue? {
        func literal(_ kind: TypedExpression.Kind) -> TypedValue {
            TypedValue(.expression(TypedExpression(kind, type: type, range: range)), type: type, range: range)
        }
        switch type {
        case .string: return literal(.string(""))
        case .int: return literal(.integer(0))
        case .double, .float, .cgFloat: return literal(.double(0))
        case .bool: return literal(.boolean(false))
        case .optional: return literal(.nilLiteral)
        case .array: return TypedValue(.list([]), type: type, range: range)
        case .dictionary: return TypedValue(.record([]), type: type, range: range)
        case .enumeration(let name): return types.enumerationCases(name).first.map { literal(.string($0)) }
        case .payloadEnumeration(let name):
            guard let first = types.payloadCases(name).first, first.payload.isEmpty else { return nil }
            return TypedValue(.enumCase(first.name.text, payload: []), type: type, range: range)
        case .insets:
            return TypedValue(.form(type: "Insets", form: "all", text: "0", fields: []), type: type, range: range)
        case .size:
            let zero = TypedValue(
                .expression(TypedExpression(.double(0), type: .cgFloat, range: range)), type: .cgFloat, range: range)
            return TypedValue(
                .form(
                    type: "Size", form: "size", text: nil,
                    fields: [.init(name: "width", value: zero), .init(name: "height", value: zero)]),
                type: type, range: range)
        case .model(let name):
            guard !models.contains(name),
                types.declarations[name].map({ if case .structure(_, false) = $0.kind { true } else { false } }) == true
            else { return nil }
            var fields: [TypedValue.Field] = []
            for field in types.fieldNames(of: name) {
                guard let fieldType = types.fieldType(field, of: name),
                    let start = value(of: fieldType, at: range, models: models.union([name]))
                else { return nil }
                fields.append(TypedValue.Field(name: field, value: start))
            }
            return TypedValue(.record(fields), type: type, range: range)
        default:
            return nil
        }
    }
}
