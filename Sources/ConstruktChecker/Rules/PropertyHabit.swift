import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// A property written as SwiftUI or UIKit spells it, where ConstruktKit has the same thing under
/// another name (`lineLimit` is `numberOfLines`) or as its opposite (`disabled: ${busy}` is
/// `enabled: ${!busy}`). Only offered when the component has the ConstruktKit property; the
/// fix-it rewrites the key, or the key and the value for an opposite.
struct PropertyHabit {
    let help: String
    let fixIts: [Diagnostic.FixIt]

    /// Spellings whose ConstruktKit property takes the same value.
    static let renames: [String: String] = [
        "isHidden": "hidden",
        "isEnabled": "enabled",
        "isSelected": "selected",
        "isVisible": "visible",
        "lineLimit": "numberOfLines",
        "multilineTextAlignment": "alignment",
        "textAlignment": "alignment",
        "textColor": "color",
        "tint": "tintColor",
        "accentColor": "tintColor",
    ]

    /// Spellings whose ConstruktKit property takes the opposite Bool.
    static let opposites: [String: String] = [
        "disabled": "enabled",
        "isDisabled": "enabled",
    ]

    /// Field spellings of SwiftUI's edge sets, for a value type that has the ConstruktKit field
    /// (`padding: { horizontal: 16 }` is `{ h: 16 }`).
    static let fieldRenames: [String: String] = [
        "horizontal": "h",
        "vertical": "v",
        "leading": "left",
        "trailing": "right",
    ]

    init?(_ name: Identifier, value: YAMLNode, accepted: [String], path: String) {
        if let target = Self.renames[name.text], accepted.contains(target) {
            help = "ConstruktKit's name for '\(name.text)' is '\(target)'"
            fixIts = [Diagnostic.FixIt(SourceLocation(path: path, range: name.range), replacement: target)]
            return
        }
        guard let target = Self.opposites[name.text], accepted.contains(target), let negated = Self.negated(value)
        else { return nil }
        let written = "\(target): \(negated)"
        help = "ConstruktKit has the opposite, '\(target)': write '\(written)'"
        fixIts = [
            Diagnostic.FixIt(
                SourceLocation(path: path, range: SourceRange(start: name.range.start, end: value.range.end)),
                replacement: written)
        ]
    }

    /// The value's opposite, in the value's own quoting: `false` for `true`, `${!(a && b)}` for
    /// `${a && b}`, `${!busy}` for `$busy`; `nil` for a value that is not a Bool's spelling.
    static func negated(_ value: YAMLNode) -> String? {
        guard case .scalar(let text, let style) = value.value else { return nil }
        if text == "true" || text == "false" { return text == "true" ? "false" : "true" }
        let inner: String
        if text.hasPrefix("${"), text.hasSuffix("}") {
            inner = String(text.dropFirst(2).dropLast().drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        } else if text.hasPrefix("$"), !text.hasPrefix("$$") {
            inner = String(text.dropFirst())
        } else {
            return nil
        }
        let simple =
            inner.first.map { $0.isLetter || $0 == "_" } == true
            && inner.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let expression = simple ? "${!\(inner)}" : "${!(\(inner))}"
        switch style {
        case .doubleQuoted:
            return "\"" + expression.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined() + "\""
        case .singleQuoted: return "'" + expression.map { $0 == "'" ? "''" : String($0) }.joined() + "'"
        default: return expression
        }
    }
}

/// SwiftUI's `frame(minHeight: 44)` and kin written as a Frame (`frame: { minHeight: 44 }`),
/// whose bounds ConstruktKit sets with `height:` and `width:` (`height: { min: 44 }`). Offered for
/// one bound with a number, where the component has the property; the fix-it rewrites the entry.
struct FrameHabit {
    let message: String
    let help: String
    let fixIts: [Diagnostic.FixIt]

    static let bounds: [String: (property: String, bound: String)] = [
        "minWidth": ("width", "min"), "maxWidth": ("width", "max"),
        "minHeight": ("height", "min"), "maxHeight": ("height", "max"),
    ]

    /// `accepts` says whether the component takes a member of that name.
    init?(_ name: Identifier, value: YAMLNode, accepts: (String) -> Bool, path: String) {
        guard name.text == "frame", let entries = value.mappingEntries, entries.count == 1,
            let key = entries[0].key.scalarText,
            let (property, bound) = Self.bounds[key], accepts(property),
            let number = entries[0].value.scalarText, Double(number) != nil
        else { return nil }
        let written = "\(property): { \(bound): \(number) }"
        message = "Frame has no field '\(key)'"
        help = "SwiftUI's frame(\(key):) is '\(written)' here"
        fixIts = [
            Diagnostic.FixIt(
                SourceLocation(path: path, range: SourceRange(start: name.range.start, end: value.range.end)),
                replacement: written)
        ]
    }
}
