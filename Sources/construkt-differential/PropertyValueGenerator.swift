import ConstruktCatalog

/// Writes a value for a catalog property from its type in the catalog: each value form of the
/// value types (Color, Font, Insets, Length, Size, Frame, Shimmer, AspectRatio, Border, Shadow), the members of the
/// catalog's enums, and live expressions where the property can be bound.
struct PropertyValueGenerator {
    let context: GenerationContext

    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]
    static let formTypes: Set<String> = [
        "Color", "Font", "Insets", "Length", "Size", "Frame", "Shimmer", "AspectRatio",
    ]
    static let nestedColorTypes: Set<String> = ["Border", "Shadow"]

    func canWrite(_ property: Property) -> Bool {
        guard let name = property.type.baseName, case .named = property.type.nonOptional else { return false }
        if name == "Bool" || name == "String" || Self.numberTypes.contains(name) || Self.formTypes.contains(name) {
            return true
        }
        if Self.nestedColorTypes.contains(name) { return context.has(.borderShadow) }
        if name == "URL" { return context.has(.foundationValues) }
        if case .enumeration = context.catalog.type(named: name)?.kind { return true }
        return false
    }

    func write(_ property: Property, into yaml: inout YAMLText, indent: Int, scope: Scope, live: Bool) {
        let name = property.type.baseName ?? ""
        let key = property.name
        if live && property.canBeLive && context.chance(50) {
            if name == "Bool" || name == "Shimmer" {
                yaml.line(
                    indent,
                    "\(key): \(YAMLText.expression(context.expression(.bool, scope: scope, live: true, depth: 1)))")
                return
            }
            if name == "URL" {
                let optionals = context.expressions.paths(to: .optional(.url), scope: scope, live: true)
                let value =
                    !optionals.isEmpty && context.chance(30)
                    ? context.pick(optionals) : context.expression(.url, scope: scope, live: true, depth: 1)
                yaml.line(indent, "\(key): \(YAMLText.expression(value))")
                return
            }
            if name == "String" {
                yaml.line(
                    indent,
                    "\(key): \(YAMLText.expression(context.expression(.string, scope: scope, live: true, depth: 1)))")
                return
            }
            if name == "Length" {
                // A size that follows state, as a stretchy header's, in any of its forms (its priority a constant).
                let flag = context.expression(.bool, scope: scope, live: true, depth: 1)
                let length = YAMLText.expression("\(flag) ? \(context.int(20...40)) : \(context.int(41...80))")
                let forms = [
                    length, "{ min: \(length) }", "{ max: \(length) }", "{ equal: \(length), priority: 750 }",
                    "{ min: \(length), priority: 250 }",
                    "{ max: \(length), priority: \(context.pick(["750", "1000"])) }",
                ]
                yaml.line(indent, "\(key): \(context.pick(forms))")
                return
            }
        }
        switch name {
        case "Bool":
            yaml.line(indent, "\(key): \(context.pick(["true", "false"]))")
            yaml.mutable(.wrongType, replacement: "\(key): maybe")
        case "String":
            yaml.line(indent, "\(key): \(context.pick(context.words))")
        case "URL":
            yaml.line(indent, "\(key): \"\(FoundationValues.text(of: .url, random: &context.random))\"")
            yaml.mutable(.wrongType, replacement: "\(key): \"\(FoundationValues.refused(.url))\"")
        case "Int":
            yaml.line(indent, "\(key): \(context.int(0...4))")
            yaml.mutable(.wrongType, replacement: "\(key): plenty")
        case _ where Self.numberTypes.contains(name):
            yaml.line(indent, "\(key): \(number(for: key))")
            yaml.mutable(.wrongType, replacement: "\(key): wide")
        case "Color":
            yaml.line(indent, "\(key): \(color())")
            yaml.mutable(.wrongType, replacement: "\(key): { hex: 12 }")
        case "Font":
            yaml.line(indent, "\(key): \(font())")
        case "Insets":
            yaml.line(
                indent,
                "\(key): \(context.pick(["\(context.int(0...16))", "{ h: \(context.int(0...16)), v: \(context.int(0...8)) }", "{ top: 1, left: 2, bottom: 3, right: 4 }"]))"
            )
            yaml.mutable(.wrongType, replacement: "\(key): { h: wide }")
        case "Length":
            let lengths = [
                "\(context.int(20...80))", "{ min: \(context.int(10...40)) }", "{ max: \(context.int(40...90)) }",
                "{ max: \(context.int(40...90)), priority: \(context.pick(["750", "1000"])) }",
                "{ min: \(context.int(10...40)), priority: 250 }",
            ]
            yaml.line(indent, "\(key): \(context.pick(lengths))")
        case "Shimmer":
            yaml.line(
                indent,
                "\(key): \(context.pick(["true", "false", "{ when: \(context.pick(["true", "false"])), bgColor: \(color()) }"]))"
            )
            yaml.mutable(.wrongType, replacement: "\(key): { when: true, bgColor: 3 }")
        case "AspectRatio":
            yaml.line(indent, "\(key): \(context.pick(["0.\(context.int(5...9))", "\(context.int(1...2)).5", "1"]))")
            yaml.mutable(.wrongType, replacement: "\(key): 0")
        case "Size":
            yaml.line(indent, "\(key): { width: \(context.int(10...100)), height: \(context.int(10...60)) }")
        case "Frame":
            yaml.line(indent, "\(key): { height: \(context.int(10...60)), width: \(context.int(10...100)) }")
        case "Border":
            yaml.line(indent, "\(key): { color: \(color()), lineWidth: 1 }")
        case "Shadow":
            yaml.line(indent, "\(key): { color: \(color()), radius: 4, opacity: 0.3 }")
        default:
            let members = context.catalog.enumerations[name] ?? []
            yaml.line(indent, "\(key): \(context.pick(members))")
            yaml.mutable(.wrongType, replacement: "\(key): sideways")
        }
    }

    private func number(for key: String) -> String {
        key == "alpha" ? "0.\(context.int(1...9))" : "\(context.int(0...24))"
    }

    /// A Color in one of its forms: a named colour, a hex string, or hex with alpha.
    func color() -> String {
        switch context.int(0...3) {
        case 0: return "\"#\(hex(6))\""
        case 1: return "{ hex: \"#\(hex(6))\", alpha: 0.\(context.int(1...9)) }"
        default:
            let named = context.catalog.type(named: "Color")?.form(named: "named")
            if case .scalar(_, _, let members?, _) = named?.shape, !members.isEmpty {
                return context.pick(members).name
            }
            return "red"
        }
    }

    /// A Font: a text style, or a size with a weight.
    func font() -> String {
        if context.chance(50) { return context.pick(context.catalog.enumerations["TextStyle"] ?? ["body"]) }
        return
            "{ size: \(context.int(10...30)), weight: \(context.pick(context.catalog.enumerations["FontWeight"] ?? ["regular"])) }"
    }

    private func hex(_ digits: Int) -> String {
        String((0..<digits).map { _ in context.pick(Array("0123456789ABCDEF")) })
    }
}
