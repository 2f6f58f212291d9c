/// Where an element of the preview's SVG lies, read back from its line (SVGWriter writes one
/// element per line, a group's children indented under it): a rectangle's box, an ellipse's, a
/// line's, a clip's, a text's (its width estimated from its font size), and a group's, the union
/// of its children's. For outlining what differs between two pictures; `nil` when the line draws
/// nothing of its own (a gradient's definition, a group's end).
enum SVGElementBox {
    static func box(ofLine index: Int, in lines: [String]) -> Rect? {
        let line = lines[index]
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("<g") {
            let depth = line.count - trimmed.count
            var union: Rect?
            var child = index + 1
            while child < lines.count, lines[child].prefix(while: { $0 == " " }).count > depth {
                if !lines[child].drop(while: { $0 == " " }).hasPrefix("<g"), let box = box(ofLine: child, in: lines) {
                    union = union.map { $0.union(box) } ?? box
                }
                child += 1
            }
            return union
        }
        let values = attributes(of: String(trimmed))
        let number = { (name: String) in values[name].flatMap(Double.init) }
        switch trimmed.prefix(while: { $0 != " " && $0 != ">" && $0 != "/" }) {
        case "<rect", "<clipPath":
            guard let width = number("width"), let height = number("height") else { return nil }
            return Rect(x: number("x") ?? 0, y: number("y") ?? 0, width: width, height: height)
        case "<ellipse":
            guard let cx = number("cx"), let cy = number("cy"), let rx = number("rx"), let ry = number("ry") else {
                return nil
            }
            return Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry)
        case "<line":
            guard let x1 = number("x1"), let y1 = number("y1"), let x2 = number("x2"), let y2 = number("y2") else {
                return nil
            }
            return Rect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
        case "<text":
            guard let x = number("x"), let y = number("y"), let size = number("font-size") else { return nil }
            let characters = trimmed.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }.count
            let width = Double(characters) * size * 0.55
            let start =
                switch values["text-anchor"] {
                case "middle": x - width / 2
                case "end": x - width
                default: x
                }
            return Rect(x: start, y: y - size, width: width, height: size * 1.25)
        default:
            return nil
        }
    }

    /// The picture's size, as its `<svg>` element gives it: `393 × 852`.
    static func size(of svg: String) -> String? {
        guard let first = svg.split(separator: "\n").first else { return nil }
        let values = attributes(of: String(first))
        guard let width = values["width"], let height = values["height"] else { return nil }
        return "\(width) × \(height)"
    }

    /// The attributes of an element's opening tag, by name (`x="12.5"` gives x: 12.5).
    private static func attributes(of tag: String) -> [String: String] {
        var values: [String: String] = [:]
        var rest = Substring(tag.prefix { $0 != ">" })
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(separator: " ").last.map(String.init) ?? ""
            let afterEquals = rest[rest.index(after: equals)...]
            guard afterEquals.first == "\"" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: "\"") else { break }
            values[name] = String(afterEquals[valueStart..<valueEnd])
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
        return values
    }
}
