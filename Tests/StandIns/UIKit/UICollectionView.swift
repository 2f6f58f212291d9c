/// A collection view (items are not modelled here; ConstruktKit's CollectionView keeps its
/// section configurations and the recorder reads those).
open class UICollectionView: UIScrollView {
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    open func reloadData() {}
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
