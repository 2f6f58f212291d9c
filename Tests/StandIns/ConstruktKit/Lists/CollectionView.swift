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
    @_spi(StandIn) public internal(set) var sections: [SectionConfig] = [] {
        didSet { collectionView.standInItemCounts = sections.map(\.cells.count) }
    }

    /// Not 1.2.6: the item identifiers the last snapshot holds more than once, in any two of its
    /// sections or in one. UIKit's diffable data source traps on them ("supplied item identifiers
    /// are not unique"); the stand-in lists them for a test to see.
    @_spi(StandIn) public var standInRepeatedIdentifiers: [AnyHashable] {
        var seen: Set<AnyHashable> = []
        return sections.flatMap(\.cells).map(\.id).filter { !seen.insert($0).inserted }
    }

    /// Not 1.2.6: the carousels whose layout has reported its visible items, by section id.
    var standInLaidOutCarousels: Set<String> = []

    /// Not 1.2.6: the empty state's view, once it has been shown.
    @_spi(StandIn) public private(set) var emptyStateView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(collectionView)
        collectionView.standInDidScrollToItem = { [weak self] indexPath in self?.standInScrolled(to: indexPath) }
        collectionView.standInDidScroll = { [weak self] scrollView in
            let handler: ((UIScrollView) -> Void)? = self?.storedValue("onScroll")
            handler?(scrollView)
        }
    }

    /// The section at `sectionIndex` as the data source last applied it.
    public func sectionController(for sectionIndex: Int) -> SectionConfig? {
        sections.indices.contains(sectionIndex) ? sections[sectionIndex] : nil
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

// Not 1.2.6: scrolling as UIKit reports it. The stand-in lays nothing out: a container is
// `standInContainerWidth` wide and the items a scroll shows are those the step names.
extension CollectionViewWrapperView {
    /// Not 1.2.6: the width the stand-in's sections are laid out in.
    @_spi(StandIn) public static let standInContainerWidth: CGFloat = 390

    /// Not 1.2.6: a drag to a vertical content offset, which calls the `onScroll` closure as the
    /// scroll view delegate's scrollViewDidScroll does.
    @_spi(StandIn) public func standInScroll(toOffset y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: collectionView.contentOffset.x, y: y)
        let handler: ((UIScrollView) -> Void)? = storedValue("onScroll")
        handler?(collectionView)
    }

    /// Not 1.2.6: a user's pull past the top, whose refresh control sends `valueChanged`, which
    /// 1.2.6's `handleRefresh` answers by calling the `onRefresh` action.
    @_spi(StandIn) public func standInPullToRefresh() {
        let action: (() -> Void)? = storedValue("onRefresh")
        action?()
    }

    /// Not 1.2.6: a drag to the end, which brings the last item of each section that scrolls with
    /// the collection (not a carousel) into view, reported to its layout's visible items handler
    /// while the finger is down. The stand-in lays nothing out, so, as in the runtime, the end
    /// moves no offset: the content is taken to end where the visible area does.
    @_spi(StandIn) public func standInScrollToEnd() {
        collectionView.standInDragging = true
        defer { collectionView.standInDragging = false }
        collectionView.contentSize.height = collectionView.bounds.height + collectionView.contentOffset.y
        for (index, section) in sections.enumerated() where !section.cells.isEmpty {
            guard let layout = section.layoutProvider?(section.identifier.uniqueId), layout.orthogonalScrollingBehavior == .none else { continue }
            let item = StandInVisibleItem(indexPath: IndexPath(item: section.cells.count - 1, section: index),
                                          center: CGPoint(x: Self.standInContainerWidth / 2, y: 0), size: CGSize(width: Self.standInContainerWidth, height: 44))
            layout.visibleItemsInvalidationHandler?([item], collectionView.contentOffset, StandInLayoutEnvironment(contentSize: CGSize(width: Self.standInContainerWidth, height: 800)))
        }
    }

    /// Not 1.2.6: a swipe that centres the item at `indexPath` of a carousel (`standInHold` at it).
    @_spi(StandIn) public func standInCentre(_ indexPath: IndexPath) {
        guard let section = sectionController(for: indexPath.section), section.cells.indices.contains(indexPath.item) else { return }
        standInHold(section: indexPath.section, at: CGFloat(indexPath.item))
    }

    /// Not 1.2.6: a scroll to an item, which shows it once its carousel is laid out: UIKit cannot
    /// scroll a carousel it has not laid out (a scroll asked for while the screen is built does nothing).
    func standInScrolled(to indexPath: IndexPath) {
        guard let id = sectionController(for: indexPath.section)?.identifier.uniqueId, standInLaidOutCarousels.contains(id) else { return }
        standInShowCentred(indexPath)
    }

    /// Not 1.2.6: the item at `indexPath` of a carousel centred, reported to its layout's visible
    /// items handler (what a swipe or a scroll to the item shows).
    func standInShowCentred(_ indexPath: IndexPath) {
        guard let section = sectionController(for: indexPath.section), section.cells.indices.contains(indexPath.item) else { return }
        standInShow(section: indexPath.section, at: CGFloat(indexPath.item))
    }

    /// Not 1.2.6: a drag that holds the carousel at section `index` at `position`, in items (0.5 is
    /// halfway between its first two), its finger down. A carousel not yet reported is first laid
    /// out, as UIKit lays it out before anyone can swipe it: on its first item.
    @_spi(StandIn) public func standInHold(section index: Int, at position: CGFloat) {
        if let id = sectionController(for: index)?.identifier.uniqueId, !standInLaidOutCarousels.contains(id) {
            standInShowCentred(IndexPath(item: 0, section: index))
        }
        standInShow(section: index, at: position)
    }

    /// Not 1.2.6: the carousel at section `index` scrolled to `position`, in items, reported to its
    /// layout's visible items handler. The stand-in lays nothing out: each item is a container
    /// wide, side by side with no spacing, and all of them are reported (UIKit reports those on
    /// screen, which are the ones a cell's distance changes for).
    private func standInShow(section index: Int, at position: CGFloat) {
        guard let section = sectionController(for: index), let layout = section.layoutProvider?(section.identifier.uniqueId) else { return }
        standInLaidOutCarousels.insert(section.identifier.uniqueId)
        let width = Self.standInContainerWidth
        let offset = CGPoint(x: position * width, y: 0)
        let items = section.cells.indices.map { item in
            StandInVisibleItem(indexPath: IndexPath(item: item, section: index), center: CGPoint(x: CGFloat(item) * width + width / 2, y: 0), size: CGSize(width: width, height: 200))
        }
        layout.visibleItemsInvalidationHandler?(items, offset, StandInLayoutEnvironment(contentSize: CGSize(width: width, height: 800)))
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
