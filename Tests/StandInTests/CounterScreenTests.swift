@_spi(StandIn) import ConstruktKit
import ConstruktKitRecording
import Testing
import UIKit

@Suite("A hand-written screen built through the stand-ins")
@MainActor
struct CounterScreenTests {
    @Test("builds the tree the recorder renders")
    func initialTree() {
        let root = CounterScreen(viewModel: CounterScreenViewModel()).build()
        #expect(
            ViewTreeRecorder.record(root).description == """
                Screen
                  VStackView
                    LabelView id="title" text="Counter"
                    LabelView text="Count: 0"
                    HStackView
                      ButtonView enabled="true" id="go" text="Go"
                      Toggle enabled="true" isOn="false"
                      SpacerView
                    LabelView hidden="true" text="Details"
                    TextField enabled="true" placeholder="Name" text=""
                    CollectionView
                      AnySection id="fruits"
                        Header
                          LabelView text="Fruits"
                        AnyCell id="a"
                          LabelView text="Apple"
                        AnyCell id="b"
                          LabelView text="Banana"
                """)
    }

    @Test("a tap runs the button's handler and the bound label follows at once")
    func tapUpdatesBoundLabel() throws {
        let viewModel = CounterScreenViewModel()
        let root = CounterScreen(viewModel: viewModel).build()
        let before = ViewTreeRecorder.record(root)
        let button = try #require(firstView(UIButton.self, in: root) { $0.accessibilityIdentifier == "go" })

        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(viewModel.count == 2)
        var expected = before
        expected.children[0].children[1].attributes["text"] = "Count: 2"
        #expect(ViewTreeRecorder.record(root) == expected)
    }

    @Test("state written by the view model reaches the views, and user input reaches the state")
    func twoWayBindings() throws {
        let viewModel = CounterScreenViewModel()
        let root = CounterScreen(viewModel: viewModel).build()
        let toggle = try #require(firstView(_ToggleView.self, in: root))
        let details = try #require(firstView(UILabel.self, in: root) { $0.text == "Details" })
        let field = try #require(firstView(UITextField.self, in: root))

        toggle.setOn(true, animated: false)
        toggle.sendActions(for: .valueChanged)
        #expect(viewModel.showDetails)
        #expect(!details.isHidden)

        viewModel.showDetails = false
        #expect(!toggle.isOn)
        #expect(details.isHidden)

        field.text = "Ada"
        field.sendActions(for: .editingChanged)
        #expect(viewModel.name == "Ada")
        viewModel.name = "Grace"
        #expect(field.text == "Grace")
    }

    @Test("a list follows its items binding, and selecting a cell runs the section's onSelect")
    func collectionFollowsItems() throws {
        let viewModel = CounterScreenViewModel()
        let root = CounterScreen(viewModel: viewModel).build()
        let list = try #require(firstView(CollectionViewWrapperView.self, in: root))

        viewModel.fruits.append(Fruit(id: "c", name: "Cherry"))
        list.standInSelectItem(at: IndexPath(item: 2, section: 0))

        #expect(viewModel.selected == ["c"])
        let section = ViewTreeRecorder.record(list).children[0]
        #expect(
            section.children.map(\.description) == [
                "Header\n  LabelView text=\"Fruits\"",
                "AnyCell id=\"a\"\n  LabelView text=\"Apple\"",
                "AnyCell id=\"b\"\n  LabelView text=\"Banana\"",
                "AnyCell id=\"c\"\n  LabelView text=\"Cherry\"",
            ])
    }

    @Test("the root's host lifecycle handlers fire from the hosting controller")
    func hostLifecycle() {
        var events: [String] = []
        let controller = LabelView("Hi")
            .onHostDidLoad { events.append("load") }
            .onHostWillAppear { (animated: Bool) in events.append("appear \(animated)") }
            .toPresentable(title: "Greeting")

        controller.beginAppearanceTransition(true, animated: false)

        #expect(events == ["load", "appear false"])
        #expect(controller.title == "Greeting")
        #expect(controller is LifecycleHostController)
    }
}
