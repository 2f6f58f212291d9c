import UIKit

/// Children overlay each other and fill the container unless they use `.position`/`.margins`.
// construkt-api.md §3
public struct ContainerView: ModifiableView {
    public var modifiableView = Modified(BuilderInternalContainerView()) {
        $0.backgroundColor = UIColor.clear
        $0.isUserInteractionEnabled = true
    }

    public init(_ view: View? = nil) {
        if let view = view {
            modifiableView.embed(view)
        }
    }

    public init(@ViewResultBuilder _ builder: () -> ViewConvertable) {
        builder().asViews().forEach { modifiableView.embed($0) }
    }
}

// construkt-api.md §3: `typealias ZStackView = ContainerView`.
public typealias ZStackView = ContainerView

/// A container whose content is rebuilt from every emission of a binding.
// construkt-api.md §3: DynamicContainerView is a ContainerView alias.
public typealias DynamicContainerView = ContainerView

// construkt-api.md §3: `DynamicContainerView(_ binding, @ViewResultBuilder _ b: @escaping (Value) -> ViewConvertable)`.
// As 1.2.6's `BuilderInternalContainerView.transition(to:)`: before the container is in a
// superview, what it builds is all its content; after, only the first view of what it builds
// replaces the content, and nothing built leaves the content as it was.
extension ContainerView {
    public init<B: ViewBinding>(_ binding: B, @ViewResultBuilder _ builder: @escaping (_ value: B.Value) -> ViewConvertable) {
        onReceive(binding) { context in
            let views = builder(context.value).asViews()
            if context.view.superview == nil {
                context.view.empty()
                views.forEach { context.view.embed($0) }
            } else if let first = views.first {
                context.view.empty()
                context.view.embed(first)
            }
        }
    }
}

/// ContainerView's view: paddable and route receiving.
// construkt-api.md §3, §4 (padding, onAppear)
public class BuilderInternalContainerView: UIView, ViewBuilderPaddable, ViewBuilderRouteReceiving {
    public func setPadding(_ padding: UIEdgeInsets) {
        store(padding, for: "padding")
    }
}

// catalog ContainerView.defaults (CATALOG-FORMAT.md §19: public in 1.2.6 is not confirmed).
extension ModifiableView where Base: BuilderInternalContainerView {
    @discardableResult
    public func defaultPosition(_ position: UIView.EmbedPosition) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(position, for: "defaultPosition") }
    }

    @discardableResult
    public func defaultSafeArea(_ safeArea: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(safeArea, for: "defaultSafeArea") }
    }
}
