import Foundation

/// A ```` ```yaml ```` block of a Markdown page: one whole construkt file. The fence's info string
/// may add `file=NAME` (its file name; else one from its first key), `app=NAME` (the blocks of one
/// page with one app name are checked together, as the files of one folder), and `error=CODE` (a
/// deliberately wrong example: linting it must report that code). YAML that is not a construkt
/// file, such as a CI workflow, is fenced ```` ```yml ```` and left alone.
struct MarkdownYAMLExample {
    let page: String
    /// The fence's line in the page, from 1.
    let line: Int
    let text: String
    let fileName: String
    let app: String
    let expectedError: String?

    var location: String { "\(page):\(line)" }

    /// Every YAML block of `markdown`, in page order.
    static func all(in markdown: String, page: String) -> [MarkdownYAMLExample] {
        var examples: [MarkdownYAMLExample] = []
        let lines = markdown.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard fence.hasPrefix("```") else { continue }
            let info = fence.dropFirst(3).split(separator: " ").map(String.init)
            var body: [String] = []
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            index += 1
            guard info.first == "yaml" else { continue }
            let attributes = Dictionary(
                info.dropFirst().compactMap { pair -> (String, String)? in
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    return parts.count == 2 ? (parts[0], parts[1]) : nil
                }, uniquingKeysWith: { $1 })
            let line = index - body.count - 1
            let text = body.joined(separator: "\n") + "\n"
            examples.append(
                MarkdownYAMLExample(
                    page: page,
                    line: line,
                    text: text,
                    fileName: attributes["file"] ?? defaultFileName(of: text, line: line),
                    app: attributes["app"] ?? "line\(line)",
                    expectedError: attributes["error"]
                ))
        }
        return examples
    }

    /// A name of the kind the first key says: `screen:` and `component:` files, routes, types,
    /// scenarios, and otherwise construkt.yaml.
    static func defaultFileName(of text: String, line: Int) -> String {
        let firstKey =
            text.components(separatedBy: "\n")
            .first { !$0.isEmpty && !$0.hasPrefix("#") }?
            .split(separator: ":").first.map(String.init) ?? ""
        switch firstKey {
        case "screen", "component": return "Example\(line).screen.yaml"
        case "routes": return "Example\(line).routes.yaml"
        case "types": return "Example\(line).types.yaml"
        case "scenario": return "Example\(line).scenario.yaml"
        case "catalog": return "Example\(line).components.yaml"
        default: return "construkt.yaml"
        }
    }
}
