import UIKit

/// Something that can stand in a static section's content builder.
// construkt-api.md §6 (AnySection inits)
public protocol AnySectionComponent {}

/// A section header; it renders only if the layout has a header item.
// construkt-api.md §6 (Header / Footer)
public struct Header: AnySectionComponent {
    public let controller: SupplementaryController

    public init(id: AnyHashable? = nil, @ViewResultBuilder content: @escaping () -> ViewConvertable) {
        controller = SupplementaryController(id: id ?? AnyHashable(UUID()),
                                             elementKind: UICollectionView.elementKindSectionHeader, content: content)
    }

    private init(_ controller: SupplementaryController) {
        self.controller = controller
    }

    public func hidden(_ isHidden: Bool) -> Header {
        var copy = controller
        copy.isHidden = isHidden
        return Header(copy)
    }
}

/// A section footer; it renders only if the layout has a footer item.
// construkt-api.md §6 (Header / Footer)
public struct Footer: AnySectionComponent {
    public let controller: SupplementaryController

    public init(id: AnyHashable? = nil, @ViewResultBuilder content: @escaping () -> ViewConvertable) {
        controller = SupplementaryController(id: id ?? AnyHashable(UUID()),
                                             elementKind: UICollectionView.elementKindSectionFooter, content: content)
    }

    private init(_ controller: SupplementaryController) {
        self.controller = controller
    }

    public func hidden(_ isHidden: Bool) -> Footer {
        var copy = controller
        copy.isHidden = isHidden
        return Footer(copy)
    }
}

/// The cells, header and footer a static section's builder collected.
// construkt-api.md §6 (AnySection(id:content:))
public struct AnySectionContent {
    var cells: [CellConfig] = []
    var header: SupplementaryController?
    var footer: SupplementaryController?
}

/// Cells gathered by `for` or `if` in a static section's builder.
struct CellComponent: AnySectionComponent {
    let cells: [CellConfig]
}

/// The builder of a static section: `AnyCell`s, `Header{}` and `Footer{}`.
// construkt-api.md §6 (AnySection(id:content:))
@resultBuilder
public struct AnyAnySectionContentBuilder {
    public static func buildBlock(_ components: AnySectionComponent...) -> AnySectionContent {
        var content = AnySectionContent()
        for component in components {
            if let header = component as? Header {
                content.header = header.controller
            } else if let footer = component as? Footer {
                content.footer = footer.controller
            } else if let group = component as? CellComponent {
                content.cells.append(contentsOf: group.cells)
            } else if let cells = component as? AnyCellConvertible {
                content.cells.append(contentsOf: cells.asCells())
            }
        }
        return content
    }

    public static func buildExpression(_ expression: AnyCellConvertible) -> AnySectionComponent {
        expression
    }

    public static func buildExpression(_ expression: Header) -> AnySectionComponent {
        expression
    }

    public static func buildExpression(_ expression: Footer) -> AnySectionComponent {
        expression
    }

    public static func buildOptional(_ component: AnySectionComponent?) -> AnySectionComponent {
        component ?? CellComponent(cells: [])
    }

    public static func buildEither(first: AnySectionComponent) -> AnySectionComponent {
        first
    }

    public static func buildEither(second: AnySectionComponent) -> AnySectionComponent {
        second
    }

    public static func buildArray(_ components: [AnySectionComponent]) -> AnySectionComponent {
        CellComponent(cells: components.flatMap { ($0 as? AnyCellConvertible)?.asCells() ?? [] })
    }
}
