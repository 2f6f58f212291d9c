import ConstruktCatalog
import ConstruktEmitter

/// How a value of a catalog type is written in a screen: each value form described in a few
/// words, with an example and the Swift the emitter writes for that example (`headline`, then
/// `UIFont.preferredFont(forTextStyle: .headline)`).
struct ValueSpellings {
    /// One way to write a value.
    struct Spelling {
        /// The form's name (`textStyle`), or the kind of value for a type without forms.
        var name: String
        var description: String
        /// The example as written after `key: `.
        var example: String?
        /// The example's whole value in Swift.
        var swift: String?
        /// For a value form: its name, the example's scalar alone (what a template chosen per form
        /// takes as `{{value}}`) and its fields (a template's `{{value.f}}`).
        var form: String? = nil
        var scalarSwift: String? = nil
        var fieldSwift: [String: String]? = nil
    }

    let catalog: ComponentCatalog
    private var swift: CatalogValueSwift { CatalogValueSwift(catalog: catalog) }

    init(catalog: ComponentCatalog) {
        self.catalog = catalog
    }

    /// Every way to write a value of `type`, keeping only `allowed` forms when the property
    /// restricts them.
    func spellings(of type: TypeExpression, allowed: [String]? = nil, named name: String? = nil) -> [Spelling] {
        if let name, let text = Self.namedExamples[name], case .named(let typeName) = type.nonOptional,
            case .primitive? = catalog.type(named: typeName)?.kind
        {
            return [
                Spelling(
                    name: typeName, description: summary(of: type.nonOptional), example: text,
                    swift: swift.value(text, as: type))
            ]
        }
        switch type {
        case .optional(let wrapped):
            return spellings(of: wrapped, allowed: allowed)
        case .array(let element):
            return [
                Spelling(name: "list", description: "a list of \(summary(of: element))", example: "[]", swift: "[]")
            ]
        case .dictionary(let key, let value):
            return [
                Spelling(
                    name: "mapping", description: "a mapping of \(key) to \(summary(of: value))", example: nil,
                    swift: nil)
            ]
        case .named(let name):
            guard let catalogType = catalog.type(named: name) else {
                return [
                    Spelling(
                        name: "expression", description: "a value of the app's type \(name), written as an expression",
                        example: nil, swift: nil)
                ]
            }
            return spellings(of: catalogType, allowed: allowed)
        }
    }

    private func spellings(of type: CatalogType, allowed: [String]?) -> [Spelling] {
        switch type.kind {
        case .primitive(let literal, _):
            let example = Self.example(of: literal, typeName: type.name)
            return [
                Spelling(
                    name: type.name, description: Self.description(of: literal), example: example.map(Self.yaml),
                    swift: example.flatMap { swift.value($0, as: .named(type.name)) })
            ]
        case .enumeration(let members):
            return [
                Spelling(
                    name: type.name, description: "one of " + Self.list(members.map(\.name)),
                    example: members.first?.name, swift: members.first?.swift)
            ]
        case .options(let members):
            return [
                Spelling(
                    name: type.name, description: "one or a list of " + Self.list(members.map(\.name)),
                    example: members.first?.name, swift: members.first?.swift)
            ]
        case .record(let fields):
            return [
                Spelling(
                    name: type.name,
                    description: "read only, with " + fields.map { "\($0.name): \($0.type)" }.joined(separator: ", "),
                    example: nil, swift: nil)
            ]
        case .value(let forms, _):
            return forms.filter { allowed?.contains($0.name) ?? true }.map { spelling(of: $0, in: type) }
        }
    }

    private func spelling(of form: ValueForm, in type: CatalogType) -> Spelling {
        switch form.shape {
        case .scalar(let scalarType, let pattern, let members, let normalize):
            let memberNames =
                members?.map(\.name) ?? scalarType.baseName.flatMap { catalog.type(named: $0) }.map {
                    $0.members.map(\.name)
                } ?? []
            let text: String?
            let description: String
            if let first = memberNames.first {
                text = first
                description = "one of " + Self.list(memberNames)
            } else if pattern != nil || normalize != nil {
                text = pattern?.hasPrefix("^#") == true ? "#3366FF" : nil
                description =
                    text == nil && form.doc != nil
                    ? "a \(scalarType): \(form.doc ?? "")"
                    : "a \(scalarType) written "
                        + (text == nil ? "as the catalog's pattern" : "as a hex code, #RGB, #RRGGBB or with alpha")
            } else {
                text = scalarType.baseName.flatMap(exampleText(ofType:))
                description = summary(of: scalarType)
            }
            return Spelling(
                name: form.name, description: description, example: text.map(Self.yaml),
                swift: text.flatMap { swift.scalar($0, inForm: form.name, of: type.name) },
                form: form.name, scalarSwift: text.flatMap { swift.scalarOnly($0, inForm: form.name, of: type.name) })
        case .mapping(let fields, let oneOf, let chain):
            let candidates = fields.filter { !oneOf.contains($0.name) || $0.name == oneOf.first }
            let required = candidates.filter { $0.required || oneOf.contains($0.name) }
            let shown = !required.isEmpty ? required : chain ? Array(candidates.prefix(1)) : candidates
            let written = Dictionary(
                shown.compactMap { field in exampleText(of: field).map { (field.name, $0) } },
                uniquingKeysWith: { first, _ in first })
            let fieldList = fields.map { field in
                var text = "\(field.name): \(field.type)"
                if field.required { text += " (required)" }
                if let value = field.defaultValue?.scalarText { text += " = \(value)" }
                return text
            }.joined(separator: ", ")
            let exactlyOne = oneOf.isEmpty ? "" : "; exactly one of " + oneOf.joined(separator: ", ")
            let example =
                "{ "
                + shown.compactMap { field in written[field.name].map { "\(field.name): \(Self.yaml($0))" } }.joined(
                    separator: ", ") + " }"
            let exampleSwift =
                written.count == shown.count ? swift.mapping(written, inForm: form.name, of: type.name) : nil
            let complete = written.count == shown.count
            return Spelling(
                name: form.name,
                description: "{ \(fieldList) }" + exactlyOne + (chain ? ", each field a call of its own" : ""),
                example: complete ? example : nil, swift: exampleSwift,
                form: form.name, fieldSwift: complete ? swift.fields(written, inForm: form.name, of: type.name) : nil)
        }
    }

    /// The type in a few words, for a one-line list.
    func summary(of type: TypeExpression) -> String {
        switch type {
        case .optional(let wrapped): return summary(of: wrapped) + " or nil"
        case .array(let element): return "a list of \(summary(of: element))"
        case .dictionary(let key, let value): return "a mapping of \(key) to \(summary(of: value))"
        case .named(let name):
            guard let catalogType = catalog.type(named: name) else { return "a \(name)" }
            switch catalogType.kind {
            case .primitive(let literal, _): return Self.description(of: literal)
            case .enumeration(let members): return "one of " + Self.list(members.map(\.name))
            case .options(let members): return "one or a list of " + Self.list(members.map(\.name))
            case .record: return "a \(name)"
            case .value(let forms, _): return "a \(name): " + forms.map(\.name).joined(separator: ", ")
            }
        }
    }

    /// Examples of fields and properties whose name says more than their type (`systemName: star`).
    private static let namedExamples = [
        "systemName": "star", "named": "logo", "alpha": "0.5", "opacity": "0.5", "priority": "750",
    ]

    /// An example value of a mapping form's field: a hex code where the field takes one, an
    /// example its name suggests, else an example of its type.
    private func exampleText(of field: FormField) -> String? {
        if field.pattern?.hasPrefix("^#") == true { return "#3366FF" }
        return Self.namedExamples[field.name] ?? field.type.baseName.flatMap(exampleText(ofType:))
    }

    /// An example scalar of a type, as a screen writes it; `nil` for a type with mapping forms only.
    private func exampleText(ofType name: String) -> String? {
        guard let type = catalog.type(named: name) else { return nil }
        switch type.kind {
        case .primitive(let literal, _): return Self.example(of: literal, typeName: name)
        case .enumeration(let members), .options(let members): return members.first?.name
        case .record: return nil
        case .value(let forms, _):
            for form in forms {
                guard case .scalar(let scalarType, let pattern, let members, _) = form.shape else { continue }
                if let first = members?.first { return first.name }
                if pattern?.hasPrefix("^#") == true { return "#3366FF" }
                if let text = scalarType.baseName.flatMap(exampleText(ofType:)) { return text }
            }
            return nil
        }
    }

    private static func example(of literal: LiteralKind, typeName: String) -> String? {
        switch literal {
        case .string: "Hello"
        case .int: "2"
        case .float: typeName == "CGFloat" ? "16" : "0.5"
        case .bool: "true"
        case .url: "https://example.com/poster.png"
        case .date: "2026-01-31T09:30:00Z"
        case .uuid: "6F9619FF-8B86-D011-B42D-00C04FC964FF"
        case .identifier: "item"
        case .none: nil
        }
    }

    private static func description(of literal: LiteralKind) -> String {
        switch literal {
        case .string: "plain text"
        case .int: "a whole number"
        case .float: "a number"
        case .bool: "true or false"
        case .url: "a URL"
        case .date: "an ISO 8601 date"
        case .uuid: "a UUID"
        case .identifier: "a lowerCamelCase name"
        case .none: "an expression (it has no literal)"
        }
    }

    /// Names joined with commas, the first eight only when there are more (`… 49 in all`).
    static func list(_ names: [String]) -> String {
        guard names.count > 8 else { return names.joined(separator: ", ") }
        return names.prefix(8).joined(separator: ", ") + ", … (\(names.count) in all)"
    }

    /// A scalar as YAML writes it after `key: `: quoted when YAML would read it otherwise.
    static func yaml(_ text: String) -> String {
        let special = text.first.map { "#&*!|>'\"%@`{[-?:,".contains($0) } ?? true
        return special || text.contains(": ") || text.contains(" #") ? "\"\(text)\"" : text
    }
}
