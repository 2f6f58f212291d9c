import ConstruktPreview
import Testing

/// TableView rows: self-sizing, at least 44 points, one below the other, separated by a line.
@Suite struct TableLayoutTests {
    @Test func rowsAreAtLeast44PointsAndGrowWithTheirContent() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            state:
              tall: { type: "[String]", default: [a, b] }
              short: { type: "[String]", default: [c] }
            body:
              VStackView:
                children:
                  - TableView:
                      items: $tall
                      as: name
                      cell:
                        VStackView:
                          id: "row-${name}"
                          padding: { v: 20 }
                          children:
                            - LabelView: $name
                  - TableView:
                      items: $short
                      as: name
                      cell: { LabelView: { text: $name, id: "row-${name}" } }
            """)
        // The first table lies under the status bar, so its rows start below it (SafeAreaLayoutTests).
        #expect(try screen.frame("row-a") == Rect(x: 0, y: 59, width: 393, height: 60))
        #expect(try screen.frame("row-b") == Rect(x: 0, y: 119, width: 393, height: 60))
        #expect(try screen.frame("row-c") == Rect(x: 0, y: 430, width: 393, height: 44))
        #expect(screen.picture.svg.contains(#"<line x1="16" y1="118.75" x2="393" y2="118.75""#))
    }
}
