import ConstruktRuntime

/// A CollectionView section's written `layout`: list, grid or carousel, with its item sizes,
/// spacing, content insets and header and footer heights (default: a list of estimated 44-point
/// rows, as ConstruktKit's default section layout).
struct SectionLayoutSpec {
    /// A collection layout dimension: absolute, estimated (measured), or a fraction of the container.
    enum Dimension {
        case absolute(Double)
        case estimated(Double)
        case fractionalWidth(Double)
        case fractionalHeight(Double)

        init(_ value: StyleValue?, default fallback: Dimension) {
            guard let value else {
                self = fallback
                return
            }
            if let number = value.number {
                self = .absolute(number)
            } else if let number = value["estimated"]?.number {
                self = .estimated(number)
            } else if let number = value["fractionalWidth"]?.number {
                self = .fractionalWidth(number)
            } else if let number = value["fractionalHeight"]?.number {
                self = .fractionalHeight(number)
            } else {
                self = fallback
            }
        }

        /// The length in a container `width` by `height`; `measured` answers an estimated one.
        func resolved(width: Double, height: Double, measured: () -> Double) -> Double {
            switch self {
            case .absolute(let value): return value
            case .estimated: return measured()
            case .fractionalWidth(let fraction): return width * fraction
            case .fractionalHeight(let fraction): return height * fraction
            }
        }
    }

    /// How the section's cells are arranged.
    enum Arrangement {
        case list
        case grid(columns: Int)
        case carousel(itemWidth: Dimension)
    }

    var arrangement: Arrangement = .list
    var itemHeight: Dimension = .estimated(44)
    var spacing = 0.0
    var insets = EdgeInsets.zero
    /// Each cell's inset within the room its item takes (`itemInsets`, the item's `contentInsets`).
    var itemInsets = EdgeInsets.zero
    var header: Dimension?
    var footer: Dimension?

    init(_ section: RuntimeNode) {
        guard let layout = section.styleValue("layout") else { return }
        if let list = layout["list"] {
            itemHeight = Dimension(list["itemHeight"], default: .estimated(44))
        } else if let grid = layout["grid"] {
            arrangement = .grid(columns: Int((1.0...100.0).clamped(grid["columns"]?.number ?? 1)))
            itemHeight = Dimension(grid["itemHeight"], default: .estimated(44))
        } else if let carousel = layout["carousel"] {
            arrangement = .carousel(itemWidth: Dimension(carousel["itemWidth"], default: .absolute(100)))
            itemHeight = Dimension(carousel["itemHeight"], default: .estimated(44))
        }
        let arranged = layout["list"] ?? layout["grid"] ?? layout["carousel"]
        itemInsets = arranged?["itemInsets"].map(RuntimeNode.insets) ?? .zero
        spacing = layout["spacing"]?.number ?? 0
        insets = layout["insets"].map(RuntimeNode.insets) ?? .zero
        header = layout["header"].map { Dimension($0["height"], default: .estimated(44)) }
        footer = layout["footer"].map { Dimension($0["height"], default: .estimated(44)) }
    }
}
