/// A collection view (items are not modelled here; ConstruktKit's CollectionView keeps its
/// section configurations and the recorder reads those). The stand-in counts the items its
/// wrapper shows, and reports a scroll to an item to it, as UIKit would lay the item out.
open class UICollectionView: UIScrollView {
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// What a laid-out element is.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open var collectionViewLayout: UICollectionViewLayout

    /// Not UIKit: the number of items of each section, as the data source last applied them.
    @_spi(StandIn) public var standInItemCounts: [Int] = []
    /// Not UIKit: what a scroll to an item shows, told to whoever lays the sections out.
    @_spi(StandIn) public var standInDidScrollToItem: ((IndexPath) -> Void)?
    /// Not UIKit: the items `scrollToItem(at:at:animated:)` was asked for, oldest first.
    @_spi(StandIn) public private(set) var standInScrolledToItems: [IndexPath] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    open func reloadData() {}

    open var numberOfSections: Int { standInItemCounts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        standInItemCounts.indices.contains(section) ? standInItemCounts[section] : 0
    }

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        standInScrolledToItems.append(indexPath)
        standInDidScrollToItem?(indexPath)
    }
}

/// A collection view layout.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {}

/// A reusable view of a collection view.
open class UICollectionReusableView: UIView {
    open func prepareForReuse() {}
}

/// A collection view cell; content goes into `contentView`. Unlike UIKit, `init(frame:)` is
/// required, so that a cell of a generic type can be made without the Objective-C runtime.
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
}
