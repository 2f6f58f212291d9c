@_spi(StandIn) import UIKit

/// A section id: `enum HomeSection: String, SectionConfigIdentifier { … var uniqueId: String { rawValue } }`.
/// ⚠ Not a String.
// construkt-api.md §6 (Section ids)
public protocol SectionConfigIdentifier {
    var uniqueId: String { get }
}

/// A section id made from a string.
// construkt-api.md §6 (Section ids)
public struct DefaultSectionIdentifier: SectionConfigIdentifier {
    public let uniqueId: String

    public init(uniqueId: String) {
        self.uniqueId = uniqueId
    }
}

// construkt-api.md §6 (Section ids): `.defaultIdentifier`.
extension SectionConfigIdentifier where Self == DefaultSectionIdentifier {
    public static var defaultIdentifier: DefaultSectionIdentifier {
        DefaultSectionIdentifier(uniqueId: "default")
    }
}

/// One section as the collection view shows it: id, cells, header, footer, layout.
// construkt-api.md §6 (SectionConfig is what CollectionView's builder yields)
public struct SectionConfig {
    public let identifier: SectionConfigIdentifier
    public internal(set) var cells: [CellConfig]
    @_spi(StandIn) public var header: SupplementaryController?
    @_spi(StandIn) public var footer: SupplementaryController?
    var layoutProvider: ((String) -> NSCollectionLayoutSection?)?
    /// The views of the section's background decorations, by element kind (1.2.6 SectionConfig's
    /// `decorationProviders`).
    @_spi(StandIn) public var decorationProviders: [String: () -> ViewConvertable] = [:]
}

/// One cell: its id, model, how to make its view, what a selection does. Equal and hashed by id,
/// as the diffable data source compares cells.
// construkt-api.md §6 (CellConfig is what AnyCell yields; Hashable, 1.2.6 CellConfig.swift)
public struct CellConfig: Hashable {
    public let id: AnyHashable
    public let model: Any
    let makeCell: () -> UICollectionViewCell
    /// What a selection does; the responder is the collection view's wrapper, for routing.
    var didSelect: ((UIResponder) -> Void)?

    public static func == (lhs: CellConfig, rhs: CellConfig) -> Bool {
        lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// Not 1.2.6: the cell, configured, as the collection view would dequeue it.
    @_spi(StandIn) public func standInMakeCell() -> UICollectionViewCell {
        makeCell()
    }

    /// Not 1.2.6: what selecting the cell in `responder` (its collection's view) does.
    @_spi(StandIn) public func standInSelect(in responder: UIResponder) {
        didSelect?(responder)
    }
}

/// A header or footer of a section.
// construkt-api.md §6 (Header / Footer)
public struct SupplementaryController {
    @_spi(StandIn) public let id: AnyHashable
    @_spi(StandIn) public let elementKind: String
    let content: () -> ViewConvertable
    @_spi(StandIn) public var isHidden = false

    /// Not 1.2.6: the supplementary view's content, built.
    @_spi(StandIn) public func standInBuildViews() -> [UIView] {
        content().asViews().map { $0() }
    }
}
