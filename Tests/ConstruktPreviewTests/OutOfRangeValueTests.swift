import ConstruktPreview
import Testing

/// Values no device would show (a font of size 0, a huge size, a huge line or column count) are
/// drawn within bounds instead of stopping the preview.
@Suite struct OutOfRangeValueTests {
    @Test func outOfRangeSizesAndCountsAreDrawnWithinBounds() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            state:
              names: { type: "[String]", default: [a, b] }
            body:
              VStackView:
                children:
                  - LabelView: { text: Zero, id: zero, font: { size: 0 } }
                  - LabelView: { text: Huge, id: huge, font: { size: 100000000000 }, numberOfLines: 9223372036854775807 }
                  - ContainerView: { id: vast, backgroundColor: red, size: { width: 1e300, height: 1e300 } }
                  - CollectionView:
                      sections:
                        - section: grid
                          items: $names
                          as: name
                          layout:
                            grid: { itemHeight: 50, columns: 9223372036854775807 }
                          cell: { LabelView: $name }
            """)
        let svg = screen.picture.svg
        #expect(svg.contains(#"font-size="1" "#))
        #expect(svg.contains(#"font-size="1000" "#))
        let numbers = svg.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        #expect(!numbers.isEmpty)
        #expect(numbers.allSatisfy { abs($0) <= 1e9 })
    }
}
