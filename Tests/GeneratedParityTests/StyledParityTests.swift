import ConstruktKitRecording
import ConstruktRuntime
@testable import GeneratedSamples
import Testing
import UIKit

/// Tests/EmitterScreens/Styled two ways, as CounterParityTests does for Counter: typing into the
/// two-way field, flipping the two-way toggle and tapping buttons, on the generated Swift and on the
/// headless runtime, comparing trees and state after every step.
@Suite("Styled: the generated Swift and the headless runtime agree")
struct StyledParityTests {
    /// One user step.
    enum Step: CustomStringConvertible {
        case type(String)
        case flipToggle
        case tap(String)

        var description: String {
            switch self {
            case .type(let text): "typing \(text)"
            case .flipToggle: "flipping the toggle"
            case .tap(let title): "tapping \(title)"
            }
        }
    }

    func run(_ steps: [Step]) throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Styled" })
        var session = try ScreenSession(catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
        let viewModel = StyledViewModel()
        let root = Styled(viewModel: viewModel).build()

        func expectSame(after step: String) {
            #expect(ViewTreeRecorder.record(root) == RecordedForm.of(session.tree), "trees differ after \(step)")
            #expect(session.instance.state["name"] == .string(viewModel.name), "name differs after \(step)")
            #expect(session.instance.state["agreed"] == .bool(viewModel.agreed), "agreed differs after \(step)")
            #expect(session.instance.state["sent"] == .int(viewModel.sent), "sent differs after \(step)")
        }

        expectSame(after: "building")
        for step in steps {
            switch step {
            case .type(let text):
                let field = try #require(firstView(UITextField.self, in: root) { $0.accessibilityIdentifier == "field" })
                field.text = text
                field.sendActions(for: .editingChanged)
                try session.type(text, into: NodeQuery(id: "field"))
            case .flipToggle:
                let toggle = try #require(firstView(UISwitch.self, in: root))
                toggle.setOn(!toggle.isOn, animated: false)
                toggle.sendActions(for: .valueChanged)
                try session.tap(NodeQuery(type: "Toggle"))
            case .tap(let title):
                let button = try #require(firstView(UIButton.self, in: root) { $0.title(for: .normal) == title })
                if button.isEnabled { button.sendActions(for: .touchUpInside) }
                try session.tap(NodeQuery(text: title))
            }
            expectSame(after: step.description)
        }
    }

    @Test("typing, agreeing and sending")
    func typingAgreeingSending() throws {
        try run([.type("Ada"), .tap("Send"), .flipToggle, .tap("Send"), .type("Grace"), .tap("Send"), .tap("Send")])
    }

    @Test("reset takes the if branch or the else branch by state")
    func resetBranches() throws {
        try run([.tap("Reset"), .flipToggle, .type("Ada"), .tap("Send"), .tap("Reset"), .tap("Reset")])
    }
}
