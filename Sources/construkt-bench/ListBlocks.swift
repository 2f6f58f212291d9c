/// Blocks of a synthetic screen that the checker accepts but the emitter does not write yet:
/// lists with sections over model types, static cells, a live `forEach`, actions with params and
/// `remove`. A list app's `Models<n>.types.yaml` (see `CorpusWriter`) declares `Item`.
enum ListBlocks {
    static let all: [@Sendable (inout ScreenText, Int, inout SeededRandom) -> Void] = [collection, liveTags]

    static func collection(_ screen: inout ScreenText, _ i: Int, _ random: inout SeededRandom) {
        screen.state += [
            "items\(i): [Item]",
            "loading\(i): { type: Bool, default: true }",
            "selected\(i): Int",
        ]
        screen.actions += [
            "open\(i):",
            "  params: { itemId: Int }",
            "  do:",
            "    - set: selected\(i)",
            "      to: $itemId",
        ]
        let layout = random.pick([
            "list: { itemHeight: \(random.int(44...140)) }",
            "carousel: { itemWidth: \(random.int(90...160)), itemHeight: \(random.int(120...260)) }",
        ])
        screen.content += [
            "- CollectionView:",
            "    id: list\(i)",
            "    sections:",
            "      - section: items\(i)",
            "        items: $items\(i)",
            "        as: item",
            "        id: $item.id",
            "        header:",
            "          LabelView:",
            "            text: \(random.pick(["Popular", "Trending", "Recent", "Saved"])) \(i)",
            "            font: title3",
            "        layout:",
            "          \(layout)",
            "          spacing: \(random.int(4...16))",
            "          insets: { v: \(random.int(4...16)), h: 16 }",
            "        shimmer: { count: \(random.int(2...6)), when: $loading\(i) }",
            "        onSelect: { send: open\(i), with: { itemId: $item.id } }",
            "        cell:",
            "          HStackView:",
            "            spacing: 8",
            "            alignment: center",
            "            children:",
            "              - LabelView: $item.title",
            "              - LabelView:",
            "                  text: \"${item.detail ?? ''}\"",
            "                  color: secondaryLabel",
            "              - SpacerView:",
            "              - LabelView: \"${format(item.score, '%.1f')}\"",
            "      - section: about\(i)",
            "        layout:",
            "          list: { itemHeight: { estimated: 52 } }",
            "        cells:",
            "          - id: selected\(i)",
            "            cell:",
            "              LabelView: \"Selected ${selected\(i)}\"",
            "            onSelect: { set: loading\(i), to: false }",
        ]
    }

    static func liveTags(_ screen: inout ScreenText, _ i: Int, _ random: inout SeededRandom) {
        screen.state.append("labels\(i): { type: \"[String]\", default: [\(random.pick(["a", "new", "hot"])), b] }")
        screen.actions += [
            "addLabel\(i):",
            "  - append: labels\(i)",
            "    value: \"label ${labels\(i).count}\"",
            "dropLabel\(i):",
            "  - if: ${!labels\(i).isEmpty}",
            "    then:",
            "      - remove: labels\(i)",
            "        at: ${labels\(i).count - 1}",
        ]
        screen.content += [
            "- VStackView:",
            "    spacing: 4",
            "    children:",
            "      - forEach: $labels\(i)",
            "        as: label",
            "        do:",
            "          - LabelView: \"#${label}\"",
            "      - HStackView:",
            "          children:",
            "            - ButtonView: { title: Add, onTap: addLabel\(i) }",
            "            - ButtonView: { title: Drop, onTap: dropLabel\(i) }",
        ]
    }
}
