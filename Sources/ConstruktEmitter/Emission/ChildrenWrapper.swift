/// A view a trailing slot's template puts around the node's views inside the closure, with the
/// modifiers chained on it: CenteredView's `{ VStackView { {{views}} }.position(.center) }` holds
/// one, `VStackView {` with `.position(.center)` (Docs/language.md, Centring).
struct ChildrenWrapper: Equatable {
    /// The wrapper's opening line, ending in its own brace (`VStackView {`).
    let opening: String
    /// What follows its closing brace (`.position(.center)`); empty for none.
    let chain: String

    /// The outer closure's opening and the wrappers inside it, outermost first, read from a
    /// trailing slot's block: `{`/`}` hold none; `{ VStackView {`/`}.position(.center) }` one.
    /// `nil` when the braces of the two halves do not pair up level by level, or a wrapper is no
    /// view's call.
    static func split(opening: String, closing: String) -> (opening: String, wrappers: [ChildrenWrapper])? {
        let closings = closing.split(separator: "}", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces
        }
        guard closings.count > 2 else { return closing == "}" ? (opening, []) : nil }
        let openings = opening.split(separator: "{", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard openings.count == closings.count, openings.first == "", openings.last == "", closings.first == "",
            closings.last == ""
        else { return nil }
        let inner = openings.count - 1
        // Each wrapper is a view's call (`VStackView`, `HStackView(spacing: 8)`), not closure parameters.
        guard openings[1..<inner].allSatisfy({ $0.first?.isLetter == true && !$0.hasSuffix(" in") }) else {
            return nil
        }
        let wrappers = (1..<inner).map { level in
            ChildrenWrapper(opening: openings[level] + " {", chain: closings[inner - level])
        }
        return ("{", wrappers)
    }

    /// The closure with no views: `{ VStackView {}.position(.center) }`.
    static func empty(_ wrappers: [ChildrenWrapper]) -> String {
        let inner = wrappers.reversed().reduce("") { inside, wrapper in
            wrapper.opening + (inside.isEmpty ? "}" : " \(inside) }") + wrapper.chain
        }
        return "{ \(inner) }"
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
