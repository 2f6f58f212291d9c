import Foundation

/// A one-edit mutant aimed at a checker rule the other mutants do not reach (Docs/development.md,
/// "Reach of the back ends"): a section's id, a slot's placement, a listed item or a dictionary's
/// key copied, an event's arg or a switch's case misspelt, a value given to a slot, a deep link's
/// param left out of its path, a name the host, a watch or a scenario's expectation does not know. Unlike a TextMutation, the edit
/// sees the whole file, so that it can copy a name from a line above or know which block a line
/// is in. Each edit is one lint must refuse with an error on the edited line (`errorOffset` lines
/// after it for a copied line).
struct RuleMutation: Sendable {
    let name: String
    /// Which files it edits, by suffix.
    let files: [String]
    /// The lines that replace line `index` of `lines`, or nil when it does not apply there; `app`
    /// holds the lines of every file of the app, by file name.
    let edit: @Sendable (_ lines: [String], _ index: Int, _ app: [String: [String]]) -> [String]?
    /// Where lint must report the error, counted from the edited line (1: the line after it).
    var errorOffset = 0

    /// The mutations, each tried on every generated app that has a line it can edit.
    static let all: [RuleMutation] = [
        RuleMutation(name: "a section's id copied from the section above", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"^(\s*- section: )([a-z][A-Za-z0-9]*)$"#, lines[index]) else { return nil }
            let indent = groups[1].prefix { $0 == " " }.count
            for above in stride(from: index - 1, through: 0, by: -1) {
                let line = lines[above]
                let depth = line.prefix { $0 == " " }.count
                if depth < indent { return nil }
                if depth == indent, let other = match(#"^\s*- section: ([a-z][A-Za-z0-9]*)$"#, line),
                    other[1] != groups[2]
                {
                    return [groups[1] + other[1]]
                }
            }
            return nil
        },
        RuleMutation(name: "a misspelt arg of an event", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"(on[A-Z][A-Za-z]*: \{ )(within|distance|throttle): "#, lines[index]) else {
                return nil
            }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[2]) + ": ", in: lines[index])]
        },
        RuleMutation(name: "no items within which a list is near its end", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"within: ([0-9]+)"#, lines[index]) else { return nil }
            return [replacingFirst(groups[0], with: "within: 0", in: lines[index])]
        },
        RuleMutation(name: "a value given to a slot that holds a view", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"^(\s*)(cell): \{ [A-Z][A-Za-z0-9]*: (.+) \}$"#, lines[index]) else {
                return nil
            }
            return [groups[1] + groups[2] + ": " + groups[3]]
        },
        RuleMutation(
            name: "a slot placed twice", files: [".screen.yaml"],
            edit: { lines, index, _ in
                match(#"^\s*- slot: [a-z][A-Za-z0-9]*$"#, lines[index]).map { _ in [lines[index], lines[index]] }
            }, errorOffset: 1),
        RuleMutation(name: "a misspelt case of a switch", files: [".screen.yaml"]) { lines, index, _ in
            guard index > 0, lines[index - 1].hasSuffix("cases:"),
                let groups = match(#"^(\s+)([a-z][A-Za-z0-9]*): "#, lines[index])
            else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[2]) + ": ", in: lines[index])]
        },
        RuleMutation(name: "a misspelt case of an enum written as a mapping", files: [".screen.yaml"]) {
            lines, index, _ in
            guard let groups = match(#"(to: \{ )([a-z][A-Za-z0-9]*): \{ "#, lines[index]),
                let target = match(#"set: ([a-z][A-Za-z0-9]*)"#, lines[index])
                    ?? (index > 0 ? match(#"- set: ([a-z][A-Za-z0-9]*)$"#, lines[index - 1]) : nil),
                !setsDictionary(target[1], in: lines)
            else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[2]) + ": { ", in: lines[index])]
        },
        RuleMutation(name: "a misspelt field of a case's payload", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"(to: \{ [a-z][A-Za-z0-9]*: \{ )([a-z][A-Za-z0-9]*): "#, lines[index]) else {
                return nil
            }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[2]) + ": ", in: lines[index])]
        },
        RuleMutation(name: "a misspelt view to scroll to the top", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"scrollToTop: ([A-Za-z][A-Za-z0-9]*)"#, lines[index]) else { return nil }
            return [replacingFirst(groups[0], with: "scrollToTop: " + groups[1] + "Missing", in: lines[index])]
        },
        RuleMutation(name: "a misspelt name the host sends or feeds", files: [".screen.yaml"]) { lines, index, _ in
            guard block(of: index, in: lines) == "host:",
                let groups = match(#"^(\s+(actions|state): \[)([a-z][A-Za-z0-9]*)"#, lines[index])
            else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[3]), in: lines[index])]
        },
        RuleMutation(name: "a misspelt state watched", files: [".screen.yaml"]) { lines, index, _ in
            guard block(of: index, in: lines) == "watch:",
                let groups = match(#"^(  )([a-z][A-Za-z0-9]*): "#, lines[index])
            else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + groups[2] + "Missing: ", in: lines[index])]
        },
        RuleMutation(name: "Void as the type of a state", files: [".screen.yaml"]) { lines, index, _ in
            guard block(of: index, in: lines) == "state:",
                let groups = match(#"^(  [a-z][A-Za-z0-9]*: )"?(Int|String|Bool|Double)"?$"#, lines[index])
            else { return nil }
            return [groups[1] + "Void"]
        },
        RuleMutation(name: "a loop's index named as its element", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"^(\s+index: )([a-z][A-Za-z0-9]*)$"#, lines[index]) else { return nil }
            for above in stride(from: index - 1, through: max(0, index - 3), by: -1) {
                if let element = match(#"^\s+as: ([a-z][A-Za-z0-9]*)$"#, lines[above]) {
                    return [groups[1] + element[1]]
                }
            }
            return nil
        },
        RuleMutation(name: "an animation of no length", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"(animation: \{ duration: )([0-9.]+m?s)"#, lines[index]) else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + "0s", in: lines[index])]
        },
        RuleMutation(name: "another toolkit's animation curve", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"(curve: )(easeInOut|easeIn|easeOut|linear)\b"#, lines[index]) else {
                return nil
            }
            let css = [
                "easeInOut": "ease-in-out", "easeIn": "ease-in", "easeOut": "ease-out", "linear": "cubic-bezier",
            ]
            return [replacingFirst(groups[0], with: groups[1] + (css[groups[2]] ?? "ease"), in: lines[index])]
        },
        RuleMutation(name: "a spring's damping above 1", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"spring: ([0-9.]+)"#, lines[index]) else { return nil }
            return [replacingFirst(groups[0], with: "spring: 2", in: lines[index])]
        },
        RuleMutation(name: "a misspelt signal of a scenario's notEmitted", files: [".scenario.yaml"]) {
            lines, index, _ in
            guard let groups = match(#"(notEmitted: \[)([a-z][A-Za-z0-9]*)"#, lines[index]) else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[2]), in: lines[index])]
        },
        RuleMutation(name: "a UIKit attribute name in has:", files: [".scenario.yaml"]) { lines, index, _ in
            guard let groups = match(#"(has: \{ )(title|hidden|enabled|text): "#, lines[index]) else { return nil }
            let uikit = [
                "title": "currentTitle", "hidden": "isHidden", "enabled": "isEnabled", "text": "attributedText",
            ]
            return [
                replacingFirst(groups[0], with: groups[1] + (uikit[groups[2]] ?? groups[2]) + ": ", in: lines[index])
            ]
        },
        RuleMutation(name: "a misspelt param of a destination", files: [".routes.yaml"]) { lines, index, _ in
            guard let groups = match(#"(params: \{ )([a-z][A-Za-z0-9]*): "#, lines[index]) else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[2]) + ": ", in: lines[index])]
        },
        RuleMutation(name: "a deep link's param left out of its path", files: [".routes.yaml"]) { lines, index, _ in
            guard let groups = match(#"(path: \["[^"]*)/:[a-z][A-Za-z0-9]*(")"#, lines[index]) else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + groups[2], in: lines[index])]
        },
        RuleMutation(name: "a deep link's path copied from the destination above", files: [".routes.yaml"]) {
            lines, index, _ in
            guard let groups = match(#"path: \[("[^"]*")"#, lines[index]) else { return nil }
            for above in stride(from: index - 1, through: 0, by: -1) {
                if let other = match(#"path: \[("[^"]*")"#, lines[above]), !other[1].contains("/:"),
                    other[1] != groups[1]
                {
                    return [replacingFirst(groups[0], with: "path: [" + other[1], in: lines[index])]
                }
            }
            return nil
        },
        RuleMutation(name: "an action that sends itself", files: [".screen.yaml"]) { lines, index, _ in
            guard block(of: index, in: lines) == "actions:", !lines[min(index + 1, lines.count - 1)].contains("with:"),
                let groups = match(#"^(    - send: )([a-z][A-Za-z0-9]*)$"#, lines[index])
            else { return nil }
            for above in stride(from: index - 1, through: 0, by: -1) {
                if let action = match(#"^  ([a-z][A-Za-z0-9]*):$"#, lines[above]) {
                    return [groups[1] + action[1]]
                }
                if !lines[above].hasPrefix("    ") { return nil }
            }
            return nil
        },
        RuleMutation(name: "SwiftUI's disabled for enabled", files: [".screen.yaml"]) { lines, index, _ in
            guard
                let groups = match(#"(\{ |^\s+)enabled: (true|false|\$[a-z][A-Za-z0-9]*|"\$\{[^"]*\}")"#, lines[index])
            else {
                return nil
            }
            return [replacingFirst(groups[0], with: groups[1] + "disabled: " + groups[2], in: lines[index])]
        },
        RuleMutation(name: "a misspelt argument of a route or a send", files: [".screen.yaml"]) { lines, index, _ in
            guard let groups = match(#"^(\s+with: \{ )([a-z][A-Za-z0-9]*):"#, lines[index]) else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[2]) + ":", in: lines[index])]
        },
        RuleMutation(name: "a misspelt case of an enum state a scenario expects", files: [".scenario.yaml"]) {
            lines, index, app in
            guard let groups = match(#"(state: \{ ([a-z][A-Za-z0-9]*): )([a-z][A-Za-z0-9]*) \}"#, lines[index]),
                let screen = lines.lazy.compactMap({ match(#"^screen: ([A-Z][A-Za-z0-9]*)$"#, $0) }).first,
                let type = app[screen[1] + ".screen.yaml"]?.lazy.compactMap({
                    match(#"^  "# + groups[2] + #": (\{ type: )?"?([A-Z][A-Za-z0-9]*)"?"#, $0)
                }).first?[2],
                app.values.contains(where: { file in
                    file.contains { $0.hasPrefix("  " + type + ": { enum: ") }
                        || zip(file, file.dropFirst()).contains { $0 == "  " + type + ":" && $1 == "    cases:" }
                })
            else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[3]) + " }", in: lines[index])]
        },
        RuleMutation(name: "a misspelt param of a component", files: [".screen.yaml"]) { lines, index, _ in
            guard index > 0, match(#"^\s+- A[0-9]+[A-Z][A-Za-z0-9]*:$"#, lines[index - 1]) != nil,
                let groups = match(#"^(\s+)([a-z][A-Za-z0-9]*):"#, lines[index])
            else { return nil }
            return [replacingFirst(groups[0], with: groups[1] + misspell(groups[2]) + ":", in: lines[index])]
        },
        RuleMutation(name: "a misspelt signal of a component", files: [".screen.yaml"]) { lines, index, _ in
            guard index > 0, lines[index - 1].hasSuffix(" on:"),
                let groups = match(#"^(\s+)([a-z][A-Za-z0-9]*):$"#, lines[index])
            else { return nil }
            return [groups[1] + misspell(groups[2]) + ":"]
        },
        RuleMutation(name: "a tap's finder naming an id as a type", files: [".scenario.yaml"]) { lines, index, _ in
            guard let groups = match(#"^(\s*- tap: \{ )id: ([a-z][A-Za-z0-9]*) \}$"#, lines[index]) else { return nil }
            return [groups[1] + "type: " + groups[2] + " }"]
        },
        RuleMutation(name: "a section's items written out with one repeated", files: [".screen.yaml"]) {
            lines, index, _ in
            guard index > 0, match(#"^\s*- section: "#, lines[index - 1]) != nil,
                let groups = match(#"^(\s*items: "\$\{\[)('[^']*')(.*)\]\}"$"#, lines[index])
            else { return nil }
            return [groups[1] + groups[2] + groups[3] + ", " + groups[2] + "]}\""]
        },
        RuleMutation(name: "an Int key of a dictionary written again with a leading zero", files: [".screen.yaml"]) {
            lines, index, _ in
            guard let groups = match(#"(type: "\[Int: [^"]*\]", default: \{ )([0-9]+): ([^,}]+?)( \}|,)"#, lines[index])
            else { return nil }
            let entry = groups[2] + ": " + groups[3]
            return [
                replacingFirst(groups[0], with: groups[1] + entry + ", 0" + entry + groups[4], in: lines[index])
            ]
        },
    ]

    /// The groups of the first match of `pattern` in `line` (group 0 is the whole match), or nil.
    private static func match(_ pattern: String, _ line: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let found = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
        else { return nil }
        return (0..<found.numberOfRanges).map { index in
            Range(found.range(at: index), in: line).map { String(line[$0]) } ?? ""
        }
    }

    /// Whether the state `name` is a dictionary, whose mapping's keys are any text rather than a
    /// case's name (`price: { type: "[String: Item]", … }`).
    private static func setsDictionary(_ name: String, in lines: [String]) -> Bool {
        lines.contains { match(#"^  "# + name + #": (\{ type: )?"\[[^\]]*: "#, $0) != nil }
    }

    /// The top-level key (`state:`, `watch:`, …) whose block holds line `index`.
    private static func block(of index: Int, in lines: [String]) -> String? {
        lines[...index].last { !$0.isEmpty && !$0.hasPrefix(" ") }
    }

    /// `line` with the first `target` in it replaced: one edit, as a hand slips once.
    private static func replacingFirst(_ target: String, with replacement: String, in line: String) -> String {
        guard let range = line.range(of: target) else { return line }
        return line.replacingCharacters(in: range, with: replacement)
    }

    /// Mutants of `app` by `count` mutations that apply to it, chosen by the seed, each at a line
    /// it can edit chosen by the seed too.
    static func mutants(of app: GeneratedApp, count: Int) -> [(
        name: String, file: String, text: String, errorLine: Int
    )] {
        var random = SeededRandom(seed: app.seed ^ 0x2B1E_5EED)
        var found: [(String, String, String, Int)] = []
        let lines = Dictionary(app.files.map { ($0.fileName, $0.lines) }) { first, _ in first }
        for mutation in random.shuffled(all) where found.count < count {
            var candidates: [(file: YAMLText, line: Int, edited: [String])] = []
            for file in app.files where mutation.files.contains(where: file.fileName.hasSuffix) {
                for index in file.lines.indices {
                    if let edited = mutation.edit(file.lines, index, lines), edited != [file.lines[index]] {
                        candidates.append((file, index, edited))
                    }
                }
            }
            guard !candidates.isEmpty else { continue }
            let chosen = random.pick(candidates)
            var edited = chosen.file.lines
            edited.replaceSubrange(chosen.line...chosen.line, with: chosen.edited)
            found.append(
                (
                    mutation.name, chosen.file.fileName, edited.joined(separator: "\n") + "\n",
                    chosen.line + 1 + mutation.errorOffset
                ))
        }
        return found
    }
}
