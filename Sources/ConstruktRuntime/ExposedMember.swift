import ConstruktCatalog
import ConstruktChecker
import Foundation

/// Reads a member of a catalog value the runtime holds in its written form (`insets.top` of an
/// Insets written `{h: 16, v: 8}`) as the type's Swift value would answer: the member is a field
/// of the type's `exposes` form (CATALOG-FORMAT.md §4), and the written form's `swift` template
/// says what fills that label (`UIEdgeInsets(top: {{v}}, left: {{h}}, …)`: `top` is `v`), an
/// absent field giving its default.
enum ExposedMember {
    /// The members a catalog value type exposes (an Insets' `top`, `left`, `bottom`, `right`);
    /// empty for a type that exposes none.
    static func members(of type: ValueType) -> [String] {
        guard let catalogType = CatalogLoader.construktKit.catalog.type(named: type.unwrapped.description),
            case .value(let forms, let exposes?) = catalogType.kind
        else { return [] }
        return forms.first { $0.name == exposes }?.fields.map(\.name) ?? []
    }

    static func value(_ member: String, ofWritten text: String, type: ValueType) -> RuntimeValue? {
        guard let catalogType = CatalogLoader.construktKit.catalog.type(named: type.unwrapped.description),
            case .value(let forms, let exposes?) = catalogType.kind,
            forms.first(where: { $0.name == exposes })?.fields.contains(where: { $0.name == member }) == true
        else { return nil }
        let fields = writtenFields(text)
        let form =
            fields.map { written in
                forms.first { form in
                    !form.isScalar && written.keys.allSatisfy { key in form.fields.contains { $0.name == key } }
                }
            } ?? forms.first(where: \.isScalar)
        guard let form, let template = form.swift, let hole = hole(labelled: member, in: template) else { return nil }
        let filling: String?
        switch hole {
        case .value: filling = text
        case .field(let name):
            filling = fields?[name] ?? form.fields.first { $0.name == name }?.defaultValue?.scalarText
        default: filling = nil
        }
        return filling.flatMap(Double.init).map(RuntimeValue.double)
    }

    /// The hole after `label: ` in a template.
    private static func hole(labelled label: String, in template: Template) -> TemplateHole? {
        var previous = ""
        for segment in template.segments {
            switch segment {
            case .text(let text): previous = text
            case .hole(let hole):
                if previous.hasSuffix("(\(label): ") || previous.hasSuffix(" \(label): ") { return hole }
                previous = ""
            }
        }
        return nil
    }

    /// The fields of a mapping form as `Evaluator` writes it (`{h: 16, v: 8}`); `nil` for a scalar.
    private static func writtenFields(_ text: String) -> [String: String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        var fields: [String: String] = [:]
        for pair in text.dropFirst().dropLast().split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }
}
