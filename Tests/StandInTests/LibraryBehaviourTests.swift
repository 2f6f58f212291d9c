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
            .text(
                bind: AnyViewBinding<(String, Int)>.combineLatest(name, age).map { (pair: (String, Int)) -> String in
                    "\(pair.0), \(pair.1)"
                }
            )
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
                AnySection(
                    id: DefaultSectionIdentifier(uniqueId: "fruits"), items: AnyViewBinding<[String]>.just(["apple"])
                ) { (item: String) in
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

    @Test(
        "every onReceiveRoute appends a receiver and the first that accepts an event wins (1.2.6 Navigation/EventRouting.swift, Core/Builder/Builder.swift)"
    )
    func receiversAppend() throws {
        enum TabRoute { case home }
        enum DetailRoute { case movie }
        var received: [String] = []
        let views = LabelView("Open")
            .onReceiveRoute(TabRoute.self) { (_: TabRoute) -> Bool in
                received.append("tab")
                return true
            }
            .onReceiveRoute(DetailRoute.self) { (_: DetailRoute) -> Bool in
                received.append("first detail")
                return true
            }
            .onReceiveRoute(DetailRoute.self) { (_: DetailRoute) -> Bool in
                received.append("second detail")
                return true
            }
        let label = try #require(views.build() as? UILabel)

        label.route(TabRoute.home, sender: nil)
        label.route(DetailRoute.movie, sender: nil)

        #expect(received == ["tab", "first detail"])
    }

    @Test("onTap is not throttled: two taps in a row run the handler twice (1.2.6 Core/Builder/Builder+Button.swift)")
    func onTapIsNotThrottled() {
        var taps = 0
        let button = ButtonView("Tap").onTap { _ in taps += 1 }.asBaseView()

        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(taps == 2)
    }

    @Test(
        "ButtonView.padding sets the configuration's content insets, not contentEdgeInsets (1.2.6 Core/Builder/Builder+Button.swift)"
    )
    func buttonPaddingUsesConfiguration() {
        let button = ButtonView("Pad").padding(top: 1, left: 2, bottom: 3, right: 4).asBaseView()

        #expect(
            button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(button.contentEdgeInsets == .zero)
    }

    @Test(
        "a LabelView's intrinsic size, which every layout asks for, sets numberOfLines to 0 (1.2.6 Core/Builder/Builder+Label.swift)"
    )
    func labelNumberOfLinesIsForcedToZero() {
        let label = LabelView("Long text").numberOfLines(1).asBaseView()
        #expect(label.numberOfLines == 1)

        _ = label.intrinsicContentSize

        #expect(label.numberOfLines == 0)
    }

    @Test(
        "dividers are .secondaryLabel, a DividerView's line sits 4 pt from the top and 4.5 pt from the bottom, a VerticalDivider is at least 8 pt wide (1.2.6 Core/Builder/Builder+Divider.swift, Builder+VerticalDivider.swift)"
    )
    func dividerDefaults() throws {
        let divider = DividerView().asBaseView()
        let line = try #require(divider.subviews.first)
        #expect(line.backgroundColor == UIColor.secondaryLabel)
        #expect(line.frame.minY == 4)
        #expect(divider.frame.height - line.frame.maxY == 4.5)
        #expect(divider.backgroundColor == UIColor.clear)

        let vertical = VerticalDivider(width: 1).asBaseView()
        #expect(vertical.subviews.first?.backgroundColor == UIColor.secondaryLabel)
        #expect(vertical.intrinsicContentSize.width == 8)
        #expect(VerticalDivider(width: 12).asBaseView().intrinsicContentSize.width == 12)
    }

    @Test(
        "ImageView(url:placeholder:) with a URL? shows the placeholder only when the URL is nil; with a String, whenever it loads (1.2.6 Core/Builder/Builder+Image.swift)"
    )
    func urlImagePlaceholder() {
        let placeholder = UIImage(systemName: "film")
        let url = URL(string: "https://example.com/dune.png")

        #expect(ImageView(url: url, placeholder: placeholder).asBaseView().image == nil)
        #expect(ImageView(url: nil as URL?, placeholder: placeholder).asBaseView().image === placeholder)
        #expect(
            ImageView(url: "https://example.com/dune.png", placeholder: placeholder).asBaseView().image === placeholder)
        #expect(ImageView(url: nil as String?, placeholder: placeholder).asBaseView().image === placeholder)
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

    @Test(
        "DefaultRouter runs a push's completion when the pushed controller is popped, not when it is pushed (1.2.6 Navigation/Router.swift)"
    )
    func pushCompletionRunsOnPop() {
        let router = DefaultRouter()
        var completed: [String] = []
        router.setRoot(LabelView("Home").toPresentable())
        router.push(LabelView("First").toPresentable(), completion: { completed.append("first") })
        router.push(LabelView("Second").toPresentable(), completion: { completed.append("second") })
        #expect(completed.isEmpty)

        router.pop()
        #expect(completed == ["second"])
        router.popToRoot()
        #expect(completed == ["second", "first"])
        #expect(router.navigationController.viewControllers.count == 1)
    }

    @Test("the text rendering escapes quotes, backslashes and non-ASCII scalars")
    func renderingEscapes() {
        let node = RecordedNode("LabelView", ["text": "say \"hi\"\\ é\n", "id": "x"])
        #expect(node.description == #"LabelView id="x" text="say \"hi\"\\ \u{E9}\u{A}""#)
    }
}
