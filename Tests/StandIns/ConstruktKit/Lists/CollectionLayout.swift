import UIKit

/// Builds a section layout: `.list`, `.grid` or `.carousel`, then chained settings.
// construkt-api.md §6 (Layout helpers)
public struct CollectionLayoutSectionBuilder {
    /// The layout built so far.
    public let section: NSCollectionLayoutSection

    init(section: NSCollectionLayoutSection) {
        self.section = section
    }

    private static func make(itemWidth: NSCollectionLayoutDimension, groupWidth: NSCollectionLayoutDimension,
                             itemHeight: NSCollectionLayoutDimension, itemInsets: NSDirectionalEdgeInsets) -> CollectionLayoutSectionBuilder {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: itemWidth, heightDimension: itemHeight))
        item.contentInsets = itemInsets
        let groupSize = NSCollectionLayoutSize(widthDimension: groupWidth, heightDimension: itemHeight)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        return CollectionLayoutSectionBuilder(section: NSCollectionLayoutSection(group: group))
    }

    /// A one-column list.
    public static func list(itemHeight: NSCollectionLayoutDimension, itemInsets: NSDirectionalEdgeInsets = .zero) -> CollectionLayoutSectionBuilder {
        make(itemWidth: .fractionalWidth(1), groupWidth: .fractionalWidth(1), itemHeight: itemHeight, itemInsets: itemInsets)
    }

    /// A grid of `columns` columns.
    public static func grid(itemHeight: NSCollectionLayoutDimension, columns: Int, itemInsets: NSDirectionalEdgeInsets = .zero) -> CollectionLayoutSectionBuilder {
        make(itemWidth: .fractionalWidth(1 / CGFloat(columns)), groupWidth: .fractionalWidth(1), itemHeight: itemHeight, itemInsets: itemInsets)
    }

    /// A row that scrolls horizontally, continuously.
    public static func carousel(itemWidth: NSCollectionLayoutDimension, itemHeight: NSCollectionLayoutDimension,
                                itemInsets: NSDirectionalEdgeInsets = .zero) -> CollectionLayoutSectionBuilder {
        let builder = make(itemWidth: itemWidth, groupWidth: itemWidth, itemHeight: itemHeight, itemInsets: itemInsets)
        builder.section.orthogonalScrollingBehavior = .continuous
        return builder
    }

    @discardableResult
    public func spacing(_ spacing: CGFloat) -> Self {
        section.interGroupSpacing = spacing
        return self
    }

    @discardableResult
    public func insets(_ insets: NSDirectionalEdgeInsets) -> Self {
        section.contentInsets = insets
        return self
    }

    @discardableResult
    public func insets(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) -> Self {
        insets(NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    @discardableResult
    public func orthogonalScrolling(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> Self {
        section.orthogonalScrollingBehavior = behavior
        return self
    }

    @discardableResult
    public func supplementaryHeader(height: NSCollectionLayoutDimension, contentInsets: NSDirectionalEdgeInsets = .zero, isSticky: Bool = false) -> Self {
        supplementary(UICollectionView.elementKindSectionHeader, .top, height, contentInsets, isSticky)
    }

    @discardableResult
    public func supplementaryFooter(height: NSCollectionLayoutDimension, contentInsets: NSDirectionalEdgeInsets = .zero, isSticky: Bool = false) -> Self {
        supplementary(UICollectionView.elementKindSectionFooter, .bottom, height, contentInsets, isSticky)
    }

    private func supplementary(_ kind: String, _ alignment: NSRectAlignment, _ height: NSCollectionLayoutDimension,
                               _ contentInsets: NSDirectionalEdgeInsets, _ isSticky: Bool) -> Self {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            elementKind: kind, alignment: alignment)
        item.contentInsets = contentInsets
        item.pinToVisibleBounds = isSticky
        section.boundarySupplementaryItems.append(item)
        return self
    }
}

/// The builder of `.layout { … }`: a section builder, a section, a group or an item.
// construkt-api.md §6 (LayoutBuilder's four buildExpression overloads)
@resultBuilder
public struct LayoutBuilder {
    public static func buildExpression(_ builder: CollectionLayoutSectionBuilder) -> NSCollectionLayoutSection {
        builder.section
    }

    public static func buildExpression(_ section: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        section
    }

    public static func buildExpression(_ group: NSCollectionLayoutGroup) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: group)
    }

    public static func buildExpression(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutSection {
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: item.layoutSize.heightDimension)
        return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item]))
    }

    public static func buildBlock(_ component: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        component
    }

    public static func buildEither(first component: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        component
    }

    public static func buildEither(second component: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        component
    }
}
