import ConstruktCatalog

/// One property as `explain` lists it: its type and value forms, whether it is required, its
/// default, the names it requires or is read inside, and the Swift of each way to give it a value.
struct PropertyLines {
    let catalog: ComponentCatalog
    let property: Property
    let swift: TemplateText

    /// The header line then the indented details.
    func summary() -> [String] {
        var head = "\(property.name): \(property.type)"
        if property.required { head += ", required" }
        if let value = defaultText { head += ", default \(value)" }
        if !property.aliases.isEmpty { head += " (also " + property.aliases.joined(separator: ", ") + ")" }
        var lines = [head]
        if let doc = property.doc { lines.append("    " + doc) }
        let forms = ValueSpellings(catalog: catalog).spellings(of: property.type, allowed: property.forms)
        lines.append(
            "    written as: "
                + forms.map { forms.count > 1 ? "\($0.name) (\($0.description))" : $0.description }.joined(
                    separator: "; "))
        lines += rules().map { "    " + $0 }
        lines += swiftLines().map { "    " + $0 }
        return lines
    }

    /// The default as a screen would write it: `nil` for an optional without one.
    var defaultText: String? {
        if let value = property.defaultValue { return Self.flow(value) }
        return property.type.isOptional && !property.required ? "nil" : nil
    }

    /// A value as a screen writes it on one line: `{ list: { itemHeight: { estimated: 44 } } }`.
    static func flow(_ value: WrittenValue) -> String {
        switch value {
        case .scalar(let text, _): ValueSpellings.yaml(text)
        case .fields(let fields):
            "{ " + fields.map { "\(ValueSpellings.yaml($0.name)): \(flow($0.value))" }.joined(separator: ", ") + " }"
        case .list(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
        }
    }

    /// `requires` and `onlyInside`, each in a sentence.
    func rules() -> [String] {
        var lines: [String] = []
        if !property.requires.isEmpty { lines.append("requires: " + property.requires.joined(separator: ", ")) }
        if let parents = property.onlyInside { lines.append("read only inside: " + parents.joined(separator: ", ")) }
        if property.emitDefault { lines.append("always emitted, with the default when not written") }
        return lines
    }

    /// The Swift of a constant, of a live value (`${…}` reading state) and of `$state` bound both ways.
    func swiftLines() -> [String] {
        var lines: [String] = []
        if let constant = property.constant { lines += labelled("constant", swift.lines(constant)) }
        if let oneWay = property.oneWay { lines += labelled("live", swift.lines(oneWay).map { $0 + accepts(oneWay) }) }
        if let twoWay = property.twoWay { lines += labelled("two-way ($state)", swift.lines(twoWay)) }
        if property.oneWay == nil, let onReceive = property.onReceive {
            if case .single(let template) = onReceive {
                lines.append("live: on each change, " + swift.text(template))
            } else {
                lines += labelled("live: on each change, by form", swift.lines(onReceive, at: .modifier))
            }
        }
        if !property.canBeLive { lines.append("live: not possible (constants only)") }
        return lines
    }

    /// The binding's value types, when the library's overloads name them.
    private func accepts(_ emission: Emission) -> String {
        guard let accepts = emission.accepts else { return "" }
        return ", binding a " + accepts.map(swift.text).joined(separator: " or ")
    }

    private func labelled(_ label: String, _ texts: [String]) -> [String] {
        guard texts.count > 1 else { return texts.map { "\(label): \($0)" } }
        return ["\(label):"] + texts.map { "  " + $0 }
    }
}
