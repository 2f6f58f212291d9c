/// Writes the `scrolling` family (Docs/language.md "Scrolling and paging") at a place always shown:
/// labels reading the scroll offset through `progress(…)` and the carousel's page, and a
/// CollectionView with an id whose `scrollOffset` writes that offset, a carousel section over
/// constant items whose `page` is the page state, and a list or grid section whose `onNearEnd`
/// runs an action or statements; the alpha label may move over an `animation:`, and a button may
/// scroll the CollectionView back to its top (`scrollToTop:`). Walks scroll it, to offsets and to
/// its end, and page it; with pullToRefresh, the CollectionView runs an action when pulled, and
/// the walks pull it.
struct ScrollingGenerator {
    let context: GenerationContext
    let body: BodyGenerator

    func write(into yaml: inout YAMLText, indent: Int, scope: Scope) {
        guard context.has(.scrolling), let scrolling = body.plan.scrolling else { return }
        let distance = context.int(40...200)
        yaml.line(indent, "- LabelView:")
        yaml.line(
            indent + 2, "text: \(YAMLText.expression("format(progress(\(scrolling.offset), \(distance)), '%.2f')"))")
        if context.chance(50) {
            yaml.line(indent + 2, "alpha: \(YAMLText.expression("progress(\(scrolling.offset), \(distance))"))")
            if context.chance(50) { yaml.line(indent + 2, "animation: \(animation())") }
        }
        yaml.line(indent, "- LabelView: \"Page ${\(scrolling.page)}\"")
        let id = "scroller\(body.plan.scrollIds.count)"
        body.plan.scrollIds.append(id)
        yaml.line(indent, "- CollectionView:")
        yaml.line(indent + 2, "id: \(id)")
        yaml.line(indent + 2, "height: 240")
        yaml.line(indent + 2, "scrollOffset: $\(scrolling.offset)")
        // A pull runs an action, the spinner shown while a Bool state is true (pullToRefresh).
        if context.has(.pullToRefresh), let flag = body.plan.state.first(where: { $0.type == .bool }),
            let action = body.plan.actions.first(where: { $0.params.isEmpty })
        {
            yaml.line(indent + 2, "onRefresh: { isRefreshing: $\(flag.name), do: \(action.name) }")
            body.plan.refreshIds.append(id)
        }
        yaml.line(indent + 2, "sections:")
        writeCarousel(into: &yaml, indent: indent + 3, page: scrolling.page)
        writeList(into: &yaml, indent: indent + 3, scope: scope)
        if context.chance(50) {
            let animated = context.chance(50) ? "" : ", animated: \(context.chance(50))"
            yaml.line(indent, "- ButtonView: { title: Top, onTap: [ { scrollToTop: \(id)\(animated) } ] }")
        }
    }

    /// An `animation:` of random timing: a curve or a spring, with or without a delay.
    private func animation() -> String {
        var keys = ["duration: \(context.pick(["0.2s", "300ms", "1s"]))"]
        if context.chance(30) { keys.append("delay: \(context.pick(["50ms", "0.1s"]))") }
        if context.chance(50) {
            keys.append("curve: \(context.pick(["easeInOut", "easeIn", "easeOut", "linear"]))")
        } else {
            keys.append("spring: \(context.pick(["0.5", "1", "{ damping: 0.7, velocity: 0.5 }"]))")
        }
        return "{ " + keys.joined(separator: ", ") + " }"
    }

    private func writeCarousel(into yaml: inout YAMLText, indent: Int, page: String) {
        let section = context.names.lower(&context.random, hint: "hero")
        let count = context.int(1...4)
        let items = (0..<count).map { "'\(context.pick(context.words))\($0)'" }
        body.plan.carousels.append((section, count))
        yaml.line(indent, "- section: \(section)")
        yaml.line(indent + 1, "items: \(YAMLText.expression("[" + items.joined(separator: ", ") + "]"))")
        yaml.line(indent + 1, "as: slide")
        yaml.line(indent + 1, "id: $slide")
        yaml.line(
            indent + 1,
            "layout: { carousel: { itemWidth: { fractionalWidth: 0.9 }, itemHeight: \(context.int(80...220)) } }")
        yaml.line(indent + 1, "page: $\(page)")
        guard context.has(.carouselDistance) else { return yaml.line(indent + 1, "cell: { LabelView: $slide }") }
        // Each cell shows its distance from the centre, which paging and holding between items move.
        yaml.line(indent + 1, "centerDistance: offCentre")
        yaml.line(indent + 1, "cell: { LabelView: \"${slide} at ${format(offCentre, '%.2f')}\" }")
    }

    private func writeList(into yaml: inout YAMLText, indent: Int, scope: Scope) {
        let arrays = scope.names.filter {
            $0.isLive && !$0.isDerived && ($0.type.element == .string || $0.type.element == .int)
        }
        let source = arrays.isEmpty ? nil : context.pick(arrays)
        let items = source?.name ?? "['" + context.pick(context.words) + "']"
        yaml.line(indent, "- section: \(context.names.lower(&context.random, hint: "more"))")
        yaml.line(indent + 1, "items: \(YAMLText.expression(items))")
        yaml.line(indent + 1, "as: entry")
        // A state list may repeat an entry, which UIKit's data source refuses in a section: by position.
        if source != nil {
            yaml.line(indent + 1, "index: place")
            yaml.line(indent + 1, "id: $place")
        } else {
            yaml.line(indent + 1, "id: $entry")
        }
        yaml.line(
            indent + 1,
            "layout: \(context.chance(50) ? "{ list: { itemHeight: 44 } }" : "{ grid: { itemHeight: 60, columns: 2 } }")"
        )
        let within = context.chance(50) ? nil : context.int(1...5)
        // Near the end by a drag's distance instead, throttled or not.
        let end =
            within.map { "within: \($0)" }
            ?? (context.chance(30)
                ? "distance: \(context.int(20...120))\(context.chance(50) ? ", throttle: 0.1" : "")" : nil)
        let action = body.plan.actions.first { $0.params.isEmpty }
        if let action, context.chance(60) {
            yaml.line(indent + 1, "onNearEnd: " + (end.map { "{ \($0), do: \(action.name) }" } ?? action.name))
        } else if !body.plan.state.isEmpty {
            yaml.line(indent + 1, "onNearEnd:")
            if let end {
                for key in end.components(separatedBy: ", ") { yaml.line(indent + 2, key) }
                yaml.line(indent + 2, "do:")
                body.statements.writeList(into: &yaml, indent: indent + 3, scope: scope, count: 1)
            } else {
                body.statements.writeList(into: &yaml, indent: indent + 2, scope: scope, count: 1)
            }
        }
        yaml.line(indent + 1, "cell: { LabelView: \"Entry ${entry}\" }")
    }
}
