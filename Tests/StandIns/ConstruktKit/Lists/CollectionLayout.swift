import UIKit

/// Builds a section layout: `.list`, `.grid` or `.carousel`, then chained settings.
// construkt-api.md §6 (Layout helpers). The defaults of the chained methods' extra parameters
// are not confirmed in 1.2.6.
public struct CollectionLayoutSectionBuilder {
    /// The layout built so far.
    public let section: NSCollectionLayoutSection

    private init(_ section: NSCollectionLayoutSection) {
        self.section = section
    }

    private static func make(itemWidth: NSCollectionLayoutDimension, itemHeight: NSCollectionLayoutDimension, columns: Int,
                             itemInsets: NSDirectionalEdgeInsets, groupWidth: NSCollectionLayoutDimension) -> CollectionLayoutSectionBuilder {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: itemWidth, heightDimension: itemHeight))
        item.contentInsets = itemInsets
        let groupSize = NSCollectionLayoutSize(widthDimension: groupWidth, heightDimension: itemHeight)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: Array(repeating: item, count: max(columns, 1)))
        return CollectionLayoutSectionBuilder(NSCollectionLayoutSection(group: group))
    }

    public static func list(itemHeight: NSCollectionLayoutDimension, itemInsets: NSDirectionalEdgeInsets = .zero) -> CollectionLayoutSectionBuilder {
        make(itemWidth: .fractionalWidth(1), itemHeight: itemHeight, columns: 1, itemInsets: itemInsets, groupWidth: .fractionalWidth(1))
    }

    public static func grid(itemHeight: NSCollectionLayoutDimension, columns: Int, itemInsets: NSDirectionalEdgeInsets = .zero) -> CollectionLayoutSectionBuilder {
        make(itemWidth: .fractionalWidth(1 / CGFloat(max(columns, 1))), itemHeight: itemHeight, columns: columns,
             itemInsets: itemInsets, groupWidth: .fractionalWidth(1))
    }

    /// Scrolls horizontally, continuously.
    public static func carousel(itemWidth: NSCollectionLayoutDimension, itemHeight: NSCollectionLayoutDimension,
                                itemInsets: NSDirectionalEdgeInsets = .zero) -> CollectionLayoutSectionBuilder {
        let builder = make(itemWidth: .fractionalWidth(1), itemHeight: itemHeight, columns: 1, itemInsets: itemInsets, groupWidth: itemWidth)
        builder.section.orthogonalScrollingBehavior = .continuous
        return builder
    }

    public func spacing(_ spacing: CGFloat) -> CollectionLayoutSectionBuilder {
        section.interGroupSpacing = spacing
        return self
    }

    public func insets(_ insets: NSDirectionalEdgeInsets) -> CollectionLayoutSectionBuilder {
        section.contentInsets = insets
        return self
    }

    public func insets(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) -> CollectionLayoutSectionBuilder {
        insets(NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    public func orthogonalScrolling(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionLayoutSectionBuilder {
        section.orthogonalScrollingBehavior = behavior
        return self
    }

    public func supplementaryHeader(height: NSCollectionLayoutDimension = .estimated(44), contentInsets: NSDirectionalEdgeInsets = .zero,
                                    isSticky: Bool = false) -> CollectionLayoutSectionBuilder {
        supplementary(UICollectionView.elementKindSectionHeader, .top, height, contentInsets, isSticky)
    }

    public func supplementaryFooter(height: NSCollectionLayoutDimension = .estimated(44), contentInsets: NSDirectionalEdgeInsets = .zero,
                                    isSticky: Bool = false) -> CollectionLayoutSectionBuilder {
        supplementary(UICollectionView.elementKindSectionFooter, .bottom, height, contentInsets, isSticky)
    }

    private func supplementary(_ kind: String, _ alignment: NSRectAlignment, _ height: NSCollectionLayoutDimension,
                               _ contentInsets: NSDirectionalEdgeInsets, _ isSticky: Bool) -> CollectionLayoutSectionBuilder {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            elementKind: kind, alignment: alignment)
        item.contentInsets = contentInsets
        item.pinToVisibleBounds = isSticky
        section.boundarySupplementaryItems.append(item)
        return self
    }
}

/// The builder of `.layout { … }`: one layout section or section builder.
// construkt-api.md §6 (1.2.6 has four buildExpression overloads; the stand-in declares the two
// the catalog's templates reach).
@resultBuilder
public struct LayoutBuilder {
    public static func buildExpression(_ section: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        section
    }

    public static func buildExpression(_ builder: CollectionLayoutSectionBuilder) -> NSCollectionLayoutSection {
        builder.section
    }

    public static func buildBlock(_ section: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        section
    }
}
