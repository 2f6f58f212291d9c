@_spi(StandIn) import UIKit

/// A compositional-layout collection with a diffable data source, built from sections. The
/// stand-in keeps the latest sections and builds cells when the recorder asks.
// construkt-api.md §6 (CollectionView)
public struct CollectionView: ModifiableView {
    public let modifiableView = Modified(CollectionViewWrapperView())

    public init(@AnySectionResultBuilder content: () -> AnyViewBinding<[SectionConfig]>) {
        let wrapper = modifiableView
        content().observe(on: .main) { [weak wrapper] sections in
            wrapper?.sections = sections
        }
        .store(in: wrapper.cancelBag)
    }

    /// Shows `content` (centred in a VStackView, built once) instead of the sections while `when`
    /// is true. ⚠ A struct method: it must come first.
    public func emptyState<B: ViewBinding>(when binding: B, @ViewResultBuilder _ content: @escaping () -> ViewConvertable) -> Self
    where B.Value == Bool {
        let wrapper = modifiableView
        let view = VStackView(content().asViews()).alignment(.center).build()
        binding.distinctUntilChanged().observe(on: .main) { [weak wrapper] show in
            wrapper?.updateEmptyState(show: show, view: view)
        }
        .store(in: wrapper.cancelBag)
        return self
    }
}

/// CollectionView's view; its UICollectionView is `collectionView`.
// construkt-api.md §6 (CollectionView)
public class CollectionViewWrapperView: UIView {
    public let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

    /// Not 1.2.6: the sections last emitted.
    @_spi(StandIn) public internal(set) var sections: [SectionConfig] = []

    /// Not 1.2.6: the empty state's view, once it has been shown.
    @_spi(StandIn) public private(set) var emptyStateView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(collectionView)
    }

    /// Shows the empty state's view and hides the collection, or the reverse.
    func updateEmptyState(show: Bool, view: UIView) {
        if show, emptyStateView == nil {
            addSubview(view)
            emptyStateView = view
        }
        emptyStateView?.isHidden = !show
        collectionView.isHidden = show
    }

    /// Not 1.2.6: what tapping the item at `indexPath` does (UICollectionViewDelegate's
    /// didSelectItemAt in 1.2.6).
    @_spi(StandIn) public func standInSelectItem(at indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.item) else { return }
        sections[indexPath.section].cells[indexPath.item].standInSelect(in: self)
    }
}

// construkt-api.md §6 (CollectionView modifiers). Scrolling is not modelled: the handlers are kept.
extension ModifiableView where Base: CollectionViewWrapperView {
    @discardableResult
    public func contentInset(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.collectionView.contentInset = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right) }
    }

    @discardableResult
    public func onRefresh<B: ViewBinding>(_ isRefreshing: B, action: @escaping () -> Void) -> ViewModifier<Base> where B.Value == Bool {
        ViewModifier(modifiableView) { $0.store(action, for: "onRefresh") }
    }

    @discardableResult
    public func onScroll(_ handler: @escaping (UIScrollView) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(handler, for: "onScroll") }
    }

    @discardableResult
    public func onWillBeginDragging(_ handler: @escaping (UIScrollView) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(handler, for: "onWillBeginDragging") }
    }

    @discardableResult
    public func onDidEndDragging(_ handler: @escaping (UIScrollView, Bool) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(handler, for: "onDidEndDragging") }
    }

    @discardableResult
    public func onDidEndDecelerating(_ handler: @escaping (UIScrollView) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(handler, for: "onDidEndDecelerating") }
    }
}
