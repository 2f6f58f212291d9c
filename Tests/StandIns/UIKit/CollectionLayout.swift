/// One dimension of a collection layout size.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    /// Not UIKit: the dimension as written, `absolute(120)`, for tests.
    @_spi(StandIn) public let standInDescription: String

    init(_ description: String) {
        standInDescription = description
        super.init()
    }

    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension("absolute(\(absoluteDimension))") }
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension("estimated(\(estimatedDimension))") }
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension("fractionalWidth(\(fractionalWidth))") }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension("fractionalHeight(\(fractionalHeight))") }
}

/// A width and a height.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}

/// An item of a layout group.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// A row or column of items.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public private(set) var subitems: [NSCollectionLayoutItem] = []

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup(layoutSize: layoutSize)
        group.subitems = subitems
        return group
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup(layoutSize: layoutSize)
        group.subitems = subitems
        return group
    }
}

/// Where a boundary supplementary item sits.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a layout section.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// How a section scrolls across the main axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// An item of a section as the layout places it on screen.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// The container a layout is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a layout is laid out for: its container (and traits, not modelled).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
}

/// Called before each layout of a section with its visible items, the section's scroll offset and
/// its environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// Not UIKit: a visible item as the stand-in's collection view reports it to a section's
/// `visibleItemsInvalidationHandler`.
@_spi(StandIn) public final class StandInVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    public var alpha: CGFloat = 1
    public var zIndex = 0
    public var isHidden = false
    public var center: CGPoint
    public let name = ""
    public let indexPath: IndexPath
    public var frame: CGRect { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
    public let bounds: CGRect
    public let representedElementCategory = UICollectionView.ElementCategory.cell
    public let representedElementKind: String? = nil

    public init(indexPath: IndexPath, center: CGPoint, size: CGSize) {
        self.indexPath = indexPath
        self.center = center
        bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        super.init()
    }
}

/// Not UIKit: a layout environment of a container of one size.
@_spi(StandIn) public final class StandInLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    public let contentSize: CGSize
    public var effectiveContentSize: CGSize { contentSize }
    public let contentInsets = NSDirectionalEdgeInsets.zero
    public var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    public var container: any NSCollectionLayoutContainer { self }

    public init(contentSize: CGSize) {
        self.contentSize = contentSize
        super.init()
    }
}
