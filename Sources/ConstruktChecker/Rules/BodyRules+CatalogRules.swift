import ConstruktCatalog
import ConstruktDiagnostics

/// The rules a catalog entry states about the members written together on one node
/// (CATALOG-FORMAT.md §7, §8): `exclusive` lists, `requires`, a property's accepted `forms`, and
/// `onlyInside`. Each names ConstruktKit API that does not exist, so breaking one is reported where
/// the member is written, with the edit that fixes it.
extension BodyRules {
    /// At most one name of each `exclusive` list (CK0809): `SpacerView: { h: 4, w: 4 }` has no
    /// `SpacerView(h:w:)`. The first written one stays; each later one is reported once, whatever
    /// number of lists it breaks (a section's `cells` beside both `items` and `cell`).
    mutating func checkExclusive(_ written: [(name: String, range: SourceRange)], of component: Component) {
        let transforms = written.filter { ViewTransform.properties.contains($0.name) }
        if let first = transforms.first, let other = transforms.dropFirst().first(where: { $0.name != first.name }) {
            report(
                .exclusiveProperties,
                "'\(first.name)' and '\(other.name)' both set the view's transform, so the one set last would undo the other",
                at: other.range,
                help: "keep one of them, or put the view in a ContainerView and give each view one")
        }
        var reported: Set<String> = []
        for group in component.exclusive {
            let present = written.filter { group.contains($0.name) }
            guard let first = present.first else { continue }
            for other in present.dropFirst() where other.name != first.name && reported.insert(other.name).inserted {
                report(
                    .exclusiveProperties, "\(component.name) takes '\(first.name)' or '\(other.name)', not both",
                    at: other.range,
                    help:
                        "remove '\(other.name)' or '\(first.name)': ConstruktKit has no \(component.swift)(\(first.name):\(other.name):)"
                )
            }
        }
    }

    /// Every member that `requires` others is written beside them (CK0810): ImageView's
    /// `placeholder` and `animated` exist only in `ImageView(url:placeholder:animated:)`. Members
    /// missing the same ones are one mistake, reported once where the first is written (a
    /// section's `as:` and `cell:` without its `items:`); a member no one wrote but a misspelling
    /// of it (`ietms:`) is that misspelling's error alone (CK0802, with its fix-it).
    mutating func checkRequirements(
        _ written: [(name: String, range: SourceRange)], of component: Component, members: ResolvedMembers?
    ) {
        let names = Self.meant(written.map(\.name), members: members)
        var lacking: [(missing: [String], needing: [String], range: SourceRange)] = []
        for (name, range) in written {
            let requires: [String]
            switch members?.member(named: name) {
            case .property(let property)?: requires = property.requires
            case .slot(let slot)?: requires = slot.requires
            default: continue
            }
            let missing = requires.filter { !names.contains($0) }
            guard !missing.isEmpty else { continue }
            if let same = lacking.firstIndex(where: { $0.missing == missing }) {
                lacking[same].needing.append(name)
            } else {
                lacking.append((missing, [name], range))
            }
        }
        for (missing, needing, range) in lacking {
            let quoted =
                needing.map { "'\($0)'" }.dropLast().joined(separator: ", ")
                + (needing.count > 1 ? " and " : "") + "'\(needing[needing.count - 1])'"
            report(
                .propertyRequirement,
                "\(quoted) of \(component.name) need\(needing.count == 1 ? "s" : "") "
                    + missing.map { "'\($0)'" }.joined(separator: " and "),
                at: range,
                help: "write '\(missing[0]): …' beside \(needing.count == 1 ? "it" : "them"), or remove \(quoted)")
        }
    }

    /// The members `written` means: each name written, and for a name the component does not
    /// accept, the member nearest to it, whose absence is that misspelling's error alone (CK0802).
    static func meant(_ written: [String], members: ResolvedMembers?) -> Set<String> {
        guard let members else { return Set(written) }
        let misspellings = written.filter { !members.accepts($0) }
        return Set(written).union(
            misspellings.flatMap { NameSuggestion.nearest(to: $0, among: members.acceptedNames).prefix(1) })
    }

    /// A value's form fits its property: a chain form's field (`{ normal: white, highlighted: gray }`)
    /// is live only with its own `onReceive`; a form the property's `onReceive` has an entry for
    /// (`width: { min: $least }`) follows the one field that entry takes, the others staying
    /// constants; any other form without a value of its own (`{ url: … }`) is never live (CK0804),
    /// and goes only where the property's template takes it apart (CK0812); a property restricted
    /// to some forms takes a value written in one of them, or an expression of the type itself or
    /// of one of those forms' scalar types (CK0812).
    mutating func checkForm(of value: TypedValue, in property: Property, of component: Component) -> Bool {
        guard case .named(let typeName) = property.type.nonOptional, let type = catalog.type(named: typeName) else {
            return true
        }
        if value.isLive, case .form(typeName, let formName, _, let written) = value.kind,
            case .mapping(let fields, _, true)? = type.form(named: formName)?.shape
        {
            // A chain form is a run of modifiers (`.color(…, for: .normal)`); a live field needs its own `onReceive`.
            for field in written
            where field.value.isLive && fields.first(where: { $0.name == field.name })?.onReceive == nil {
                report(
                    .bindingStrategy, "'\(field.name)' of the \(formName) form of \(typeName) cannot follow state",
                    at: field.value.range,
                    help: "give it a constant value")
                return false
            }
        }
        var followsByForm = false
        if value.isLive, case .perForm? = property.onReceive,
            case .form(typeName, let formName, nil, let written) = value.kind,
            property.receiveTemplate(for: value) != nil,
            case .mapping(let fields, _, false)? = type.form(named: formName)?.shape
        {
            // A form with an `onReceive` of its own follows one field (`{ min: $least }`); the others are its constants.
            let following = property.followingField(ofForm: formName, fields: fields.map(\.name))
            for field in written where field.value.isLive && field.name != following {
                report(
                    .bindingStrategy,
                    "'\(field.name)' of the \(formName) form of \(typeName) cannot follow state in '\(property.name)'",
                    at: field.value.range,
                    help: "give it a constant value" + (following.map { "; '\($0)' can follow state" } ?? ""))
                return false
            }
            followsByForm = true
        }
        if case .form(typeName, let formName, _, _) = value.kind, let form = type.form(named: formName),
            form.swift == nil, type.swift != nil,
            case .mapping(_, _, false) = form.shape
        {
            // A form without a value of its own (Image's `url`) goes only where a template takes it apart.
            if value.isLive, !followsByForm {
                let instead = catalog.property(named: formName, of: component.name).map {
                    "write '\($0.name): …' on the \(component.name) instead: it follows state"
                }
                report(
                    .bindingStrategy,
                    "'\(property.name)' of \(component.name) cannot follow state when written as { \(formName): … }",
                    at: value.range,
                    help: instead ?? "give it a constant value")
                return false
            }
            if property.constant?.template(forForm: formName)?.holes.contains(.value) ?? true {
                report(
                    .propertyForm,
                    "'\(property.name)' of \(component.name) does not take the { \(formName): … } form of \(typeName)",
                    at: value.range,
                    help: "write it as "
                        + type.forms.filter { $0.swift != nil }.map(Self.spelling).joined(separator: " or "))
                return false
            }
        }
        guard let allowed = property.forms else { return true }
        let forms = type.forms.filter { allowed.contains($0.name) }
        let spellings = forms.map(Self.spelling).joined(separator: " or ")
        switch value.kind {
        case .form(typeName, let form, _, _):
            guard !allowed.contains(form) else { return true }
            report(
                .propertyForm, "'\(property.name)' of \(component.name) does not take the \(form) form of \(typeName)",
                at: value.range,
                help: "write it as \(spellings)")
            return false
        case .expression:
            let whole = mapping.valueType(.named(typeName))
            let scalars = forms.compactMap { form -> ValueType? in
                guard case .scalar(let scalar, _, _, _) = form.shape else { return nil }
                return mapping.valueType(scalar)
            }
            let found = ExpressionTyper.unwrapped(value.type)
            guard found != whole, !scalars.contains(found) else { return true }
            report(
                .propertyForm, "'\(property.name)' of \(component.name) takes \(typeName), not \(value.type)",
                at: value.range,
                help: "write it as \(spellings), or give an expression of type \(typeName)")
            return false
        case .scalarForm(typeName, let form, let expression):
            guard !allowed.contains(form) else { return true }
            report(
                .propertyForm, "'\(property.name)' of \(component.name) takes \(typeName), not \(expression.type)",
                at: value.range,
                help: "write it as \(spellings), or give an expression of type \(typeName)")
            return false
        default:
            return true
        }
    }

    /// A property the library reads only inside some parents, written elsewhere (CK0811, a
    /// warning): `margins` on a node of a VStackView does nothing.
    mutating func checkPlacement(_ property: Property, at range: SourceRange) {
        guard let allowed = property.onlyInside, let parent = parents.last ?? nil, !allowed.contains(parent) else {
            return
        }
        report(
            .ignoredPlacement, "'\(property.name)' has no effect inside a \(parent)", at: range,
            help:
                "\(parent) places its children itself; wrap this node in a ContainerView to place it with '\(property.name)'"
        )
    }

    /// Whether a value is written in a chain form (its live fields are applied one by one).
    func isChainForm(_ value: TypedValue) -> Bool {
        guard case .form(let typeName, let formName, nil, _) = value.kind,
            case .mapping(_, _, true)? = catalog.type(named: typeName)?.form(named: formName)?.shape
        else { return false }
        return true
    }

    /// How a form is written, for help text: `{ top: …, left: … }` or the form's name.
    private static func spelling(_ form: ValueForm) -> String {
        guard case .mapping(let fields, _, _) = form.shape else { return form.name }
        return "{ " + fields.map { "\($0.name): …" }.joined(separator: ", ") + " }"
    }
}
