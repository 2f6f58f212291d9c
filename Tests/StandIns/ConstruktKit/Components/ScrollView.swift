import UIKit

/// A scroll view around its content.
// construkt-api.md §3
public struct ScrollView: ModifiableView {
    public var modifiableView = Modified(BuilderInternalScrollView())

    public init(_ view: View?, padding: UIEdgeInsets? = nil, safeArea: Bool = false) {
        if let view = view {
            modifiableView.embed(view, padding: padding, safeArea: safeArea)
        }
    }

    public init(padding: UIEdgeInsets? = nil, safeArea: Bool = false, @ViewResultBuilder _ builder: () -> ViewConvertable) {
        modifiableView.embed(builder().asViews(), padding: padding, safeArea: safeArea)
    }
}

/// A ScrollView that pins its content's width.
// construkt-api.md §3
public struct VerticalScrollView: ModifiableView {
    public var modifiableView = Modified(BuilderVerticalScrollView())

    public init(_ view: View?, padding: UIEdgeInsets? = nil, safeArea: Bool = false) {
        if let view = view {
            modifiableView.embed(view, padding: padding, safeArea: safeArea)
        }
    }

    public init(padding: UIEdgeInsets? = nil, safeArea: Bool = false, @ViewResultBuilder _ builder: () -> ViewConvertable) {
        modifiableView.embed(builder().asViews(), padding: padding, safeArea: safeArea)
    }
}

/// ScrollView's UIScrollView.
// construkt-api.md §3
public class BuilderInternalScrollView: UIScrollView {
    /// The view is its own scroll delegate in 1.2.6, so an offset it is set to reaches its
    /// `onDidScroll` closure.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        standInDidScroll = { scrollView in
            let handler: ((ViewBuilderContext<UIScrollView>) -> Void)? = (scrollView as? BuilderInternalScrollView)?.storedValue("onDidScroll")
            handler?(ViewBuilderContext(view: scrollView))
        }
    }

    /// Not 1.2.6: a drag to a vertical content offset, which calls the `onDidScroll` closure as
    /// the view's own scrollViewDidScroll does.
    @_spi(StandIn) public func standInScroll(toOffset y: CGFloat) {
        contentOffset = CGPoint(x: contentOffset.x, y: y)
        let handler: ((ViewBuilderContext<UIScrollView>) -> Void)? = storedValue("onDidScroll")
        handler?(ViewBuilderContext(view: self))
    }
}

/// VerticalScrollView's UIScrollView.
// construkt-api.md §3
public class BuilderVerticalScrollView: BuilderInternalScrollView {}

// construkt-api.md §4 (ScrollView); on BuilderInternalScrollView (CATALOG-FORMAT.md §19).
extension ModifiableView where Base: BuilderInternalScrollView {
    @discardableResult
    public func bounces(_ bounce: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.bounces, value: bounce)
    }

    @discardableResult
    public func showVerticalIndicator(_ show: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.showsVerticalScrollIndicator, value: show)
    }

    @discardableResult
    public func showHorizontalIndicator(_ show: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.showsHorizontalScrollIndicator, value: show)
    }

    @discardableResult
    public func onDidScroll(_ handler: @escaping (_ context: ViewBuilderContext<UIScrollView>) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(handler, for: "onDidScroll") }
    }

    @discardableResult
    public func automaticallyAdjustForKeyboard() -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }
}
