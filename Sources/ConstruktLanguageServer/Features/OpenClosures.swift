import Foundation

/// The closures open at the end of a line's text inside `${…}` (`${genres.map { g in g.`), each
/// with the path of the list it is passed to (`genres`) and the names of its parameters that
/// stand for the list's elements (`g`; `$0` for one that names none; not `reduce`'s running
/// value), so completion can offer an element's fields after a parameter.
struct OpenClosures {
    /// One open closure: the list's path and the parameters that are its elements.
    struct Closure: Equatable {
        var receiver: [String]
        var elements: [String]
    }

    private(set) var closures: [Closure] = []

    init(linePrefix: String) {
        guard let open = linePrefix.range(of: "${", options: .backwards) else { return }
        let text = String(linePrefix[open.upperBound...])
        var stack: [Closure?] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "{" {
                stack.append(Self.closure(before: text[..<index], after: text[text.index(after: index)...]))
            } else if character == "}", !stack.isEmpty {
                stack.removeLast()
            }
            index = text.index(after: index)
        }
        closures = stack.compactMap { $0 }
    }

    /// The path of the list whose elements the parameter `name` of an open closure stands for,
    /// the innermost closure first.
    func receiver(ofParameter name: String) -> [String]? {
        closures.last { $0.elements.contains(name) }?.receiver
    }

    private static let closureMethods: Set<String> = ["map", "filter", "sorted", "first", "contains", "reduce"]
    private static let parameters = try? NSRegularExpression(
        pattern: #"^\s*\(?\s*([A-Za-z_][A-Za-z0-9_]*(\s*,\s*[A-Za-z_][A-Za-z0-9_]*)*)\s*\)?\s+in\b"#)

    /// The methods whose result holds the receiver's elements, which a chain reads through
    /// (`books.filter { … }.map { b in b.` passes Books).
    private static let keepingElements: Set<String> = ["filter", "sorted", "prefix", "suffix"]

    private static func closure(before: Substring, after: Substring) -> Closure? {
        // The path before the `{`, its calls' parentheses and closures left out: `books.filter.map`.
        var path = ""
        var depth = 0
        for character in before {
            switch character {
            case "{", "(": depth += 1
            case "}", ")": depth = max(0, depth - 1)
            case _ where depth > 0 || character.isWhitespace: break
            case _ where character.isLetter || character.isNumber || character == "_" || character == ".":
                path.append(character)
            default: path = ""
            }
        }
        var links = path.split(separator: ".").map(String.init)
        guard let method = links.popLast(), closureMethods.contains(method) else { return nil }
        while let last = links.last, keepingElements.contains(last) { links.removeLast() }
        guard !links.isEmpty else { return nil }
        let after = String(after)
        var names = ["$0", "$1"]
        if let parameters,
            let written = parameters.firstMatch(in: after, range: NSRange(after.startIndex..., in: after)),
            let namesRange = Range(written.range(at: 1), in: after)
        {
            names = after[namesRange].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let elements: [String] =
            switch method {
            case "sorted": Array(names.prefix(2))
            case "reduce": Array(names.dropFirst().prefix(1))
            default: Array(names.prefix(1))
            }
        return Closure(receiver: links, elements: elements)
    }
}
