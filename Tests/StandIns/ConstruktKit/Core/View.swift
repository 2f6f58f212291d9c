import UIKit

/// Anything that can stand in a view builder: one view, an array of views, ForEach, Group.
// construkt-api.md §2
public protocol ViewConvertable {
    func asViews() -> [View]
}

/// A value that builds a UIView.
// construkt-api.md §2
public protocol View: ViewConvertable {
    func build() -> UIView
    func callAsFunction() -> UIView
}

// construkt-api.md §2: every View is ViewConvertable; `v()` is `v.build()`.
extension View {
    public func asViews() -> [View] {
        [build()]
    }

    public func callAsFunction() -> UIView {
        build()
    }
}

// construkt-api.md §2: `[View]` is ViewConvertable.
extension Array: ViewConvertable where Element == View {
    public func asViews() -> [View] { self }
}

// construkt-api.md §2: an array of convertibles flattens.
extension Array where Element == ViewConvertable {
    public func asViews() -> [View] { flatMap { $0.asViews() } }
}

// construkt-api.md §2: `[View].build()` returns the element itself, or an edge-pinned container
// when there are several.
extension Array where Element == View {
    @MainActor
    public func build() -> UIView {
        if count == 1 {
            return self[0].build()
        }
        let container = PinnedGroupView()
        forEach { container.addSubview($0.build()) }
        return container
    }
}

/// The container `[View].build()` makes for several views; the recorder hoists its children.
@_spi(StandIn) public final class PinnedGroupView: UIView {}

/// A View whose UIView is known up front, so modifiers can reach it.
// construkt-api.md §2
public protocol ModifiableView: View {
    associatedtype Base: UIView
    var modifiableView: Base { get }
}

// construkt-api.md §2, §4 (escape hatches: with, perform, reference)
extension ModifiableView {
    public func asBaseView() -> Base {
        modifiableView
    }

    public func build() -> UIView {
        modifiableView
    }

    @discardableResult
    public func reference<V: UIView>(_ view: inout V?) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { view = $0 as? V }
    }

    @discardableResult
    public func with(_ modifier: (_ view: Base) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView, modifier: modifier)
    }

    @discardableResult
    public func perform(_ modifier: (_ view: Base) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView, modifier: modifier)
    }

    @discardableResult
    public func set<Value>(keyPath: ReferenceWritableKeyPath<Base, Value>, value: Value) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: keyPath, value: value)
    }
}

// construkt-api.md §2: raw UIViews can go in builders.
extension UIView: ModifiableView {
    public var modifiableView: UIView { self }

    public func build() -> UIView { self }

    /// Not the `ViewConvertable` witness (its element type differs); an overload, as in 1.2.6.
    public func asViews() -> [UIView] { [self] }
}

/// What every modifier returns: the view, typed as its class.
// construkt-api.md §2
public struct ViewModifier<Base: UIView>: ModifiableView {
    public let modifiableView: Base

    public init(_ view: Base) {
        modifiableView = view
    }

    public init(_ view: View) where Base == UIView {
        modifiableView = view()
    }

    public init(_ view: Base, modifier: (_ view: Base) -> Void) {
        modifiableView = view
        modifier(view)
    }

    public init<Value>(_ view: Base, keyPath: ReferenceWritableKeyPath<Base, Value>, value: Value) {
        modifiableView = view
        modifiableView[keyPath: keyPath] = value
    }
}

// construkt-api.md §2: `With(UIActivityIndicatorView(style: .large)) { $0.startAnimating() }`.
public typealias With = ViewModifier

/// Turns off autoresizing masks, then runs `modify`.
// construkt-api.md §2
public func Modified<T: UIView>(_ instance: T, modify: ((_ instance: T) -> Void)? = nil) -> T {
    instance.translatesAutoresizingMaskIntoConstraints = false
    modify?(instance)
    return instance
}

/// A custom component: `struct X: ViewBuilder { var body: View { … } }`. `body` is not a result
/// builder.
// construkt-api.md §2
public protocol ViewBuilder: ModifiableView {
    var body: View { get }
}

// construkt-api.md §2: a ViewBuilder's Base is UIView.
extension ViewBuilder {
    public var modifiableView: UIView {
        body()
    }

    public func build() -> UIView {
        body()
    }
}

/// Defaults the components read when they are built.
// construkt-api.md §2
public struct ViewBuilderEnvironment {
    public static var defaultButtonFont: UIFont?
    public static var defaultButtonColor: UIColor?
    public static var defaultLabelFont: UIFont?
    public static var defaultLabelColor: UIColor?
    public static var defaultLabelSecondaryColor: UIColor?
    public static var defaultSeparatorColor: UIColor?
}
