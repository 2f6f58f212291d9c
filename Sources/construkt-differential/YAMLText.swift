/// One file's YAML being written line by line, with the places a one-edit mutant can change.
struct YAMLText {
    let fileName: String
    private(set) var lines: [String] = []
    private(set) var sites: [MutationSite] = []

    init(fileName: String) {
        self.fileName = fileName
    }

    /// The index the next line will have (0-based).
    var nextLine: Int { lines.count }

    mutating func line(_ indent: Int, _ text: String) {
        lines.append(String(repeating: "  ", count: indent) + text)
    }

    /// Records that the line just written can be mutated: `replacement` is its text after the
    /// edit (nil removes it), and the error is expected at `errorLine` (default: the line itself).
    mutating func mutable(_ kind: MutationKind, replacement: String?, errorLine: Int? = nil) {
        let index = lines.count - 1
        let indent = String(lines[index].prefix { $0 == " " })
        sites.append(
            MutationSite(
                file: fileName, line: index, kind: kind,
                replacement: replacement.map { indent + $0 }, errorLine: errorLine ?? index
            ))
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// A YAML double-quoted scalar holding an expression, the backslash of a key path doubled.
    static func expression(_ expression: String) -> String {
        "\"${\(expression.replacing("\\", with: "\\\\"))}\""
    }
}

/// What a one-edit mutant changes.
enum MutationKind: String {
    case wrongType = "a value of the wrong type"
    case misspeltName = "a misspelt name"
    case removedRequiredKey = "a required key removed"
}

/// A line of a generated file that a mutant may change, and where lint must then report an error.
struct MutationSite {
    let file: String
    let line: Int
    let kind: MutationKind
    let replacement: String?
    let errorLine: Int
}

/// Misspells a name the way a hand slips: two letters swapped (or a letter doubled).
func misspell(_ name: String) -> String {
    var characters = Array(name)
    if characters.count >= 3, characters[1] != characters[2] {
        characters.swapAt(1, 2)
        return String(characters)
    }
    return name + String(characters.last ?? "x") + "q"
}
