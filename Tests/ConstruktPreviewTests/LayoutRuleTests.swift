import ConstruktPreview
import Testing

/// The layout rules on small screens: what UIKit does with what ConstruktKit builds.
@Suite struct LayoutRuleTests {
    @Test func aHiddenViewTakesNoSpaceAndNoSpacingInAStack() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                spacing: 10
                children:
                  - LabelView: { text: A, id: a }
                  - LabelView: { text: B, id: b, hidden: true }
                  - LabelView: { text: C, id: c }
                  - SpacerView:
            """)
        #expect(try screen.frame("c").y == screen.frame("a").maxY + 10)
        #expect(!screen.isDrawn("b"))
    }

    /// 1.2.6 starts both stacks at `UIStackView.spacingUseSystem`, the system spacing of 8.
    @Test func bothStacksPutTheSystemSpacingBetweenTheirViewsUnlessTold() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                - HStackView:
                    - ContainerView: { id: left, size: { width: 24, height: 24 } }
                    - ContainerView: { id: right, size: { width: 24, height: 24 } }
                    - SpacerView:
                - ContainerView: { id: below, height: 10 }
                - HStackView:
                    spacing: 0
                    children:
                      - ContainerView: { id: tight, size: { width: 24, height: 24 } }
                      - ContainerView: { id: touching, size: { width: 24, height: 24 } }
                      - SpacerView:
                - SpacerView:
            """)
        #expect(try screen.frame("right").x == screen.frame("left").maxX + 8)
        #expect(try screen.frame("below").y == screen.frame("left").maxY + 8)
        #expect(try screen.frame("touching").x == screen.frame("tight").maxX)
    }

    /// UIKit adds a collection view's `contentInset` to the inset it makes by itself, and lays
    /// the sections out between the written inset's sides.
    @Test func aCollectionsContentInsetMovesItsRows() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            state:
              rows: { type: "[String]", default: [Dune] }
            body:
              CollectionView:
                id: list
                contentInsetAdjustment: never
                contentInset: { top: 60, left: 20, bottom: 0, right: 30 }
                sections:
                  - section: rows
                    items: $rows
                    as: row
                    layout: { list: { itemHeight: 44 } }
                    cell: { LabelView: { text: $row, id: first } }
            """)
        let list = try screen.frame("list")
        let first = try screen.frame("first")
        #expect(first.y == list.y + 60)
        #expect(first.x == list.x + 20)
        #expect(first.width == list.width - 50)
    }

    /// A carousel paged by its state is scrolled to centre that item, as the generated
    /// `scrollToItem(at:at: .centeredHorizontally)` leaves it, but never past the row's end.
    @Test func aPagedCarouselCentresItsPageWithinItsRow() throws {
        func carousel(page: Int) throws -> ScreenFixture {
            try ScreenFixture(
                """
                screen: Fixture
                state:
                  names: { type: "[String]", default: [A, B, C, D, E, F, G, H] }
                  page: { type: Int, default: \(page) }
                body:
                  CollectionView:
                    - section: chips
                      items: $names
                      as: name
                      page: $page
                      layout: { carousel: { itemWidth: 200, itemHeight: 40 } }
                      cell: { LabelView: { text: $name, id: $name } }
                """)
        }
        let fourth = try carousel(page: 3).frame("D")
        #expect(fourth.x + fourth.width / 2 == 393.0 / 2)
        #expect(try carousel(page: 7).frame("H").maxX == 393)
    }

    @Test func aScreenRootThatIsNotAScreenIsPinnedToEveryEdge() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                children:
                  - LabelView: { text: Top, id: top }
                  - SpacerView:
            """)
        #expect(try screen.frame("top") == Rect(x: 0, y: 0, width: 393, height: 20))
    }

    @Test func contentNotUnderTheBarFillsTheScreen() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              Screen:
                contentUnderNavBar: false
                navigationBar:
                  - LabelView: { text: Title, id: bar }
                content:
                  - ContainerView: { id: content }
            """)
        #expect(try screen.frame("content") == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func paddingInsetsAStacksViewsAndAFlexibleSpacerPushesTheRestToTheEnd() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                children:
                  - HStackView:
                      padding: { h: 16, v: 8 }
                      children:
                        - LabelView: { text: Movies, id: title }
                        - SpacerView:
                        - ButtonView: { title: Search, id: search }
                  - SpacerView:
            """)
        let title = try screen.frame("title")
        let search = try screen.frame("search")
        #expect(title.x == 16)
        #expect(title.y == 8)
        #expect(search.maxX == 393 - 16)
        #expect(search.height == 33)
    }

    @Test func writtenSizesWinOverIntrinsicSizes() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              HStackView:
                alignment: top
                children:
                  - ImageView: { systemName: film, size: { width: 72, height: 108 }, id: poster }
                  - LabelView: { text: Title, id: title, height: { min: 40 } }
                  - SpacerView:
            """)
        #expect(try screen.frame("poster") == Rect(x: 0, y: 0, width: 72, height: 108))
        #expect(try screen.frame("title").height == 40)
    }

    @Test func textWrapsAtTheWidthItIsGiven() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                padding: 16
                children:
                  - LabelView:
                      id: long
                      font: body
                      text: A long sentence that cannot fit on one line of an iPhone screen, so it wraps onto the next lines.
                  - SpacerView:
            """)
        let label = try screen.frame("long")
        #expect(label.width == 393 - 32)
        #expect(label.height == 61)
    }

    @Test func aGridSharesTheWidthBetweenItsColumnsAndACarouselRunsOffTheEdge() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            state:
              names: { type: "[String]", default: [a, b, c, d, e] }
            body:
              VStackView:
                children:
                  - CollectionView:
                      sections:
                        - section: grid
                          items: $names
                          as: name
                          layout:
                            grid: { itemHeight: 50, columns: 3 }
                            spacing: 10
                            insets: { h: 16, v: 0 }
                          cell: { LabelView: { text: $name, id: "grid-${name}" } }
                        - section: row
                          items: $names
                          as: name
                          layout:
                            carousel: { itemWidth: 140, itemHeight: 100 }
                            spacing: 12
                            insets: { h: 16, v: 8 }
                          cell: { LabelView: { text: $name, id: "row-${name}" } }
            """)
        let width = (393.0 - 32 - 20) / 3
        #expect(try screen.frame("grid-a") == Rect(x: 16, y: 0, width: width, height: 50))
        #expect(try screen.frame("grid-d") == Rect(x: 16, y: 60, width: width, height: 50))
        #expect(try screen.frame("row-a") == Rect(x: 16, y: 110 + 8, width: 140, height: 100))
        #expect(try screen.frame("row-c").x == 16 + 2 * 152)
        #expect(!screen.isDrawn("row-d"))
    }

    @Test func aComponentIsDrawnAsWideAsTheDeviceAndAsTallAsItFits() throws {
        let screen = try ScreenFixture(
            """
            component: Row
            body:
              HStackView:
                padding: 12
                children:
                  - LabelView: { text: Name, id: name }
            """, fitting: true)
        #expect(screen.picture.canvas.size == Size(width: 393, height: 44))
    }
}
