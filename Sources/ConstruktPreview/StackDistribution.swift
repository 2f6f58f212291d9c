/// UIStackView's `distribution`: how arranged views share the stack's length along its axis.
public enum StackDistribution: String, CaseIterable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// UIStackView's `alignment`: where arranged views sit across the stack's axis. The baseline
/// alignments are approximated by `top` and `bottom`.
public enum StackAlignment: String, CaseIterable, Sendable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}

/// An arranged view as the stack's arithmetic sees it: its length along the axis (intrinsic, or
/// fitting), whether it has no intrinsic length there and takes extra space first (a flexible
/// spacer, a scroll view, a list), and whether it gives up length first when space is short (text).
public struct ArrangedItem: Hashable, Sendable {
    public var length: Double
    public var isFlexible: Bool
    public var yieldsFirst: Bool

    public init(length: Double, isFlexible: Bool = false, yieldsFirst: Bool = false) {
        self.length = length
        self.isFlexible = isFlexible
        self.yieldsFirst = yieldsFirst
    }
}

/// A segment along one axis: where an arranged view starts, from the stack's edge, and how long it is.
public struct Segment: Hashable, Sendable {
    public var origin: Double
    public var length: Double

    public init(origin: Double, length: Double) {
        self.origin = origin
        self.length = length
    }
}

/// The arithmetic of UIStackView along and across its axis (UIStackView's documentation,
/// "Distribution" and "Alignment"). Equal content-hugging priorities make UIKit's fill ambiguous;
/// this gives extra space to flexible views equally, else to the last view, and takes space first
/// from text (labels wrap or truncate), last view first.
public enum StackArithmetic {
    /// The segments of `items` in a stack `length` long with `spacing` between neighbours.
    public static func arrange(
        _ items: [ArrangedItem], in length: Double, spacing: Double, distribution: StackDistribution
    ) -> [Segment] {
        guard !items.isEmpty else { return [] }
        let gaps = spacing * Double(items.count - 1)
        let natural = items.reduce(0) { $0 + $1.length } + gaps
        switch distribution {
        case .fill:
            return packed(filled(items, extra: length - natural), spacing: spacing)
        case .fillEqually:
            let each = max(0, (length - gaps) / Double(items.count))
            return packed(items.map { _ in each }, spacing: spacing)
        case .fillProportionally:
            let total = items.reduce(0) { $0 + $1.length }
            guard total > 0 else { return arrange(items, in: length, spacing: spacing, distribution: .fillEqually) }
            return packed(items.map { max(0, (length - gaps) * $0.length / total) }, spacing: spacing)
        case .equalSpacing:
            guard items.count > 1, length > natural else {
                return arrange(items, in: length, spacing: spacing, distribution: .fill)
            }
            let gap = spacing + (length - natural) / Double(items.count - 1)
            return packed(items.map(\.length), spacing: gap)
        case .equalCentering:
            guard items.count > 1, length > natural else {
                return arrange(items, in: length, spacing: spacing, distribution: .fill)
            }
            let first = items[0].length / 2
            let last = length - items[items.count - 1].length / 2
            let step = (last - first) / Double(items.count - 1)
            let fits = zip(items, items.dropFirst()).allSatisfy { step - ($0.length + $1.length) / 2 >= spacing - 1e-9 }
            guard fits else { return arrange(items, in: length, spacing: spacing, distribution: .equalSpacing) }
            return items.enumerated().map { index, item in
                Segment(origin: first + step * Double(index) - item.length / 2, length: item.length)
            }
        }
    }

    /// Where an arranged view `length` long sits across a stack `cross` wide.
    public static func align(_ length: Double, across cross: Double, alignment: StackAlignment) -> Segment {
        let fitted = min(length, cross)
        switch alignment {
        case .fill: return Segment(origin: 0, length: cross)
        case .leading, .top, .firstBaseline: return Segment(origin: 0, length: fitted)
        case .center: return Segment(origin: (cross - fitted) / 2, length: fitted)
        case .trailing, .bottom, .lastBaseline: return Segment(origin: cross - fitted, length: fitted)
        }
    }

    /// Fill's lengths: extra space to the flexible views (else the last), a shortfall taken from
    /// the views that yield first (else from the last view backwards).
    private static func filled(_ items: [ArrangedItem], extra: Double) -> [Double] {
        var lengths = items.map(\.length)
        if extra > 0 {
            let flexible = items.indices.filter { items[$0].isFlexible }
            let takers = flexible.isEmpty ? [items.count - 1] : flexible
            for index in takers { lengths[index] += extra / Double(takers.count) }
        } else if extra < 0 {
            var shortfall = -extra
            let order =
                items.indices.reversed().filter { items[$0].yieldsFirst }
                + items.indices.reversed().filter { !items[$0].yieldsFirst }
            for index in order where shortfall > 0 {
                let taken = min(lengths[index], shortfall)
                lengths[index] -= taken
                shortfall -= taken
            }
        }
        return lengths
    }

    private static func packed(_ lengths: [Double], spacing: Double) -> [Segment] {
        var origin = 0.0
        return lengths.map { length in
            defer { origin += length + spacing }
            return Segment(origin: origin, length: length)
        }
    }
}
