import ConstruktDiagnostics

/// Which holes a template may use where it is written (the "where" column of CATALOG-FORMAT.md §12).
struct TemplateRules {
    /// Names the template in messages: "the const template of property 'text' of component 'LabelView'".
    var what: String
    /// The fixed-name holes allowed here.
    var holes: Set<TemplateHole> = []
    /// `{{value.f}}` is allowed (the field is checked against the value's type once all types are known).
    var allowsValueFields = false
    /// Bare `{{f}}` holes naming a mapping form's fields.
    var fields: [String] = []
    var typeParameters: [String] = []
    /// `{{args.name}}` names, when args are allowed here.
    var arguments: [String]?
    /// `{{props.*}}`/`{{slots.*}}` are allowed (checked against the component's members later).
    var allowsComponentReferences = false

    private static let fixedNames: [String: TemplateHole] = [
        "value": .value, "binding": .binding, "view": .view, "views": .views, "params": .params,
        "body": .body, "args": .arguments, "swift": .swiftName, "class": .viewClass, "sectionId": .sectionId,
    ]

    /// The hole a name stands for here, or why it is not allowed.
    func resolve(_ name: String) -> Result<TemplateHole, TemplateRuleViolation> {
        let parts = name.utf8.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
        if parts.count == 2 {
            let (prefix, member) = (parts[0], parts[1])
            switch prefix {
            case "value" where allowsValueFields: return .success(.valueField(member))
            case "args":
                guard let arguments else { break }
                if arguments.contains(member) { return .success(.argument(member)) }
                return .failure(
                    TemplateRuleViolation(
                        message: "'{{\(name)}}' names no argument of \(what)",
                        suggestion: NameSuggestion.nearest(to: member, among: arguments).first.map { "args.\($0)" }
                    ))
            case "props" where allowsComponentReferences: return .success(.property(member))
            case "slots" where allowsComponentReferences: return .success(.slot(member))
            default: break
            }
            return .failure(TemplateRuleViolation(message: "'{{\(name)}}' is not allowed in \(what)", suggestion: nil))
        }
        if let hole = Self.fixedNames[name] {
            if holes.contains(hole) { return .success(hole) }
            return .failure(TemplateRuleViolation(message: "'{{\(name)}}' is not allowed in \(what)", suggestion: nil))
        }
        if fields.contains(name) { return .success(.field(name)) }
        if typeParameters.contains(name) { return .success(.typeParameter(name)) }
        return .failure(
            TemplateRuleViolation(
                message: "unknown hole '{{\(name)}}' in \(what)",
                suggestion: NameSuggestion.nearest(to: name, among: allowedBareNames).first
            ))
    }

    private var allowedBareNames: [String] {
        Self.fixedNames.filter { holes.contains($0.value) }.map(\.key).sorted() + fields + typeParameters
    }
}
