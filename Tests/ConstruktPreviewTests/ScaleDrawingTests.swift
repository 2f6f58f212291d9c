import ConstruktPreview
import Foundation
import Testing

/// A view's `scale` and `offsetY`: drawn larger or smaller around the centre of its frame, or
/// lower, its layout (and so its siblings') as it was, as a transform leaves it in UIKit.
@Suite struct ScaleDrawingTests {
    static let screen = """
        screen: Badge
        body:
          VStackView:
            spacing: 0
            children:
              - LabelView: { text: Small, id: small, scale: 0.5, backgroundColor: red, height: 40 }
              - LabelView: { text: Below, id: below, height: 40 }
        """

    @Test func aScaledViewIsDrawnAroundItsCentreAndKeepsItsFrame() throws {
        let screen = try ScreenFixture(Self.screen)
        let small = try screen.frame("small")
        #expect(small.height == 40)
        #expect(try screen.frame("below").y == small.y + 40)
        let (x, y) = (small.x + small.width / 2, small.y + small.height / 2)
        let groups = screen.picture.svg.components(separatedBy: "\n").filter { $0.contains("scale(") }
        #expect(groups.count == 1)
        #expect(groups.first?.contains("translate(\(Self.text(x)) \(Self.text(y))) scale(0.5)") == true)
    }

    /// `offsetY` moves the view's drawing down, its frame and its sibling's as they were.
    @Test func anOffsetViewIsDrawnLowerAndKeepsItsFrame() throws {
        let screen = try ScreenFixture(
            """
            screen: Slide
            body:
              VStackView:
                spacing: 0
                children:
                  - LabelView: { text: Moved, id: moved, offsetY: 25, backgroundColor: red, height: 40 }
                  - LabelView: { text: Below, id: below, height: 40 }
            """)
        let moved = try screen.frame("moved")
        #expect(try screen.frame("below").y == moved.y + 40)
        let groups = screen.picture.svg.components(separatedBy: "\n").filter { $0.contains("translate(0 25)") }
        #expect(groups.count == 1)
    }

    /// `stretchTop` draws the view taller by that many points, scaled from its bottom edge, which
    /// stays; its frame and its sibling's as they were.
    @Test func aStretchedViewGrowsUpFromItsBottomEdge() throws {
        let screen = try ScreenFixture(
            """
            screen: Banner
            body:
              VStackView:
                spacing: 0
                children:
                  - LabelView: { text: Hero, id: hero, stretchTop: 20, backgroundColor: red, height: 40 }
                  - LabelView: { text: Below, id: below, height: 40 }
            """)
        let hero = try screen.frame("hero")
        #expect(try screen.frame("below").y == hero.y + 40)
        let bottom = Self.text(hero.y + 40)
        let groups = screen.picture.svg.components(separatedBy: "\n").filter { $0.contains("scale(1 1.5)") }
        #expect(groups.count == 1)
        #expect(groups.first?.contains("translate(0 \(bottom)) scale(1 1.5) translate(0 -\(bottom))") == true)
    }

    /// A number as the SVG writes it: no fraction when whole.
    private static func text(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
