/// Blocks of a synthetic screen built only from what the emitter writes today (the constructs of
/// Samples/Counter, Samples/Movies/AboutView and Tests/EmitterScreens/Styled): state, derived
/// values, signals, actions with set/toggle/append/if, nested stacks, two-way bindings, a live
/// `if`, a constant `forEach`. Every block names its declarations with its own number, and uses
/// each one, so the screen lints clean.
enum EmittableBlocks {
    static let all: [@Sendable (inout ScreenText, Int, inout SeededRandom) -> Void] = [
        counter, option, form, stepper, log, tags, styledCard,
    ]

    static func counter(_ screen: inout ScreenText, _ i: Int, _ random: inout SeededRandom) {
        screen.state.append("count\(i): { type: Int, default: \(random.int(0...9)) }")
        screen.derived.append("canLower\(i): ${count\(i) > 0}")
        screen.actions += [
            "raise\(i):", "  - set: count\(i)", "    to: ${count\(i) + \(random.int(1...5))}",
            "lower\(i):", "  - set: count\(i)", "    to: ${count\(i) - 1}",
        ]
        screen.content += [
            "- HStackView:",
            "    spacing: \(random.int(4...12))",
            "    alignment: center",
            "    children:",
            "      - LabelView:",
            "          text: \"Count ${count\(i)}\"",
            "          font: \(random.pick(["headline", "body", "subheadline"]))",
            "      - SpacerView:",
            "      - ButtonView:",
            "          title: \"-\"",
            "          id: lower\(i)",
            "          enabled: ${canLower\(i)}",
            "          onTap: lower\(i)",
            "      - ButtonView:",
            "          title: \"+\"",
            "          id: raise\(i)",
            "          onTap: raise\(i)",
        ]
    }

    static func option(_ screen: inout ScreenText, _ i: Int, _ random: inout SeededRandom) {
        screen.state.append("isOn\(i): { type: Bool, default: \(random.chance(0.5)) }")
        screen.content += [
            "- HStackView:",
            "    spacing: 8",
            "    children:",
            "      - LabelView: Option \(i)",
            "      - Toggle:",
            "          isOn: $isOn\(i)",
            "- LabelView:",
            "    text: Shown while option \(i) is on",
            "    color: \(random.pick(["secondaryLabel", "red", "systemBlue"]))",
            "    hidden: ${!isOn\(i)}",
            "- if: ${isOn\(i)}",
            "  then:",
            "    - LabelView: \"Option \(i) is on\"",
            "  else:",
            "    - LabelView: \"Option \(i) is off\"",
        ]
    }

    static func form(_ screen: inout ScreenText, _ i: Int, _ random: inout SeededRandom) {
        screen.state.append("name\(i): { type: String, default: \"\" }")
        screen.derived += ["greeting\(i): \"Hello, ${name\(i)}\"", "hasName\(i): ${!name\(i).isEmpty}"]
        screen.content += [
            "- VStackView:",
            "    spacing: \(random.int(2...8))",
            "    padding: { h: \(random.int(8...24)), v: \(random.int(2...8)) }",
            "    children:",
            "      - TextField:",
            "          text: $name\(i)",
            "          placeholder: \(random.pick(["Name", "Email", "City", "Title"])) \(i)",
            "          id: field\(i)",
            "      - LabelView:",
            "          text: ${greeting\(i)}",
            "          hidden: ${!hasName\(i)}",
            "      - ButtonView:",
            "          title: Clear",
            "          enabled: ${hasName\(i)}",
            "          onTap:",
            "            - set: name\(i)",
            "              to: \"\"",
        ]
    }

    static func stepper(_ screen: inout ScreenText, _ i: Int, _ random: inout SeededRandom) {
        screen.state += ["steps\(i): { type: Int, default: 0 }", "flag\(i): { type: Bool, default: false }"]
        screen.signals.append("wrapped\(i): Void")
        screen.actions += [
            "step\(i):",
            "  - if: ${steps\(i) >= \(random.int(3...20))}",
            "    then:",
            "      - set: steps\(i)",
            "        to: 0",
            "      - toggle: flag\(i)",
            "      - emit: wrapped\(i)",
            "    else:",
            "      - set: steps\(i)",
            "        to: ${steps\(i) + 1}",
        ]
        screen.content += [
            "- ButtonView:",
            "    title: Step \(i)",
            "    backgroundColor: \"#\(random.pick(["0a0", "08f", "f80", "333"]))\"",
            "    onTap: step\(i)",
            "- LabelView: \"${steps\(i)} steps, flag ${flag\(i)}\"",
        ]
    }

    static func log(_ screen: inout ScreenText, _ i: Int, _ random: inout SeededRandom) {
        screen.state.append("entries\(i): { type: \"[String]\", default: [] }")
        screen.actions += [
            "record\(i):",
            "  - append: entries\(i)",
            "    value: \"\(random.pick(["tap", "entry", "visit"])) ${entries\(i).count}\"",
        ]
        screen.content += [
            "- HStackView:",
            "    spacing: 6",
            "    children:",
            "      - LabelView: \"${entries\(i).count} entries\"",
            "      - ButtonView:",
            "          title: Record \(i)",
            "          onTap: record\(i)",
        ]
    }

    static func tags(_ screen: inout ScreenText, _ i: Int, _ random: inout SeededRandom) {
        let words = (0..<random.int(2...5)).map { _ in
            random.pick(["swift", "yaml", "ios", "ui", "kit", "news", "sport"])
        }
        screen.params.append("tags\(i): { type: \"[String]\", default: [\(words.joined(separator: ", "))] }")
        screen.content += [
            "- HStackView:",
            "    spacing: 4",
            "    children:",
            "      - forEach: ${tags\(i)}",
            "        as: tag",
            "        do:",
            "          - LabelView: \"#${tag}\"",
        ]
    }

    static func styledCard(_ screen: inout ScreenText, _ i: Int, _ random: inout SeededRandom) {
        screen.params += [
            "heading\(i): { type: String, default: \(random.pick(["Today", "Weekly digest", "Top picks", "Your list"])) }",
            "rating\(i): { type: Double, default: \(random.int(10...50)).\(random.int(0...9)) }",
        ]
        screen.content += [
            "- VStackView:",
            "    spacing: 2",
            "    children:",
            "      - HStackView:",
            "          spacing: 6",
            "          children:",
            "            - VStackView:",
            "                spacing: 1",
            "                children:",
            "                  - LabelView:",
            "                      text: ${heading\(i).uppercased()}",
            "                      font: \(random.pick(["title1", "title3", "headline"]))",
            "                      color: red",
            "                      alignment: center",
            "                      padding: { h: 16, v: 4 }",
            "                  - LabelView:",
            "                      text: '${format(rating\(i), \"%.1f\")} stars, at most ${min(\(random.int(3...9)), 10)}'",
            "                      color: secondaryLabel",
            "            - SpacerView:",
        ]
    }
}
