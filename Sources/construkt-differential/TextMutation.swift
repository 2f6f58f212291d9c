import Foundation

/// A one-edit mutant made by rewriting one line of a generated file, as a hand slips or a
/// developer misremembers: a tab in the indentation, a misspelt key or statement, another
/// language's operator, an unknown name or type, a bad duration, colour or number, YAML's
/// anchors. Each edit is one lint must refuse with an error on the edited line (on the line after
/// it for a duplicated key); the random apps' mutants (MutantWriter) edit recorded sites instead.
struct TextMutation: Sendable {
    let name: String
    /// Which files it edits, by suffix.
    let files: [String]
    /// A line it can edit, by regular expression; the first match is what `edit` changes.
    let pattern: String
    /// The edited line, from the line and its first match's groups (group 0 is the whole match).
    let edit: @Sendable (_ line: String, _ groups: [String]) -> [String]
    /// Where lint must report the error, counted from the edited line (1: the line after it).
    var errorOffset = 0

    /// The mutations, each tried on every generated app that has a line it can edit.
    static let all: [TextMutation] = [
        TextMutation(name: "a tab in the indentation", files: [".yaml"], pattern: #"^  (\s*\S.*)$"#) { _, groups in
            ["\t" + groups[1]]
        },
        TextMutation(
            name: "a key written twice", files: [".screen.yaml"],
            pattern: #"^(\s+)(spacing|title|text|numberOfLines): .+$"#, edit: { line, _ in [line, line] },
            errorOffset: 1),
        TextMutation(
            name: "a misspelt language key", files: [".screen.yaml"],
            pattern: #"^(\s*-?\s*)(children|spacing|then|else|cell|items|onTap):"#
        ) { line, groups in
            [replacingFirst(groups[2] + ":", with: misspell(groups[2]) + ":", in: line)]
        },
        TextMutation(
            name: "a misspelt statement", files: [".screen.yaml", ".routes.yaml"],
            pattern: #"(\{ |- )(set|toggle|append|emit|send|route): "#
        ) { line, groups in
            [replacingFirst(groups[1] + groups[2] + ": ", with: groups[1] + misspell(groups[2]) + ": ", in: line)]
        },
        TextMutation(name: "another language's equality", files: [".screen.yaml"], pattern: #"\$\{[^}]* == [^}]*\}"#) {
            line, _ in [replacingFirst(" == ", with: " === ", in: line)]
        },
        TextMutation(name: "a word for a logical operator", files: [".screen.yaml"], pattern: #"\$\{[^}]* && [^}]*\}"#)
        { line, _ in [replacingFirst(" && ", with: " and ", in: line)] },
        TextMutation(
            name: "an unknown name in an expression", files: [".screen.yaml"], pattern: #"\$\{([a-z][A-Za-z0-9]*)"#
        ) { line, groups in
            [replacingFirst("${" + groups[1], with: "${" + groups[1] + "Unknown", in: line)]
        },
        TextMutation(name: "a Bool added to a value", files: [".screen.yaml"], pattern: #"\$\{([^{}]+)\}"#) {
            line, groups in
            [replacingFirst(groups[0], with: "${(" + groups[1] + ") + true}", in: line)]
        },
        TextMutation(
            name: "a chained comparison", files: [".screen.yaml"],
            pattern: #"\$\{([a-z][A-Za-z0-9.]*) (<|>) ([0-9]+)\}"#
        ) { line, groups in
            [
                replacingFirst(
                    groups[0], with: "${" + groups[1] + " " + groups[2] + " " + groups[3] + " < 100}", in: line)
            ]
        },
        TextMutation(
            name: "an unknown member", files: [".screen.yaml"], pattern: #"\$([a-z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)"#
        ) { line, groups in
            [replacingFirst(groups[0], with: "$" + groups[1] + "." + groups[2] + "Missing", in: line)]
        },
        TextMutation(
            name: "an unknown type", files: [".yaml"],
            pattern: #"^(\s+[a-z][A-Za-z0-9]*: )"?(Int|String|Bool|Double|CGFloat|Float)"?$"#
        ) { _, groups in
            [groups[1] + groups[2] + "Type"]
        },
        TextMutation(
            name: "an unknown component", files: [".screen.yaml"],
            pattern: #"^(\s*- )(LabelView|ButtonView|VStackView|HStackView|ImageView|ContainerView):"#
        ) { line, groups in
            [replacingFirst(groups[2] + ":", with: groups[2] + "s:", in: line)]
        },
        TextMutation(
            name: "a duration in words", files: [".screen.yaml"], pattern: #"(after|debounce|every): ([0-9.]+)(s|ms)\b"#
        ) { line, groups in
            [replacingFirst(groups[0], with: groups[1] + ": " + groups[2] + " seconds", in: line)]
        },
        TextMutation(
            name: "a colour no form reads", files: [".screen.yaml"],
            pattern:
                ##"(backgroundColor|tintColor|textColor|color): (red|blue|green|black|white|gray|"#[0-9A-Fa-f]+")"##
        ) { line, groups in
            [replacingFirst(groups[0], with: groups[1] + ": \"#GG00GG\"", in: line)]
        },
        TextMutation(name: "an anchor", files: [".yaml"], pattern: #"^(\s*[a-z][A-Za-z0-9]*: )([A-Za-z0-9]+)$"#) {
            _, groups in [groups[1] + "&first " + groups[2]]
        },
        TextMutation(
            name: "a YAML 1.1 boolean", files: [".screen.yaml"],
            pattern: #"(enabled|hidden|isOn|clipsToBounds): (true|false)\b"#
        ) { line, groups in
            [replacingFirst(groups[0], with: groups[1] + ": " + (groups[2] == "true" ? "yes" : "no"), in: line)]
        },
        TextMutation(
            name: "an Int too large", files: [".screen.yaml"],
            pattern: #"(numberOfLines|columns|count): [0-9]+\b(?![.0-9])"#
        ) { line, groups in
            [replacingFirst(groups[0], with: groups[1] + ": 99999999999999999999", in: line)]
        },
        TextMutation(
            name: "a misspelt screen in a destination", files: [".routes.yaml"],
            pattern: #"screen: ([A-Z][A-Za-z0-9]*)"#
        ) { line, groups in
            [replacingFirst(groups[0], with: "screen: " + groups[1] + "Missing", in: line)]
        },
        TextMutation(
            name: "a misspelt scenario step", files: [".scenario.yaml"],
            pattern: #"^(\s*- )(tap|type|expect|toggle|select|wait|scroll): "#
        ) { line, groups in
            [replacingFirst(groups[1] + groups[2] + ": ", with: groups[1] + misspell(groups[2]) + ": ", in: line)]
        },
        TextMutation(
            name: "a SwiftUI component name", files: [".screen.yaml"],
            pattern: #"^(\s*- )(LabelView|VStackView|HStackView|ButtonView|ImageView|SpacerView):"#
        ) { line, groups in
            let swiftUI = [
                "LabelView": "Text", "VStackView": "VStack", "HStackView": "HStack", "ButtonView": "Button",
                "ImageView": "Image", "SpacerView": "Spacer",
            ]
            return [
                replacingFirst(
                    groups[1] + groups[2] + ":", with: groups[1] + (swiftUI[groups[2]] ?? groups[2]) + ":", in: line)
            ]
        },
        TextMutation(
            name: "a UIKit or SwiftUI property name", files: [".screen.yaml"],
            pattern: #"(\{ |^\s+)(hidden|enabled|numberOfLines|tintColor): "#
        ) { line, groups in
            let habit = [
                "hidden": "isHidden", "enabled": "isEnabled", "numberOfLines": "lineLimit", "tintColor": "tint",
            ]
            return [
                replacingFirst(
                    groups[1] + groups[2] + ": ", with: groups[1] + (habit[groups[2]] ?? groups[2]) + ": ", in: line)
            ]
        },
        TextMutation(name: "SwiftUI's capitalised ForEach", files: [".screen.yaml"], pattern: #"^(\s*- )forEach: "#) {
            line, groups in
            [replacingFirst(groups[1] + "forEach: ", with: groups[1] + "ForEach: ", in: line)]
        },
        TextMutation(name: "SwiftUI's edge names", files: [".screen.yaml"], pattern: #"(padding|margins): \{ h: "#) {
            line, groups in
            [replacingFirst(groups[1] + ": { h: ", with: groups[1] + ": { horizontal: ", in: line)]
        },
        TextMutation(
            name: "another toolkit's presentation", files: [".routes.yaml"],
            pattern: #"presentation: (present|fullScreen|push)\b"#
        ) { line, groups in
            let synonyms = ["present": "modal", "fullScreen": "fullScreenCover", "push": "show"]
            return [
                replacingFirst(
                    "presentation: " + groups[1], with: "presentation: " + (synonyms[groups[1]] ?? groups[1]), in: line)
            ]
        },
        TextMutation(
            name: "a misspelt destination in the root", files: [".routes.yaml"],
            pattern: #"navigation: ([a-z][A-Za-z0-9]*)"#
        ) { line, groups in
            [replacingFirst(groups[0], with: "navigation: " + groups[1] + "Missing", in: line)]
        },
        TextMutation(
            name: "a destination param of another type than its screen's", files: [".routes.yaml"],
            pattern: #"params: \{ ([a-z][A-Za-z0-9]*): (Int|String|Bool|Double)\b"#
        ) { line, groups in
            let other = ["Int": "String", "String": "Bool", "Bool": "Int", "Double": "String"]
            return [
                replacingFirst(groups[0], with: "params: { " + groups[1] + ": " + (other[groups[2]] ?? "Int"), in: line)
            ]
        },
        TextMutation(
            name: "a misspelt param in a deep link", files: [".routes.yaml"],
            pattern: #"path: ([^,}]*):([a-z][A-Za-z0-9]*)"#
        ) { line, groups in
            [replacingFirst(":" + groups[2], with: ":" + groups[2] + "Missing", in: line)]
        },
        TextMutation(
            name: "a misspelt signal in a destination's wiring", files: [".routes.yaml"],
            pattern: #"on: \{ ([a-z][A-Za-z0-9]*):"#
        ) { line, groups in
            [replacingFirst(groups[0], with: "on: { " + groups[1] + "Missing:", in: line)]
        },
        TextMutation(
            name: "a misspelt screen in a scenario", files: [".scenario.yaml"],
            pattern: #"^screen: ([A-Z][A-Za-z0-9]*)$"#
        ) { _, groups in
            ["screen: " + groups[1] + "Missing"]
        },
        TextMutation(
            name: "a misspelt param of a scenario", files: [".scenario.yaml"],
            pattern: #"^params: \{ ([a-z][A-Za-z0-9]*):"#
        ) { line, groups in
            [replacingFirst("{ " + groups[1] + ":", with: "{ " + groups[1] + "Missing:", in: line)]
        },
        TextMutation(
            name: "a deep link no path matches", files: [".scenario.yaml"], pattern: #"^(\s*- open: )"?([^"]+?)"?$"#
        ) { _, groups in
            [groups[1] + "\"" + groups[2] + "/nowhere/else\""]
        },
        TextMutation(
            name: "a misspelt screen in an expectation", files: [".scenario.yaml"],
            pattern: #"expect: \{ screen: ([A-Z][A-Za-z0-9]*)"#
        ) { line, groups in
            [replacingFirst(groups[0], with: "expect: { screen: " + groups[1] + "Missing", in: line)]
        },
        TextMutation(
            name: "a misspelt action sent", files: [".scenario.yaml"], pattern: #"^(\s*- send: )([a-z][A-Za-z0-9]*)$"#
        ) { _, groups in
            [groups[1] + groups[2] + "Missing"]
        },
        TextMutation(
            name: "a scroll to a place in words", files: [".scenario.yaml"],
            pattern: #"(scroll: \{ id: [A-Za-z0-9]+, to: )([0-9.-]+)"#
        ) { line, groups in
            [replacingFirst(groups[0], with: groups[1] + "top", in: line)]
        },
        TextMutation(
            name: "a routes file that is not there", files: [".scenario.yaml"],
            pattern: #"^app: ([A-Za-z0-9]+)\.routes\.yaml$"#
        ) { _, groups in
            ["app: " + groups[1] + "Missing.routes.yaml"]
        },
        TextMutation(
            name: "a misspelt state fed", files: [".scenario.yaml"], pattern: #"feed: \{ ([a-z][A-Za-z0-9]*): "#
        ) { line, groups in
            [replacingFirst(groups[0], with: "feed: { " + groups[1] + "Missing: ", in: line)]
        },
        TextMutation(name: "a wait in words", files: [".scenario.yaml"], pattern: #"^(\s*- wait: )([0-9]+)ms$"#) {
            _, groups in
            [groups[1] + groups[2] + " millis"]
        },
        TextMutation(
            name: "a tab bar hidden under a presented screen", files: [".routes.yaml"],
            pattern: #"presentation: push, hidesTabBar: true"#
        ) { line, _ in
            [
                replacingFirst(
                    "presentation: push, hidesTabBar: true", with: "presentation: present, hidesTabBar: true", in: line)
            ]
        },
        TextMutation(
            name: "a misspelt app action in a destination's wiring", files: [".routes.yaml"],
            pattern: #"on: \{ ([a-z][A-Za-z0-9]*): ([a-z][A-Za-z0-9]*)"#
        ) { line, groups in
            [replacingFirst(groups[0], with: "on: { " + groups[1] + ": " + groups[2] + "Missing", in: line)]
        },
        TextMutation(
            name: "a misspelt argument of the root's destination", files: [".routes.yaml"],
            pattern: #"^(\s+with: \{ )([a-z][A-Za-z0-9]*):"#
        ) { line, groups in
            [replacingFirst(groups[0], with: groups[1] + groups[2] + "Missing:", in: line)]
        },
        TextMutation(
            name: "a misspelt destination in a route statement", files: [".screen.yaml"],
            pattern: #"^(\s*- route: )([a-z][A-Za-z0-9]*)$"#
        ) { _, groups in
            [groups[1] + groups[2] + "Missing"]
        },
        TextMutation(
            name: "a misspelt slot placed", files: [".screen.yaml"], pattern: #"^(\s*- slot: )([a-z][A-Za-z0-9]*)$"#
        ) { _, groups in
            [groups[1] + groups[2] + "Missing"]
        },
        TextMutation(
            name: "a slot both many and optional", files: [".screen.yaml"],
            pattern: #"^(\s+[a-z][A-Za-z0-9]*: )\{ optional: true \}$"#
        ) { _, groups in
            [groups[1] + "{ optional: true, many: true }"]
        },
        TextMutation(
            name: "a switch over a number", files: [".screen.yaml"], pattern: #"^(\s*- switch: )\$([a-z][A-Za-z0-9]*)$"#
        ) { _, groups in
            [groups[1] + "${1}"]
        },
        TextMutation(
            name: "a misspelt field of a model written as a mapping", files: [".screen.yaml"],
            pattern: #"\{ id: ([0-9]+), "#
        ) { line, groups in
            [replacingFirst(groups[0], with: "{ idMissing: " + groups[1] + ", ", in: line)]
        },
        TextMutation(
            name: "a field of a model left out of a mapping", files: [".screen.yaml"], pattern: #"\{ id: ([0-9]+), "#
        ) { line, groups in
            [replacingFirst(groups[0], with: "{ ", in: line)]
        },
        TextMutation(
            name: "a misspelt state in an expectation", files: [".scenario.yaml"],
            pattern: #"state: \{ ([a-z][A-Za-z0-9]*): "#
        ) { line, groups in
            [replacingFirst(groups[0], with: "state: { " + groups[1] + "Missing: ", in: line)]
        },
    ]

    /// `line` with the first `target` in it replaced: a slip is one edit, and a second would be a
    /// second error that lint reports once the first is fixed.
    private static func replacingFirst(_ target: String, with replacement: String, in line: String) -> String {
        guard let range = line.range(of: target) else { return line }
        return line.replacingCharacters(in: range, with: replacement)
    }

    /// The line `self` would make of `line`, or nil when it does not apply.
    func mutated(_ line: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
        else { return nil }
        let groups = (0..<match.numberOfRanges).map { index -> String in
            Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
        }
        let edited = edit(line, groups)
        return edited == [line] ? nil : edited
    }

    /// Mutants of `app` by `count` mutations that apply to it, chosen by the seed, each at a line
    /// it can edit chosen by the seed too.
    static func mutants(of app: GeneratedApp, count: Int) -> [(
        mutation: TextMutation, file: String, text: String, errorLine: Int
    )] {
        var random = SeededRandom(seed: app.seed ^ 0x7E47_ED17)
        var found: [(TextMutation, String, String, Int)] = []
        var mutations = all
        for index in mutations.indices.reversed() { mutations.swapAt(index, random.int(0...index)) }
        for mutation in mutations where found.count < count {
            var candidates: [(file: YAMLText, line: Int, edited: [String])] = []
            for file in app.files where mutation.files.contains(where: file.fileName.hasSuffix) {
                for (index, line) in file.lines.enumerated() {
                    if let edited = mutation.mutated(line) { candidates.append((file, index, edited)) }
                }
            }
            guard !candidates.isEmpty else { continue }
            let chosen = random.pick(candidates)
            var lines = chosen.file.lines
            lines.replaceSubrange(chosen.line...chosen.line, with: chosen.edited)
            found.append(
                (
                    mutation, chosen.file.fileName, lines.joined(separator: "\n") + "\n",
                    chosen.line + 1 + mutation.errorOffset
                ))
        }
        return found
    }
}
