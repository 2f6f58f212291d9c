import ConstruktChecker

/// The parts of a view tree written as private computed properties of the view struct, so that
/// no single expression is too large for the Swift type checker (Docs/generated-swift.md: long
/// builder chains in one expression are the classic "unable to type-check this expression in
/// reasonable time").
///
/// A node is split out, as a hand-writer splits a long body into sections, when it has siblings in
/// its result-builder closure and at least `minimumNodes` component nodes in its subtree (a list's
/// sections and their cells among them), unless
/// it reads a loop variable bound outside it (a `forEach`'s, a list's), which the property could
/// not see. Each part is named after the `id:` the YAML gives it (`id: recents` is `recentsView`),
/// else after its component (`hStackView`, then `hStackView2`, …), passing over the names the
/// struct's own members take (a component's params), the loop variables of the tree and the names
/// of the parts before it (a second `card` is `card2`, so a part of a component `Card2` is then
/// `card22`), and listed in the order it appears.
struct ExtractedViews {
    /// The smallest subtree worth a property of its own.
    static let minimumNodes = 4

    /// The fewest sections a CollectionView has for each to be a property of its own, as the
    /// Demo writes its Home (`private var heroSection: AnySection`).
    static let minimumSections = 3

    /// The indentation of a view struct's computed property's expression, `body` or a part: inside
    /// the struct and the property.
    static let depth = 2

    /// Each part's property name and the code of its expression, in order of appearance.
    private(set) var parts: [(name: String, code: SwiftCodeWriter, type: String?)] = []
    private var uses: [String: Int] = [:]
    /// The names of the struct's other members, which no part may take.
    var taken: Set<String> = []

    /// Whether `node`, one of `siblings` nodes of a closure, becomes a property of its own.
    static func extracts(_ node: CheckedNode, siblings: Int) -> Bool {
        guard siblings > 1, case .component = node.kind else { return false }
        var uncounted = minimumNodes
        countComponents(in: node, until: &uncounted)
        return uncounted == 0 && !VariableReads.readsOuterLoopVariable(node)
    }

    /// What a part for `component` is named after: its constant `id:` when that is a name
    /// (`recents` gives `RecentsView`, `headerView` gives `HeaderView`), else the component's name.
    static func partName(of component: CheckedComponent) -> String {
        for member in component.members where member.name == "id" {
            let value: TypedValue
            switch member.kind {
            case .property(let written, .constant), .accessibilityIdentifier(let written): value = written
            case .property, .slot, .entries, .event: continue
            }
            guard case .expression(let expression) = value.kind, case .string(let id) = expression.kind,
                let first = id.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
                id.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
            else { continue }
            let name = id.prefix(1).uppercased() + id.dropFirst()
            return name.hasSuffix("View") ? name : name + "View"
        }
        return component.name
    }

    /// Reserves the next part for a `component` node; its code comes with `fill(_:code:)`.
    /// `type` is the property's type, ConstruktKit's `View` when nil.
    mutating func reserve(for component: String, type: String? = nil) -> (index: Int, name: String) {
        let base = component.prefix(1).lowercased() + component.dropFirst()
        var name: String
        repeat {
            uses[base, default: 0] += 1
            name = uses[base] == 1 ? base : base + String(uses[base] ?? 0)
        } while taken.contains(name) || parts.contains { $0.name == name }
        parts.append((name, SwiftCodeWriter(indentation: Self.depth), type))
        return (parts.count - 1, name)
    }

    /// The code of the part `reserve` numbered `index`, written at `depth`.
    mutating func fill(_ index: Int, code: SwiftCodeWriter) {
        parts[index].code = code
    }

    /// Each part as a private computed property of the view struct being written, of ConstruktKit's
    /// `View` spelt as `viewType`.
    func write(viewType: String, to writer: inout SwiftCodeWriter) {
        for part in parts {
            writer.blankLine()
            writer.docComment("A part of `body`, on its own so that the type checker takes it quickly.")
            writer.block("private var \(part.name): \(part.type ?? viewType)") { writer in
                writer.append(part.code)
            }
        }
    }

    /// Counts the component nodes of a subtree, the node itself included, down from `uncounted`,
    /// stopping at zero: whether a subtree is large enough needs no more of it.
    private static func countComponents(in node: CheckedNode, until uncounted: inout Int) {
        guard uncounted > 0 else { return }
        switch node.kind {
        case .component(let component):
            countComponents(in: component, until: &uncounted)
        case .conditional(_, let then, let otherwise):
            for node in then { countComponents(in: node, until: &uncounted) }
            for node in otherwise { countComponents(in: node, until: &uncounted) }
        case .forEach(_, let body):
            for node in body { countComponents(in: node, until: &uncounted) }
        case .switchOver(let checked):
            for node in checked.bodies.joined() { countComponents(in: node, until: &uncounted) }
        case .slot:
            break
        }
    }

    /// Counts a component and what its slots hold, and its sections' cells, headers and footers too:
    /// a list's cells are type-checked with the expression that holds the list.
    private static func countComponents(in component: CheckedComponent, until uncounted: inout Int) {
        guard uncounted > 0 else { return }
        uncounted -= 1
        for member in component.members {
            switch member.kind {
            case .slot(_, let nodes): for node in nodes { countComponents(in: node, until: &uncounted) }
            case .entries(let entries): for entry in entries { countComponents(in: entry, until: &uncounted) }
            case .property, .accessibilityIdentifier, .event: continue
            }
        }
    }
}
