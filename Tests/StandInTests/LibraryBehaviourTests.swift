@_spi(StandIn) import ConstruktKit
import ConstruktKitRecording
import Testing
@_spi(StandIn) import UIKit

@Suite("ConstruktKit 1.2.6 behaviour the stand-in reproduces")
@MainActor
struct LibraryBehaviourTests {
    @Test("HStackView(spacing:) ignores its argument; VStackView(spacing:) and .spacing(n) do not")
    func hStackSpacingBug() throws {
        let ignored = try #require(HStackView(spacing: 8) { LabelView("a") }.build() as? UIStackView)
        let chained = try #require(HStackView { LabelView("a") }.spacing(8).build() as? UIStackView)
        let vertical = try #require(VStackView(spacing: 8) { LabelView("a") }.build() as? UIStackView)

        #expect(ignored.spacing == UIStackView.spacingUseSystem)
        #expect(chained.spacing == 8)
        #expect(vertical.spacing == 8)
    }

    @Test("highlighted(_:) and selected(_:) set isEnabled; the bind forms set their own state")
    func highlightedSelectedBug() throws {
        let button = ButtonView("x").highlighted(false).asBaseView()
        #expect(!button.isEnabled)
        #expect(!button.isHighlighted)

        let selected = Property(true)
        let bound = ButtonView("y").selected(bind: selected).asBaseView()
        #expect(bound.isSelected && bound.isEnabled)
    }

    @Test("a Property emits its current value on subscribe; a Signal does not replay")
    func propertyAndSignal() {
        let property = Property("first")
        let signal = Signal<Int>()
        var received: [String] = []
        let bag = CancelBag()

        property.observe { received.append($0) }.store(in: bag)
        signal.observe { received.append("signal \($0)") }.store(in: bag)
        property.wrappedValue = "second"
        signal.send(1)
        bag.cancel()
        property.wrappedValue = "third"

        #expect(received == ["first", "second", "signal 1"])
    }

    @Test("combineLatest emits once both bindings have a value, then on each change")
    func combineLatest() {
        let name = Property("Ada")
        let age = Property(36)
        let label = LabelView(nil)
            .text(bind: AnyViewBinding<(String, Int)>.combineLatest(name, age).map { (pair: (String, Int)) -> String in "\(pair.0), \(pair.1)" })
            .asBaseView()

        age.wrappedValue = 37
        #expect(label.text == "Ada, 37")
    }

    @Test("a binding dies with its view")
    func bindingDiesWithView() {
        let title = Property("a")
        weak var released: UILabel?
        do {
            let label = LabelView(title).asBaseView()
            released = label
        }
        title.wrappedValue = "b"
        #expect(released == nil)
    }

    @Test("onTapGesture and onRoute fire through the responder chain")
    func routing() throws {
        enum AppRoute { case details }
        var routed: [AppRoute] = []
        let views = VStackView {
            LabelView("Open").onRoute(AppRoute.details)
        }
        .onReceiveRoute(AppRoute.self) { (route: AppRoute) -> Bool in
            routed.append(route)
            return true
        }
        let root = views.build()
        let label = try #require(firstView(UILabel.self, in: root))
        let tap = try #require(label.gestureRecognizers?.first)

        tap.standInFire()

        #expect(routed == [.details])
    }

    @Test("a section's onRoute routes the selected item's event up the responder chain")
    func sectionRoute() throws {
        enum FruitRoute: Equatable { case fruit(String) }
        var routed: [FruitRoute] = []
        let views = ContainerView {
            CollectionView {
                AnySection(id: DefaultSectionIdentifier(uniqueId: "fruits"), items: AnyViewBinding<[String]>.just(["apple"])) { (item: String) in
                    AnyCell(item, id: item) { (item: String) in
                        LabelView(item)
                    }
                }
                .layout { CollectionLayoutSectionBuilder.list(itemHeight: .estimated(44)) }
                .onRoute { (item: String) -> FruitRoute in .fruit(item) }
            }
        }
        .onReceiveRoute(FruitRoute.self) { (route: FruitRoute) -> Bool in
            routed.append(route)
            return true
        }
        let list = try #require(firstView(CollectionViewWrapperView.self, in: views.build()))

        list.standInSelectItem(at: IndexPath(item: 0, section: 0))

        #expect(routed == [.fruit("apple")])
    }

    @Test("a router links the shown controller to its coordinator, which receives routed events")
    func coordinatorReceivesRoutes() throws {
        @MainActor
        final class AppCoordinator: BaseCoordinator, RouteHandlingCoordinator {
            typealias Event = String
            let router: ConstruktRouter = DefaultRouter()
            var received: [String] = []

            override func start() {
                router.setRoot(LabelView("Home").toPresentable(), receiver: self)
            }

            func canReceive(_ event: String, sender: Any?) -> Bool {
                received.append(event)
                router.push(LabelView(event).toPresentable(), receiver: self)
                return true
            }
        }
        let coordinator = AppCoordinator()
        coordinator.start()
        let home = try #require(coordinator.router.navigationController.topViewController)
        let label = try #require(firstView(UILabel.self, in: home.view))

        label.route("next", sender: nil)

        #expect(coordinator.received == ["next"])
        #expect(coordinator.router.navigationController.viewControllers.count == 2)
    }

    @Test("the text rendering escapes quotes, backslashes and non-ASCII scalars")
    func renderingEscapes() {
        let node = RecordedNode("LabelView", ["text": "say \"hi\"\\ é\n", "id": "x"])
        #expect(node.description == #"LabelView id="x" text="say \"hi\"\\ \u{E9}\u{A}""#)
    }
}
