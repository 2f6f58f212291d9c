import ConstruktChecker
import ConstruktDiagnostics
import Foundation

extension RuntimeValue {
    /// A value given as JSON (`run --params/--state`), read by the type it is for: numbers as
    /// `Int` or `Double`, text as an enum case or a catalog value's written form where the type says
    /// so, objects as models (their fields read by the model's declared field types).
    public init(json: JSONInput, as type: ValueType, types: TypeEnvironment) throws {
        switch (type, json) {
        case (.optional, .null):
            self = .null
        case (.optional(let wrapped), _):
            self = try RuntimeValue(json: json, as: wrapped, types: types)
        case (.bool, .bool(let flag)):
            self = .bool(flag)
        case (.int, .integer(let integer)):
            self = .int(integer)
        case (.double, .integer(let integer)), (.float, .integer(let integer)), (.cgFloat, .integer(let integer)):
            self = Evaluator.number(Double(integer), as: type)
        case (.double, .number(let number)), (.float, .number(let number)), (.cgFloat, .number(let number)):
            self = Evaluator.number(number, as: type)
        case (.payloadEnumeration(let name), .object(let object)):
            // Swift's Codable form: `{"loaded": {"movies": […]}}`, `{"idle": {}}`.
            guard object.count == 1, let (caseName, payloadJSON) = object.first,
                let payload = types.payload(of: caseName, in: name)
            else {
                throw RuntimeFailure("expected a case of \(name) as {\"case\": {fields}}, got \(json)")
            }
            guard case .object(let written) = payloadJSON else {
                throw RuntimeFailure("the payload of \(name).\(caseName) is an object of its fields")
            }
            var values: [String: RuntimeValue] = [:]
            for field in payload {
                values[field.name] = try RuntimeValue(json: written[field.name] ?? .null, as: field.type, types: types)
            }
            self = .payloadCase(caseName, values)
        case (_, .text(let text)):
            self = Evaluator.literal(text, as: type)
            if case .string = self, !Self.isText(type) {
                throw RuntimeFailure("expected \(type), got the text \"\(text)\"")
            }
        case (.array(let element), .array(let items)):
            self = .list(try items.map { try RuntimeValue(json: $0, as: element, types: types) })
        case (.dictionary(let key, let value), .object(let object)):
            var entries: [String: RuntimeValue] = [:]
            for (written, item) in object {
                // JSON's keys are text: an Int key is kept as Swift prints the Int, as a YAML one is.
                var name = written
                if key.unwrapped == .int {
                    guard let number = Int(written) else {
                        throw RuntimeFailure("expected an Int key of \(type), got \"\(written)\"")
                    }
                    name = String(number)
                }
                entries[name] = try RuntimeValue(json: item, as: value, types: types)
            }
            self = .record(entries)
        case (.model(let name), .object(let object)):
            guard case .structure(let fields, _)? = types.declarations[name]?.kind else {
                throw RuntimeFailure("no model type '\(name)'")
            }
            var values: [String: RuntimeValue] = [:]
            for field in fields {
                var ignored: [Diagnostic] = []
                guard let fieldType = types.resolve(field.type, in: "", diagnostics: &ignored) else {
                    throw RuntimeFailure("\(name).\(field.name.text) has no type")
                }
                values[field.name.text] = try RuntimeValue(
                    json: object[field.name.text] ?? .null, as: fieldType, types: types)
            }
            for key in object.keys where !fields.contains(where: { $0.name.text == key }) {
                throw RuntimeFailure("\(name) has no field '\(key)'")
            }
            self = .model(values)
        default:
            throw RuntimeFailure("expected \(type), got \(json)")
        }
    }

    private static func isText(_ type: ValueType) -> Bool {
        switch type {
        case .string, .url, .date, .uuid: return true
        default: return false
        }
    }

    /// The value as a JSON object for `JSONSerialization`: enum cases and written forms as text.
    public var jsonObject: Any {
        switch self {
        case .int(let value): return value
        case .double(let value): return value
        case .string(let text), .enumCase(let text), .written(let text): return text
        case .bool(let value): return value
        case .null: return NSNull()
        case .list(let items): return items.map(\.jsonObject)
        case .record(let fields): return fields.mapValues(\.jsonObject)
        case .tagged(let name, let fields): return [name: fields.mapValues(\.jsonObject)]
        }
    }
}
