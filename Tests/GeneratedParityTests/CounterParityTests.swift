import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import CounterSample

/// Samples/Counter two ways: the Swift construkt-gen generated (Tests/GeneratedSamples, built
/// through the stand-ins) and the headless runtime, fed the same params and the same taps. After
/// building and after every tap, the recorded view tree must equal the runtime's tree (in
/// `RecordedForm`), the view model's state the runtime's state, and the signals sent the
/// runtime's emissions.
@Suite("Counter: the generated Swift and the headless runtime agree")
@MainActor
struct CounterParityTests {
    /// A user's tap on the button that has this id or title, on both sides. As UIKit does for a
    /// finger, a disabled button ignores it (`sendActions` alone would fire regardless).
    struct Tap: CustomStringConvertible {
        var id: String?
        var text: String?

        var query: NodeQuery { NodeQuery(text: text, id: id) }
        var description: String { query.description }
    }

    /// The generated screen, built, with what its signals sent.
    @MainActor
    final class GeneratedSide {
        let viewModel: CounterViewModel
        let root: UIView
        var resets = 0

        init(viewModel: CounterViewModel) {
            self.viewModel = viewModel
            root = Counter(viewModel: viewModel).build()
            _ = viewModel.resetRequested.observe { [unowned self] _ in self.resets += 1 }
        }

        func tap(_ tap: Tap) throws {
            let button = try #require(
                firstView(UIButton.self, in: root) { button in
                    (tap.id == nil || button.accessibilityIdentifier == tap.id)
                        && (tap.text == nil || button.title(for: .normal) == tap.text)
                }, "no button for \(tap)")
            if button.isEnabled { button.sendActions(for: .touchUpInside) }
        }
    }

    /// Runs `taps` on both sides, comparing them before the first and after each one.
    func compare(viewModel: CounterViewModel, params: [String: RuntimeValue], taps: [Tap]) throws {
        let app = try SampleLoading.app(in: "Samples/Counter")
        let screen = try #require(app.screens.first { $0.name == "Counter" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: params)
        let generated = GeneratedSide(viewModel: viewModel)

        func expectSame(after step: String) {
            #expect(
                RecordedForm.generated(ViewTreeRecorder.record(generated.root)) == RecordedForm.of(session.tree),
                "trees differ after \(step)")
            #expect(session.instance.state["count"] == .int(generated.viewModel.count), "count differs after \(step)")
            let runtimeResets = session.instance.emissions.filter { $0.signal == "resetRequested" }.count
            #expect(generated.resets == runtimeResets, "resetRequested emissions differ after \(step)")
        }

        expectSame(after: "building")
        for tap in taps {
            try generated.tap(tap)
            try session.tap(tap.query)
            expectSame(after: "tapping \(tap)")
        }
    }

    @Test("counting up and down (Counter.scenario.yaml)")
    func counting() throws {
        try compare(
            viewModel: CounterViewModel(title: "Taps"),
            params: ["title": .string("Taps")],
            taps: [Tap(id: "more"), Tap(id: "more"), Tap(text: "+"), Tap(id: "less")]
        )
    }

    @Test("decrement is disabled at zero (CounterAtZero.scenario.yaml)")
    func disabledAtZero() throws {
        try compare(
            viewModel: CounterViewModel(title: "Taps"),
            params: ["title": .string("Taps")],
            taps: [Tap(id: "less"), Tap(id: "more"), Tap(id: "less"), Tap(id: "less")]
        )
    }

    @Test("reset goes back to the start and emits resetRequested (CounterReset.scenario.yaml)")
    func reset() throws {
        try compare(
            viewModel: CounterViewModel(title: "Score", start: 5),
            params: ["title": .string("Score"), "start": .int(5)],
            taps: [Tap(id: "more"), Tap(text: "Reset"), Tap(id: "less"), Tap(text: "Reset")]
        )
    }

    @Test("an action that would overflow is rejected on both sides and changes nothing")
    func overflowIsRejected() throws {
        try compare(
            viewModel: CounterViewModel(title: "Big", start: Int.max),
            params: ["title": .string("Big"), "start": .int(Int.max)],
            taps: [Tap(id: "more"), Tap(id: "less"), Tap(id: "more"), Tap(id: "more")]
        )
    }

    @Test("the generated file shows the tree the scenario expects")
    func initialTree() {
        let root = Counter(viewModel: CounterViewModel(title: "Taps")).build()
        #expect(
            ViewTreeRecorder.record(root).description == """
                ContainerView
                  VStackView
                    LabelView text="Taps: 0"
                    HStackView
                      ButtonView enabled="false" id="less" text="-"
                      ButtonView enabled="true" id="more" text="+"
                    ButtonView enabled="false" text="Reset"
                    SpacerView
                """)
    }
}
