import ConstruktRuntime
import Testing
import UIKit

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Stretch: a live `height:` and `width:` change the size constraint
/// ConstruktKit's `.height(_:)`/`.width(_:)` made (found by its identifier), to the value the
/// runtime computes, as a stretchy header needs; in a `{ min: … }` or `{ max: …, priority: … }`
/// form, the bound's constraint (`minwidth`, `maxheight`) at the priority written.
@Suite("Stretch: live sizes update ConstruktKit's size constraints as the runtime says")
@MainActor
struct LiveSizeParityTests {
    @Test("a live height and width, before and after the state they read changes")
    func liveSizesFollowTheirState() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Stretch" })
        let viewModel = StretchViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        let root = Stretch(viewModel: viewModel).build()
        var driver = try ParityDriver(app: "Tests/EmitterScreens", screen: "Stretch", root: root, state: mirror.state)
        #expect(Self.size("height", of: "hero", in: root) == 450)
        #expect(Self.size("width", of: "wide", in: root) == 300)
        #expect(Self.size("minwidth", of: "caption", in: root) == 450)
        #expect(Self.size("maxheight", of: "caption", in: root) == 225)
        #expect(Self.constraint("maxheight", of: "caption", in: root)?.priority == UILayoutPriority(750))
        try driver.run([.tap(text: "Pull")])
        #expect(driver.session.instance.derived.values["tall"] == .double(500))
        #expect(Self.size("height", of: "hero", in: root) == 500)
        #expect(Self.size("width", of: "wide", in: root) == 250)
        #expect(Self.size("minwidth", of: "caption", in: root) == 500)
        #expect(Self.size("maxheight", of: "caption", in: root) == 250)
    }

    @Test("a FixedSpacerView without a height is 16 points high, as the runtime and Docs/components.md say")
    func fixedSpacerHasItsDefaultHeight() throws {
        let root = Stretch(viewModel: StretchViewModel()).build()
        let gap = try #require(Self.view(id: "gap", in: root))
        #expect(gap.constraints.map(\.constant) == [16])
    }

    /// The view with that accessibility identifier.
    private static func view(id: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == id { return view }
        return view.subviews.lazy.compactMap { Self.view(id: id, in: $0) }.first
    }

    /// The constant of the view's constraint with that identifier, for the view with that accessibility identifier.
    private static func size(_ identifier: String, of id: String, in view: UIView) -> CGFloat? {
        constraint(identifier, of: id, in: view)?.constant
    }

    /// The view's constraint with that identifier, for the view with that accessibility identifier.
    private static func constraint(_ identifier: String, of id: String, in view: UIView) -> NSLayoutConstraint? {
        if view.accessibilityIdentifier == id {
            return view.constraints.first { $0.identifier == identifier }
        }
        return view.subviews.lazy.compactMap { constraint(identifier, of: id, in: $0) }.first
    }
}
