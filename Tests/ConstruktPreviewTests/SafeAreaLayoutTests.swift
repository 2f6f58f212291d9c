import ConstruktPreview
import Testing

/// Where the status bar and the home indicator leave views: nowhere unless a view asks, as in
/// ConstruktKit 1.2.6, and scroll views inset as UIKit insets them.
@Suite struct SafeAreaLayoutTests {
    @Test func aScreensBarStartsUnderTheStatusBarAndTheContentBelowTheBar() throws {
        let yaml = """
            screen: Fixture
            body:
              Screen:
                navigationBar:
                  - LabelView: { text: Title, id: bar, padding: 8 }
                content:
                  - VStackView:
                      id: content
                      children:
                        - LabelView: Body
                        - SpacerView:
            """
        let phone = try ScreenFixture(yaml)
        #expect(try phone.frame("bar") == Rect(x: 0, y: 0, width: 393, height: 36))
        #expect(try phone.frame("content") == Rect(x: 0, y: 36, width: 393, height: 852 - 36))
    }

    @Test func aViewKeepingToTheSafeAreaInABarsContainerMakesTheBarTallerByTheStatusBar() throws {
        let yaml = """
            screen: Fixture
            body:
              Screen:
                navigationBar:
                  - ZStackView:
                      id: bar
                      children:
                        - LabelView: { text: Title, id: title, padding: 8, safeArea: true }
                content:
                  - ContainerView: { id: content }
            """
        let phone = try ScreenFixture(yaml)
        #expect(try phone.frame("bar") == Rect(x: 0, y: 0, width: 393, height: 59 + 36))
        #expect(try phone.frame("title") == Rect(x: 0, y: 59, width: 393, height: 36))
        #expect(try phone.frame("content").y == 95)
        let homeButtonPhone = try ScreenFixture(yaml, device: Device.named("iPhone SE")!)
        #expect(try homeButtonPhone.frame("title").y == 20)
    }

    @Test func aBarsOwnSafeAreaCountsOnlyOverTheContent() throws {
        let over = try ScreenFixture(
            """
            screen: Fixture
            body:
              Screen:
                contentUnderNavBar: false
                navigationBar:
                  - LabelView: { text: Title, id: bar, padding: 8, safeArea: true }
                content:
                  - ContainerView: { id: content }
            """)
        #expect(try over.frame("bar") == Rect(x: 0, y: 59, width: 393, height: 36))
        let stacked = try ScreenFixture(
            """
            screen: Fixture
            body:
              Screen:
                navigationBar:
                  - LabelView: { text: Title, id: bar, padding: 8, safeArea: true }
                content:
                  - ContainerView: { id: content }
            """)
        #expect(try stacked.frame("bar").y == 0)
    }

    @Test func aContainersViewKeepingToTheSafeAreaStaysAboveTheHomeIndicatorWithItsMargins() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              ZStackView:
                children:
                  - ContainerView: { id: fill, safeArea: true, margins: 10 }
            """)
        #expect(try screen.frame("fill") == Rect(x: 10, y: 69, width: 373, height: 852 - 59 - 34 - 20))
    }

    @Test func aTableUnderTheStatusBarStartsItsRowsBelowItAndOneBelowItDoesNot() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            state:
              names: { type: "[String]", default: [a] }
            body:
              VStackView:
                spacing: 0
                children:
                  - TableView:
                      items: $names
                      as: name
                      cell: { LabelView: { text: $name, id: "top-${name}" } }
                  - TableView:
                      items: $names
                      as: name
                      cell: { LabelView: { text: $name, id: "bottom-${name}" } }
            """)
        #expect(try screen.frame("top-a").y == 59)
        #expect(try screen.frame("bottom-a").y == 426)
    }

    @Test func aListWrittenNeverToAdjustStartsUnderTheStatusBar() throws {
        let list = { (adjustment: String) in
            try ScreenFixture(
                """
                screen: Fixture
                state:
                  names: { type: "[String]", default: [\((1...60).map { "n\($0)" }.joined(separator: ", "))] }
                body:
                  CollectionView:
                    \(adjustment)
                    sections:
                      - section: all
                        items: $names
                        as: name
                        id: $name
                        cell: { LabelView: { text: $name, id: "row-${name}" } }
                """)
        }
        #expect(try list("").frame("row-n1").y == 59)
        #expect(try list("contentInsetAdjustment: never").frame("row-n1").y == 0)
        #expect(try list("contentInsetAdjustment: always").frame("row-n1").y == 59)
    }

    @Test func aTextEditorWrittenAlwaysToAdjustDrawsItsTextBelowTheStatusBar() throws {
        let baseline = { (adjustment: String) throws -> Double in
            let screen = try ScreenFixture(
                """
                screen: Fixture
                state: { note: { type: String, default: Notes } }
                body:
                  TextEditor: { text: $note, \(adjustment) }
                """)
            let line = try #require(screen.picture.svg.split(separator: "\n").first { $0.contains(">Notes<") })
            let y = try #require(line.split(separator: "\"").drop { !$0.hasSuffix(" y=") }.dropFirst().first)
            return try #require(Double(y))
        }
        let automatic = try baseline("height: 200")
        #expect(try baseline("contentInsetAdjustment: never, height: 200") == automatic)
        #expect(try baseline("contentInsetAdjustment: always, height: 200") == automatic + 59)
    }

    @Test func aScrollViewWhoseContentFitsIsNotInset() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VerticalScrollView:
                children:
                  - LabelView: { text: Short, id: short }
            """)
        #expect(try screen.frame("short").y == 0)
        let tall = try ScreenFixture(
            """
            screen: Fixture
            body:
              VerticalScrollView:
                children:
                  - VStackView:
                      children:
                        - LabelView: { text: First, id: first }
                        - ContainerView: { height: 2000 }
            """)
        #expect(try tall.frame("first").y == 59)
    }

    @Test func aLabelSqueezedBelowOneLineShowsOnlyWhatItsBoundsHold() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            body:
              VStackView:
                children:
                  - LabelView: { text: Squeezed, id: squeezed, height: 6 }
                  - SpacerView:
            """)
        #expect(try screen.frame("squeezed").height == 6)
        #expect(screen.picture.svg.contains("<clipPath id=\"c1\"><rect x=\"0\" y=\"0\" width=\"393\" height=\"6\""))
    }
}
