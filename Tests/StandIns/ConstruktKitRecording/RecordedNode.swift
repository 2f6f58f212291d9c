/// One node of a recorded view tree: plain data, deterministic, comparable.
///
/// The headless runtime produces the same shape from a checked model, so that a test can compare
/// what generated Swift builds (through the ConstruktKit stand-in) with what the runtime builds.
///
/// - `type`: the ConstruktKit component name where the view is one (`LabelView`, `VStackView`,
///   `AnySection`, `AnyCell`, …), otherwise the UIKit class name (`UIView`, `UILabel`).
/// - `attributes`: the component's runtime attributes, named as in the catalog format
///   (Schemas/CATALOG-FORMAT.md §13): `text`, `hidden`, `enabled`, `selected`, `id`, `isOn`,
///   `value`, `placeholder`, `image`, `animating`. See `ViewTreeRecorder` for which node records
///   which, and how values are written.
/// - `children`: in view order.
public struct RecordedNode: Equatable, CustomStringConvertible {
    public var type: String
    public var attributes: [String: String]
    public var children: [RecordedNode]

    public init(_ type: String, _ attributes: [String: String] = [:], _ children: [RecordedNode] = []) {
        self.type = type
        self.attributes = attributes
        self.children = children
    }

    /// One line per node, children indented by two spaces; attributes sorted by name, as
    /// `name="value"` with `\`, `"` and every scalar outside printable ASCII escaped Swift-style:
    ///
    ///     VStackView
    ///       LabelView text="Count: 0"
    ///       ButtonView enabled="true" text="Go"
    public var description: String {
        lines(depth: 0).joined(separator: "\n")
    }

    private func lines(depth: Int) -> [String] {
        let attributeText = attributes.keys.sorted().map { " \($0)=\"\(RecordedNode.escaped(attributes[$0] ?? ""))\"" }.joined()
        let line = String(repeating: "  ", count: depth) + type + attributeText
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }

    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": return "\\\\"
            case "\"": return "\\\""
            case " "..."~": return String(scalar)
            default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }.joined()
    }
}
