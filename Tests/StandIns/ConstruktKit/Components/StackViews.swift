import UIKit

/// A vertical UIStackView (alignment `.fill`).
// construkt-api.md §3
public struct VStackView: ModifiableView {
    public let modifiableView = Modified(BuilderInternalUIStackView()) {
        $0.axis = .vertical
        $0.distribution = .fill
        $0.alignment = .fill
        $0.spacing = UIStackView.spacingUseSystem
    }

    public init(spacing: CGFloat = UIStackView.spacingUseSystem, @ViewResultBuilder _ builder: () -> ViewConvertable) {
        modifiableView.spacing = spacing
        builder().asViews().forEach { modifiableView.addArrangedSubview($0) }
    }

    public init(_ convertableViews: [ViewConvertable]) {
        convertableViews.asViews().forEach { modifiableView.addArrangedSubview($0) }
    }

    public init(_ builder: AnyIndexableViewBuilder) {
        subscribe(to: builder)
    }

    public init<B: ViewBinding>(_ binding: B) where B.Value == [View] {
        onReceive(binding) { $0.view.reset(to: $0.value) }
    }
}

/// A horizontal UIStackView (alignment `.fill`). ⚠ `spacing:` is ignored (bug in 1.2.6): chain
/// `.spacing(n)`.
// construkt-api.md §3
public struct HStackView: ModifiableView {
    public let modifiableView = Modified(BuilderInternalUIStackView()) {
        $0.axis = .horizontal
        $0.distribution = .fill
        $0.alignment = .fill
        $0.spacing = UIStackView.spacingUseSystem
    }

    public init(spacing: CGFloat = UIStackView.spacingUseSystem, @ViewResultBuilder _ builder: () -> ViewConvertable) {
        builder().asViews().forEach { modifiableView.addArrangedSubview($0) }
    }

    public init(_ convertableViews: [ViewConvertable]) {
        convertableViews.asViews().forEach { modifiableView.addArrangedSubview($0) }
    }

    public init(_ builder: AnyIndexableViewBuilder) {
        subscribe(to: builder)
    }
}

/// The stacks' UIStackView: route receiving (and paddable, as every UIStackView).
// construkt-api.md §3, §4 (onAppear)
public class BuilderInternalUIStackView: UIStackView, ViewBuilderRouteReceiving {}

// construkt-api.md §4 (UIStackView)
extension ModifiableView where Base: UIStackView {
    /// A stack's own overload for a colour that is not optional, as 1.2.6 has it.
    @discardableResult
    public func backgroundColor(_ color: UIColor) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.backgroundColor, value: color)
    }

    @discardableResult
    public func alignment(_ alignment: UIStackView.Alignment) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.alignment, value: alignment)
    }

    @discardableResult
    public func distribution(_ distribution: UIStackView.Distribution) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.distribution, value: distribution)
    }

    @discardableResult
    public func spacing(_ spacing: CGFloat) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.spacing, value: spacing)
    }

    @discardableResult
    public func customSpacing(_ spacing: CGFloat, after view: UIView) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.setCustomSpacing(spacing, after: view) }
    }

    @discardableResult
    public func layoutMarginsRelativeArrangement(_ value: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isLayoutMarginsRelativeArrangement, value: value)
    }

    /// Shows the builder's views and follows its updates.
    func subscribe(to builder: AnyIndexableViewBuilder) {
        let stack = modifiableView
        stack.reset(to: builder.asViews())
        builder.updated?.observe(on: .main) { [weak stack] _ in
            stack?.reset(to: builder.asViews())
        }
        .store(in: stack.cancelBag)
    }
}
