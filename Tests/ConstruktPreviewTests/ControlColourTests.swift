import ConstruktPreview
import Foundation
import Testing

/// A slider's tracks and thumb, a switch's thumb, a field's placeholder and a button's symbol in
/// the colours the screen gives them, as UISlider's `minimumTrackTintColor`,
/// `maximumTrackTintColor` and `thumbTintColor`, UISwitch's `thumbTintColor`, the placeholder's
/// attributed colour and UIButton's `tintColor` paint them; without them, UIKit's own.
@Suite struct ControlColourTests {
    @Test func aSliderPaintsItsTracksAndThumbInTheirColours() throws {
        let screen = try ScreenFixture(
            """
            screen: Volume
            state: { level: { type: Float, default: 0.5 } }
            body:
              Slider:
                value: $level
                minimumTrackTintColor: "#112233"
                maximumTrackTintColor: "#445566"
                thumbTintColor: "#778899"
            """)
        let fills = Self.fills(in: screen.picture.svg)
        #expect(fills.isSuperset(of: ["#112233", "#445566", "#778899"]))
    }

    @Test func aSwitchPaintsItsThumbInItsColour() throws {
        let screen = try ScreenFixture(
            """
            screen: Settings
            state: { on: { type: Bool, default: true } }
            body:
              Toggle: { isOn: $on, onTintColor: "#112233", thumbTintColor: "#778899" }
            """)
        #expect(Self.fills(in: screen.picture.svg).isSuperset(of: ["#112233", "#778899"]))
    }

    @Test func anEmptyFieldPaintsItsPlaceholderInItsColour() throws {
        let screen = try ScreenFixture(
            """
            screen: Search
            state: { query: { type: String, default: "" } }
            body:
              TextField: { text: $query, placeholder: Search, placeholderColor: "#112233" }
            """)
        #expect(Self.fills(in: screen.picture.svg).contains("#112233"))
    }

    @Test func aButtonPaintsItsSymbolInItsTintAndItsTitleInItsColour() throws {
        let screen = try ScreenFixture(
            """
            screen: Player
            body:
              ButtonView: { title: Play, image: { systemName: play.fill }, tintColor: "#112233", color: "#445566" }
            """)
        let svg = screen.picture.svg.components(separatedBy: "\n")
        #expect(svg.contains { $0.contains("play.fill") && $0.uppercased().contains("#112233") })
        #expect(svg.contains { $0.contains(">Play<") && $0.uppercased().contains("#445566") })
    }

    @Test func aDisabledButtonTakesItsDisabledColoursAndKeepsItsNormalOnesWithoutThem() throws {
        let written = try ScreenFixture(
            """
            screen: Login
            body:
              ButtonView:
                title: Log in
                enabled: false
                color: { normal: "#112233", disabled: "#445566" }
                backgroundColor: { normal: "#778899", disabled: "#AABBCC" }
            """)
        #expect(Self.fills(in: written.picture.svg).isSuperset(of: ["#445566", "#AABBCC"]))
        #expect(Self.fills(in: written.picture.svg).isDisjoint(with: ["#112233", "#778899"]))
        let unwritten = try ScreenFixture(
            """
            screen: Login
            body:
              ButtonView: { title: Log in, enabled: false, color: "#112233", backgroundColor: { normal: "#778899" } }
            """)
        #expect(Self.fills(in: unwritten.picture.svg).isSuperset(of: ["#112233", "#778899"]))
    }

    @Test func withoutColoursTheControlsKeepUIKitsOwn() throws {
        let screen = try ScreenFixture(
            """
            screen: Volume
            state: { level: { type: Float, default: 0.5 } }
            body:
              Slider: { value: $level }
            """)
        let svg = screen.picture.svg.components(separatedBy: "\n")
        #expect(svg.filter { $0.contains("<ellipse") }.map { Self.fills(in: $0) } == [["#FFFFFF"]])
        #expect(Self.fills(in: screen.picture.svg).contains("#007AFF"))
    }

    /// Every fill colour the picture paints, upper-cased.
    private static func fills(in svg: String) -> Set<String> {
        Set(
            svg.components(separatedBy: "fill=\"").dropFirst().compactMap { rest in
                rest.split(separator: "\"").first.map { $0.uppercased() }
            })
    }
}
