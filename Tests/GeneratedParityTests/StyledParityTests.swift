import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Styled two ways, as CounterParityTests does for Counter: typing into the
/// two-way field, flipping the two-way toggle and tapping buttons, on the generated Swift and on the
/// headless runtime, comparing trees (`RecordedForm`) and state after every step. The live `if`
/// rebuilds its branch as the toggle flips; the constant `if` and `forEach` follow the params. The
/// screen is hosted and appears first, so its onLoad and onAppear hooks run, as they do when the
/// runtime's session starts.
@Suite("Styled: the generated Swift and the headless runtime agree")
@MainActor
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

    func run(_ steps: [Step], viewModel: StyledViewModel = StyledViewModel(), params: [String: RuntimeValue] = [:])
        throws
    {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Styled" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: params)
        var doubled = 0
        _ = viewModel.doubled.observe { _ in doubled += 1 }
        // Hosted and appearing, as the runtime's session starts with onLoad then onAppear.
        let controller = Styled(viewModel: viewModel).toPresentable()
        controller.beginAppearanceTransition(true, animated: false)
        let root = try #require(controller.view.subviews.first)

        func expectSame(after step: String) {
            #expect(
                RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree),
                "trees differ after \(step)")
            #expect(session.instance.state["name"] == .string(viewModel.name), "name differs after \(step)")
            #expect(session.instance.state["agreed"] == .bool(viewModel.agreed), "agreed differs after \(step)")
            #expect(session.instance.state["sent"] == .int(viewModel.sent), "sent differs after \(step)")
            #expect(
                session.instance.emissions.filter { $0.signal == "doubled" }.count == doubled,
                "doubled emissions differ after \(step)")
        }

        expectSame(after: "building")
        for step in steps {
            switch step {
            case .type(let text):
                let field = try #require(
                    firstView(UITextField.self, in: root) { $0.accessibilityIdentifier == "field" })
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

    @Test("constant params choose the if branch and the list once; a live if follows the state")
    func constantAndLiveConditions() throws {
        try run(
            [.flipToggle, .type("Ada"), .flipToggle],
            viewModel: StyledViewModel(greeting: "Hi", tags: ["a", "b", "c"], showTags: false),
            params: [
                "greeting": .string("Hi"), "tags": .list([.string("a"), .string("b"), .string("c")]),
                "showTags": .bool(false),
            ]
        )
        try run([.flipToggle], viewModel: StyledViewModel(tags: []), params: ["tags": .list([])])
    }

    @Test("confirm reads a derived value inside its transaction and sends another action")
    func confirmSendsWhenAllowed() throws {
        try run([.tap("Confirm"), .type("Ada"), .tap("Confirm"), .flipToggle, .tap("Confirm"), .tap("Confirm")])
    }

    @Test("an event's own statements run as one transaction: set, if and emit")
    func eventStatements() throws {
        try run([.tap("Double"), .flipToggle, .type("Ada"), .tap("Send"), .tap("Double"), .tap("Double")])
        try run(
            Array(repeating: .tap("Double"), count: 8) + [.flipToggle, .type("x"), .tap("Send")]
                + Array(repeating: .tap("Double"), count: 9))
    }

    @Test("reset takes the if branch or the else branch by state")
    func resetBranches() throws {
        try run([.tap("Reset"), .flipToggle, .type("Ada"), .tap("Send"), .tap("Reset"), .tap("Reset")])
    }
}
