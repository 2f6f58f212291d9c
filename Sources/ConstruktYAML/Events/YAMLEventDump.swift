/// Prints libyaml's event stream as is, in the yaml-test-suite's event format (`test.event`), byte for
/// byte as libyaml's `tests/run-parser-test-suite --flow keep` prints it without the indentation that
/// tool gained in 2021 (the suite's files are not indented): the flow marker (`{}`, `[]`) before the
/// anchor and tag, and only `\\ \0 \b \n \r \t` escaped in values.
/// No construkt rules apply: anchors, aliases, tags, directives and several documents all pass.
/// One known gap: a tag whose `%`-escapes decode to malformed UTF-8 (libyaml checks only the octet
/// count, so `!<%C0%AF>` passes) arrives from `YAMLEventParser` with U+FFFD where libyaml has raw bytes.
public enum YAMLEventDump {
    /// Events so far, one per line (each line ends with "\n"); stops at libyaml's error or as soon as a
    /// collection would open beyond `maxDepth` (deep flow nesting `[`×100000 must come back in
    /// milliseconds: never pull past the limit).
    public static func dump(_ bytes: [UInt8], maxDepth: Int) -> YAMLEventDumpResult {
        let parser = YAMLEventParser(bytes: bytes)
        var text = ""
        var depth = 0
        do throws(YAMLParseError) {
            while let event = try parser.next() {
                switch event.kind {
                case .mappingStart, .sequenceStart:
                    guard depth < maxDepth else {
                        return YAMLEventDumpResult(text: text, failure: .nestingTooDeep(event.start))
                    }
                    depth += 1
                case .mappingEnd, .sequenceEnd:
                    depth -= 1
                default:
                    break
                }
                text += line(for: event)
                text += "\n"
            }
        } catch {
            return YAMLEventDumpResult(text: text, failure: .parseError(error))
        }
        return YAMLEventDumpResult(text: text, failure: nil)
    }

    /// One event in the suite's format, without a newline.
    public static func line(for event: YAMLEvent) -> String {
        switch event.kind {
        case .streamStart:
            return "+STR"
        case .streamEnd:
            return "-STR"
        case .documentStart(let implicit, _, _):
            return implicit ? "+DOC" : "+DOC ---"
        case .documentEnd(let implicit):
            return implicit ? "-DOC" : "-DOC ..."
        case .mappingStart(let node, let flow):
            return "+MAP" + (flow ? " {}" : "") + properties(anchor: node.anchor, tag: node.tag)
        case .mappingEnd:
            return "-MAP"
        case .sequenceStart(let node, let flow):
            return "+SEQ" + (flow ? " []" : "") + properties(anchor: node.anchor, tag: node.tag)
        case .sequenceEnd:
            return "-SEQ"
        case .scalar(let scalar):
            return "=VAL" + properties(anchor: scalar.anchor, tag: scalar.tag) + " "
                + indicator(scalar.style) + escaped(scalar.value)
        case .alias(let anchor):
            return "=ALI *" + anchor
        }
    }

    /// ` &anchor <tag>`, each part only when present.
    private static func properties(anchor: String?, tag: String?) -> String {
        var text = ""
        if let anchor { text += " &" + anchor }
        if let tag { text += " <" + tag + ">" }
        return text
    }

    private static func indicator(_ style: ScalarStyle) -> String {
        switch style {
        case .plain: ":"
        case .singleQuoted: "'"
        case .doubleQuoted: "\""
        case .literal: "|"
        case .folded: ">"
        }
    }

    /// The value with exactly the escapes libyaml's tool writes; every other character stays raw.
    private static func escaped(_ value: String) -> String {
        var text = ""
        text.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\0": text += "\\0"
            case "\u{08}": text += "\\b"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
