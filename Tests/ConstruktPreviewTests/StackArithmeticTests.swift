import ConstruktPreview
import Testing

/// UIStackView's distribution and alignment arithmetic, from UIKit's documentation of
/// `UIStackView.Distribution` and `UIStackView.Alignment`.
@Suite struct StackArithmeticTests {
    private func lengths(_ segments: [Segment]) -> [Double] { segments.map(\.length) }
    private func origins(_ segments: [Segment]) -> [Double] { segments.map(\.origin) }

    @Test func fillGivesExtraSpaceToTheFlexibleViewsOnly() {
        let items = [ArrangedItem(length: 20), ArrangedItem(length: 0, isFlexible: true), ArrangedItem(length: 30)]
        let segments = StackArithmetic.arrange(items, in: 100, spacing: 5, distribution: .fill)
        #expect(lengths(segments) == [20, 40, 30])
        #expect(origins(segments) == [0, 25, 70])
    }

    @Test func fillSplitsExtraSpaceEquallyBetweenFlexibleViews() {
        let items = [
            ArrangedItem(length: 0, isFlexible: true), ArrangedItem(length: 10),
            ArrangedItem(length: 0, isFlexible: true),
        ]
        #expect(lengths(StackArithmetic.arrange(items, in: 50, spacing: 0, distribution: .fill)) == [20, 10, 20])
    }

    @Test func fillWithoutFlexibleViewsStretchesTheLast() {
        let items = [ArrangedItem(length: 10), ArrangedItem(length: 10)]
        #expect(lengths(StackArithmetic.arrange(items, in: 50, spacing: 10, distribution: .fill)) == [10, 30])
    }

    @Test func fillTakesAShortfallFromTextFirst() {
        let items = [ArrangedItem(length: 72), ArrangedItem(length: 300, yieldsFirst: true), ArrangedItem(length: 40)]
        #expect(lengths(StackArithmetic.arrange(items, in: 300, spacing: 12, distribution: .fill)) == [72, 164, 40])
    }

    @Test func fillEquallyMakesEveryViewTheSameLength() {
        let items = [ArrangedItem(length: 10), ArrangedItem(length: 90), ArrangedItem(length: 30)]
        let segments = StackArithmetic.arrange(items, in: 320, spacing: 10, distribution: .fillEqually)
        #expect(lengths(segments) == [100, 100, 100])
        #expect(origins(segments) == [0, 110, 220])
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicLength() {
        let items = [ArrangedItem(length: 10), ArrangedItem(length: 30)]
        #expect(
            lengths(StackArithmetic.arrange(items, in: 90, spacing: 10, distribution: .fillProportionally)) == [20, 60])
    }

    @Test func equalSpacingKeepsLengthsAndSpreadsTheGaps() {
        let items = [ArrangedItem(length: 10), ArrangedItem(length: 20), ArrangedItem(length: 10)]
        let segments = StackArithmetic.arrange(items, in: 100, spacing: 4, distribution: .equalSpacing)
        #expect(lengths(segments) == [10, 20, 10])
        #expect(origins(segments) == [0, 40, 90])
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        let items = [ArrangedItem(length: 10), ArrangedItem(length: 30), ArrangedItem(length: 10)]
        let segments = StackArithmetic.arrange(items, in: 110, spacing: 0, distribution: .equalCentering)
        let centres = segments.map { $0.origin + $0.length / 2 }
        #expect(centres == [5, 55, 105])
        #expect(lengths(segments) == [10, 30, 10])
    }

    @Test func equalCenteringFallsBackWhenTheSpacingWouldBeBroken() {
        let items = [ArrangedItem(length: 10), ArrangedItem(length: 80), ArrangedItem(length: 10)]
        let segments = StackArithmetic.arrange(items, in: 120, spacing: 8, distribution: .equalCentering)
        #expect(origins(segments) == [0, 20, 110])
    }

    @Test func alignmentPlacesAViewAcrossTheStack() {
        #expect(StackArithmetic.align(40, across: 100, alignment: .fill) == Segment(origin: 0, length: 100))
        #expect(StackArithmetic.align(40, across: 100, alignment: .leading) == Segment(origin: 0, length: 40))
        #expect(StackArithmetic.align(40, across: 100, alignment: .center) == Segment(origin: 30, length: 40))
        #expect(StackArithmetic.align(40, across: 100, alignment: .trailing) == Segment(origin: 60, length: 40))
        #expect(StackArithmetic.align(140, across: 100, alignment: .bottom) == Segment(origin: 0, length: 100))
    }
}
