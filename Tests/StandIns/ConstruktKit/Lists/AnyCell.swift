import UIKit

/// Something that yields cells.
// construkt-api.md §6 (AnyCell)
public protocol AnyCellConvertible: AnySectionComponent {
    func asCells() -> [CellConfig]
}

// construkt-api.md §6
extension CellConfig: AnyCellConvertible {
    public func asCells() -> [CellConfig] { [self] }
}

// construkt-api.md §6
extension Array: AnyCellConvertible, AnySectionComponent where Element == CellConfig {
    public func asCells() -> [CellConfig] { self }
}

/// The builder of a section's cells.
// construkt-api.md §6 (AnySection inits)
@resultBuilder
public struct AnyCellResultBuilder {
    public static func buildBlock() -> [CellConfig] {
        []
    }

    public static func buildBlock(_ values: AnyCellConvertible...) -> [CellConfig] {
        values.flatMap { $0.asCells() }
    }

    public static func buildIf(_ value: AnyCellConvertible?) -> [CellConfig] {
        value?.asCells() ?? []
    }

    public static func buildEither(first: AnyCellConvertible) -> [CellConfig] {
        first.asCells()
    }

    public static func buildEither(second: AnyCellConvertible) -> [CellConfig] {
        second.asCells()
    }

    public static func buildArray(_ components: [[CellConfig]]) -> [CellConfig] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: AnyCellConvertible?) -> [CellConfig] {
        component?.asCells() ?? []
    }
}

/// A cell of class C showing a model. Always give an `id`: otherwise a UUID is used and the cell
/// is re-created on every diff.
// construkt-api.md §6 (AnyCell)
public struct AnyCell<C: UICollectionViewCell, Model>: AnyCellConvertible {
    private let model: Model?
    private let id: AnyHashable
    private let configure: (C, Model) -> Void
    private var selectHandler: ((Model) -> Void)?
    private var shimmerCount: Int?

    public init(_ model: Model?, id: AnyHashable? = nil, configure: @escaping (C, Model) -> Void) {
        self.model = model
        self.id = id ?? AnyHashable(UUID())
        self.configure = configure
    }

    public func onSelect(_ handler: @escaping (Model) -> Void) -> AnyCell {
        var copy = self
        copy.selectHandler = handler
        return copy
    }

    public func shimmer(count: Int) -> AnyCell {
        var copy = self
        copy.shimmerCount = count
        return copy
    }

    public func asCells() -> [CellConfig] {
        guard let model = model else { return [] }
        let configure = self.configure
        let selectHandler = self.selectHandler
        return [CellConfig(
            id: id,
            model: model,
            makeCell: {
                let cell = C(frame: .zero)
                configure(cell, model)
                return cell
            },
            didSelect: selectHandler.map { handler in { _ in handler(model) } }
        )]
    }
}

// construkt-api.md §6 (AnyCell hosting form): `AnyCell(movie, id: movie.id) { m in PosterCell(movie: m) }`.
extension AnyCell {
    public init<Content: View>(_ model: Model?, id: AnyHashable? = nil, content: @escaping (Model) -> Content)
    where C == HostingCell<Content> {
        self.init(model, id: id) { cell, item in
            cell.host(content(item))
        }
    }
}

/// A cell that hosts a built View.
// construkt-api.md §6 (AnyCell hosting form)
public final class HostingCell<Content: View>: UICollectionViewCell {
    private var hostedView: UIView?

    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.isUserInteractionEnabled = true
    }

    public func host(_ content: Content) {
        hostedView?.removeFromSuperview()
        let view = content.build()
        contentView.addSubview(view)
        hostedView = view
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        hostedView?.removeFromSuperview()
        hostedView = nil
    }
}
