import ConstruktPreview
import Testing

/// While a section shimmers, 1.2.6 covers each `shimmerable` view of its placeholders (and of its
/// header and footer with `includeSupplementary: true`) with a rounded layer in its `bgColor`.
@Suite struct ShimmerPaintTests {
    private static func screen(includeSupplementary: Bool, loading: Bool) throws -> ScreenFixture {
        try ScreenFixture(
            """
            screen: Fixture
            state:
              names: "[String]"
            body:
              CollectionView:
                sections:
                  - section: names
                    items: $names
                    as: name
                    layout: { list: { itemHeight: 60 }, header: { height: 40 } }
                    header: { LabelView: { text: Names, id: title, shimmerable: true } }
                    shimmer:
                      count: 1
                      when: \(loading)
                      includeSupplementary: \(includeSupplementary)
                      placeholder:
                        VStackView:
                          - LabelView: { text: Loading, id: plain }
                          - LabelView: { text: Loading, id: tinted, shimmerable: { when: true, bgColor: "#FF0000" } }
                          - LabelView: { text: Loading, id: off, shimmerable: { when: false, bgColor: "#00FF00" } }
                    cell: { LabelView: { text: $name, shimmerable: true } }
            """)
    }

    /// The fills drawn as shimmer layers: 8-point rounded rectangles.
    private static func paints(_ screen: ScreenFixture) -> [String] {
        screen.picture.svg.components(separatedBy: "\n").filter { $0.contains(##"rx="8" fill="#"##) }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func aPlaceholdersShimmerableViewsArePaintedInTheirColour() throws {
        let screen = try Self.screen(includeSupplementary: false, loading: true)
        let tinted = try screen.frame("tinted")
        let paints = Self.paints(screen)
        #expect(paints.count == 1)
        #expect(paints.first?.hasSuffix(##"rx="8" fill="#ff0000"/>"##) == true)
        #expect(paints.first?.contains(##"y="\##(Int(tinted.y))""##) == true)
    }

    @Test func theHeaderShimmersWithIncludeSupplementary() throws {
        let screen = try Self.screen(includeSupplementary: true, loading: true)
        let paints = Self.paints(screen)
        #expect(paints.count == 2)
        #expect(paints.first?.hasSuffix(##"fill="#e6e6e6"/>"##) == true)
    }

    @Test func nothingShimmersOnceLoaded() throws {
        let screen = try Self.screen(includeSupplementary: true, loading: false)
        #expect(Self.paints(screen) == [])
    }
}
