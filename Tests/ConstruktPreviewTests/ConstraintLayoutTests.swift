import ConstruktPreview
import Testing

/// The sizes and places constraints between views give, as the preview lays them out: CenteredView,
/// `aspectRatio` and a scroll view as tall as its content (Docs/language.md, Centring, Aspect ratio,
/// A scroll view as tall as its content).
@Suite struct ConstraintLayoutTests {
    @Test func aCenteredViewPutsItsViewsOneUnderTheOtherInTheMiddle() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              CenteredView:
                - ImageView: { systemName: tray, size: { width: 40, height: 40 }, id: icon }
                - LabelView: { text: Nothing here, id: message }
            """)
        let icon = try screen.frame("icon")
        let message = try screen.frame("message")
        let device = screen.picture.device.size
        let top = icon.y
        let bottom = message.y + message.height
        #expect(message.y == icon.y + icon.height + 8)
        #expect(abs((top + bottom) / 2 - device.height / 2) < 0.5)
        #expect(abs(message.x + message.width / 2 - device.width / 2) < 0.5)
        #expect(icon.x == message.x)
    }

    @Test func aCenteredViewInAStackTakesTheSpaceLeft() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                - LabelView: { text: Header, id: header }
                - CenteredView:
                    id: middle
                    children: [ { LabelView: { text: Alone, id: alone } } ]
            """)
        let header = try screen.frame("header")
        let middle = try screen.frame("middle")
        let alone = try screen.frame("alone")
        #expect(middle.y == header.y + header.height + 8)
        #expect(middle.y + middle.height == screen.picture.device.size.height)
        #expect(abs(alone.y + alone.height / 2 - (middle.y + middle.height / 2)) < 0.5)
    }

    @Test func aViewGivenItsWidthGetsItsHeightFromTheRatio() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                - ContainerView: { aspectRatio: 2, backgroundColor: systemGray5, id: banner }
                - SpacerView:
            """)
        let banner = try screen.frame("banner")
        #expect(banner.width == screen.picture.device.size.width)
        #expect(banner.height == banner.width / 2)
    }

    @Test func aViewGivenItsHeightGetsItsWidthFromTheRatio() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              HStackView:
                alignment: top
                children:
                  - ImageView: { systemName: film, height: 60, aspectRatio: 1.5, id: poster }
                  - SpacerView:
            """)
        #expect(try screen.frame("poster") == Rect(x: 0, y: 0, width: 90, height: 60))
    }

    @Test func aScrollViewThatFitsItsContentIsAsTallAsItAndItsContentAsWideAsItFits() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                - ScrollView:
                    id: row
                    fitsContentHeight: true
                    children:
                      - HStackView:
                          id: content
                          spacing: 16
                          children:
                            - ContainerView: { size: { width: 60, height: 90 } }
                            - ContainerView: { size: { width: 60, height: 70 } }
                - SpacerView:
            """)
        let row = try screen.frame("row")
        #expect(row.height == 90)
        #expect(try screen.frame("content") == Rect(x: row.x, y: row.y, width: 136, height: 90))
    }

    @Test func aScrollViewWithoutItHasNoHeightOfItsOwn() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                - ScrollView:
                    id: row
                    children: [ { ContainerView: { size: { width: 60, height: 90 } } } ]
                - LabelView: { text: Below, id: below }
            """)
        #expect(try screen.frame("row").height != 90)
    }
}
