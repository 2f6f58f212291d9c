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

    /// Shows `content` instead of the sections while `when` is true. ⚠ Must come first.
    public func emptyState<B: ViewBinding>(when binding: B, @ViewResultBuilder _ content: @escaping () -> ViewConvertable) -> Self
    where B.Value == Bool {
        let wrapper = modifiableView
        binding.observe(on: .main) { [weak wrapper] isEmpty in
            wrapper?.emptyStateViews = isEmpty ? content().asViews().map { $0() } : []
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

    /// Not 1.2.6: the empty state's views while it shows.
    @_spi(StandIn) public internal(set) var emptyStateViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(collectionView)
    }

    /// Not 1.2.6: what tapping the item at `indexPath` does (UICollectionViewDelegate's
    /// didSelectItemAt in 1.2.6).
    @_spi(StandIn) public func standInSelectItem(at indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.item) else { return }
        sections[indexPath.section].cells[indexPath.item].standInSelect()
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
        ViewModifier(modifiableView) { $0.appendHandler(action, for: "onRefresh") }
    }

    @discardableResult
    public func onScroll(_ handler: @escaping (UIScrollView) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.appendHandler(handler, for: "onScroll") }
    }

    @discardableResult
    public func onWillBeginDragging(_ handler: @escaping (UIScrollView) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.appendHandler(handler, for: "onWillBeginDragging") }
    }

    @discardableResult
    public func onDidEndDragging(_ handler: @escaping (UIScrollView, Bool) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.appendHandler(handler, for: "onDidEndDragging") }
    }

    @discardableResult
    public func onDidEndDecelerating(_ handler: @escaping (UIScrollView) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.appendHandler(handler, for: "onDidEndDecelerating") }
    }
}
