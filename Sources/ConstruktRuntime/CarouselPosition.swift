/// Where a carousel stands, in items (0 at its first item's centre, 0.5 halfway to the second),
/// and each item's distance from there, which a cell reads through its section's
/// `centerDistance:` (Docs/language.md, Scrolling and paging).
enum CarouselPosition {
    /// Where the carousel stands: where a `page:` step held it while its page state names the item
    /// nearest there; else at the item its page state holds (a program that sets the state pages
    /// the carousel there); else where a step held it, or at its first item.
    static func position(held: Double?, page: Int?) -> Double {
        guard let page else { return held ?? 0 }
        if let held, centredItem(at: held) == page { return held }
        return Double(page)
    }

    /// The item nearest the centre at `position`; halfway between two, the first, as UIKit's
    /// layout handler finds the centred item with `min(by:)` over the visible items in order.
    static func centredItem(at position: Double) -> Int {
        Int((position - 0.5).rounded(.up))
    }

    /// How far item `index` is from the centre at `position`, in item widths, at most 1.
    static func distance(of index: Int, from position: Double) -> Double {
        min(abs(Double(index) - position), 1)
    }

    /// `position` as a step writes it: `2` for a whole item, `0.5` between two.
    static func text(_ position: Double) -> String {
        position == position.rounded() ? String(Int(position)) : String(position)
    }
}
