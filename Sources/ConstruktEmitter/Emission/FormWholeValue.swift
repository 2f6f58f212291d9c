import ConstruktChecker
import ConstruktDiagnostics

extension FormValueWriter {
    /// A catalog value in one of its forms as one Swift value, its fields written by `values` (so a
    /// field may read state inside a binding's closure: `image: { systemName: $icon }`).
    func wholeValue(type typeName: String, form formName: String, text: String?, fields: [TypedValue.Field], with values: SwiftExpressionWriter, at range: SourceRange) throws(EmitterError) -> String {
        if text != nil { return try swift(type: typeName, form: formName, text: text, at: range) }
        let rendered = try self.fields(type: typeName, form: formName, written: fields, constants: values, at: range)
        return try swift(type: typeName, form: formName, fields: rendered, at: range)
    }
}
