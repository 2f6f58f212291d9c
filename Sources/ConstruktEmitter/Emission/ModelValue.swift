import ConstruktChecker
import ConstruktDiagnostics

/// A model or dictionary written as a mapping (Docs/language.md, A screen file, Values), as Swift: a model through its
/// memberwise initializer, `Credentials(email: …, password: …)`, with every field in declaration
/// order as the checker lists them (an absent optional one as `nil`); a dictionary as a
/// dictionary literal, its keys (String, Int or an enum's cases, as the checker reads them) written
/// as literals of the key type.
enum ModelValue {
    static func swift(
        _ fields: [TypedValue.Field], of type: ValueType, at range: SourceRange, with values: SwiftExpressionWriter
    ) throws(EmitterError) -> String {
        var unwrapped = type
        while case .optional(let wrapped) = unwrapped { unwrapped = wrapped }
        switch unwrapped {
        case .model(let name):
            var arguments: [String] = []
            for field in fields {
                arguments.append("\(try Identifiers.fieldLabel(field.name)): \(try values.value(field.value))")
            }
            return try Identifiers.source(name) + "(" + arguments.joined(separator: ", ") + ")"
        case .dictionary(let key, value: _):
            guard !fields.isEmpty else { return "[:]" }
            var entries: [String] = []
            for field in fields {
                entries.append(
                    "\(try dictionaryKey(field.name, of: key, at: range, with: values)): \(try values.value(field.value))"
                )
            }
            return "[" + entries.joined(separator: ", ") + "]"
        default:
            throw EmitterError.checkerInvariant("a \(type) written as a mapping", at: range)
        }
    }

    /// A dictionary's key as a literal of its type: text, a whole number, or an enum's case.
    private static func dictionaryKey(
        _ text: String, of type: ValueType, at range: SourceRange, with values: SwiftExpressionWriter
    ) throws(EmitterError) -> String {
        switch type {
        case .string, .enumeration:
            return try values.expression(TypedExpression(.string(text), type: type, range: range))
        case .int where Int(text) != nil:
            return text
        default:
            throw EmitterError.checkerInvariant("a dictionary keyed by \(type) with the key '\(text)'", at: range)
        }
    }

    /// A case of an enum with payloads, named with its type so that it reads the same wherever it
    /// stands: `SearchResults.idle`, `SearchResults.loaded(movies: movies)`.
    static func enumCase(
        _ name: String, of type: ValueType, arguments: [(label: String, swift: String)], at range: SourceRange
    ) throws(EmitterError) -> String {
        var unwrapped = type
        while case .optional(let wrapped) = unwrapped { unwrapped = wrapped }
        guard case .payloadEnumeration(let typeName) = unwrapped else {
            throw EmitterError.checkerInvariant("a case '\(name)' of a \(type)", at: range)
        }
        let written = try Identifiers.source(typeName) + "." + (try Identifiers.source(name))
        guard !arguments.isEmpty else { return written }
        var labelled: [String] = []
        for argument in arguments { labelled.append("\(try Identifiers.label(argument.label)): \(argument.swift)") }
        return written + "(" + labelled.joined(separator: ", ") + ")"
    }
}
