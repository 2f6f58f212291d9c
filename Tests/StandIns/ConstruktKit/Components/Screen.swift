import UIKit

/// A page: content, an optional custom navigation bar and an overlay behind the content. A
/// ViewBuilder, so ⚠ no padding and no onAppear. Its view holds, back to front, the overlay's
/// views, then the bar's and the content's: the bar first by default, the content first with
/// `contentUnderNavBar(false)` (the bar floats on top). (1.2.6 builds a ZStackView holding the
/// overlay and a VStackView of bar and content, or the content and a top-positioned bar; the
/// stand-in leaves those layout wrappers out, so recorded trees show only what the screen wrote.)
// construkt-api.md §3, §7
public struct Screen: ViewBuilder {
    private var content: [View]
    private var bar: [View] = []
    private var overlayViews: [View] = []
    private var background: UIColor?
    private var underNavBar = true

    public init(@ViewResultBuilder content: () -> ViewConvertable) {
        self.content = content().asViews()
    }

    public var body: View {
        let view = Modified(ScreenView())
        view.backgroundColor = background
        (overlayViews + (underNavBar ? bar + content : content + bar)).forEach { view.embed($0) }
        return view
    }

    public func navigationBar(@ViewResultBuilder bar: () -> ViewConvertable) -> Screen {
        var copy = self
        copy.bar = bar().asViews()
        return copy
    }

    public func backgroundColor(_ color: UIColor?) -> Screen {
        var copy = self
        copy.background = color
        return copy
    }

    /// Drawn behind the content.
    public func overlay(@ViewResultBuilder _ overlay: () -> ViewConvertable) -> Screen {
        var copy = self
        copy.overlayViews = overlay().asViews()
        return copy
    }

    /// true (default): the bar sits above the content; false: the content fills the screen.
    public func contentUnderNavBar(_ value: Bool = true) -> Screen {
        var copy = self
        copy.underNavBar = value
        return copy
    }

    /// Unused by 1.2.6.
    public func contentMargins(bottom: CGFloat) -> Screen {
        self
    }
}

/// The view a Screen builds (the recorder names it "Screen").
@_spi(StandIn) public final class ScreenView: UIView {}
