/// One step of a scenario's random walk: written as a scenario step for the runtime, and as the
/// Swift that takes the same step on the generated screen in the parity harness.
enum Stimulus {
    case tap(id: String)
    case toggle(id: String)
    case type(id: String, text: String)
    case send(action: String, arguments: [(name: String, value: PlainValue)])
    case select(section: String)
    case feed(state: String, value: PlainValue)
    case scroll(id: String, offset: Int)
    case scrollToEnd(id: String)
    /// A whole item centred, or a position between two (`0.5`) where a drag holds the carousel.
    case page(section: String, to: Double)
    /// Time passes, in milliseconds.
    case wait(milliseconds: Int)
    /// A pull down on the CollectionView with this id, which runs its `onRefresh`.
    case pullToRefresh(id: String)

    var yaml: [String] {
        switch self {
        case .tap(let id), .toggle(let id): return ["- tap: { id: \(id) }"]
        case .type(let id, let text): return ["- type: { into: { id: \(id) }, text: \(text) }"]
        case .send(let action, let arguments):
            guard !arguments.isEmpty else { return ["- send: \(action)"] }
            return [
                "- send: \(action)",
                "  with: { " + arguments.map { "\($0.name): \($0.value.yaml)" }.joined(separator: ", ") + " }",
            ]
        case .select(let section): return ["- select: { section: \(section), index: 0 }"]
        case .feed(let state, let value): return ["- feed: { \(state): \(value.yaml) }"]
        case .scroll(let id, let offset): return ["- scroll: { id: \(id), to: \(offset) }"]
        case .scrollToEnd(let id): return ["- scroll: { id: \(id), to: end }"]
        case .page(let section, let page): return ["- page: { id: \(section), to: \(Self.position(page)) }"]
        case .wait(let milliseconds): return ["- wait: \(milliseconds)ms"]
        case .pullToRefresh(let id): return ["- pullToRefresh: { id: \(id) }"]
        }
    }

    /// The Swift statement on `root` and `viewModel`, or nil where the harness cannot write it.
    var swift: String? {
        switch self {
        case .tap(let id): return "parityTap(root, \"\(id)\")"
        case .toggle(let id): return "parityToggle(root, \"\(id)\")"
        case .type(let id, let text): return "parityType(root, \"\(id)\", \"\(text)\")"
        case .send(let action, let arguments):
            guard !arguments.isEmpty else { return "viewModel.send(.\(action))" }
            let values = arguments.compactMap { argument in argument.value.swift.map { "\(argument.name): \($0)" } }
            guard values.count == arguments.count else { return nil }
            return "viewModel.send(.\(action)(\(values.joined(separator: ", "))))"
        case .select(let section): return "paritySelect(root, \"\(section)\")"
        case .feed(let state, let value): return value.swift.map { "viewModel.\(state) = \($0)" }
        case .scroll(let id, let offset): return "parityScroll(root, \"\(id)\", \(offset))"
        case .scrollToEnd(let id): return "parityScrollToEnd(root, \"\(id)\")"
        case .page(let section, let page): return "parityPage(root, \"\(section)\", \(Self.position(page)))"
        case .wait(let milliseconds): return "StandInClock.advance(by: \(Double(milliseconds) / 1000))"
        case .pullToRefresh: return nil
        }
    }

    /// A carousel position as a step and the harness write it: `2` for an item, `0.5` between two.
    private static func position(_ page: Double) -> String {
        page == page.rounded() ? String(Int(page)) : String(page)
    }
}
