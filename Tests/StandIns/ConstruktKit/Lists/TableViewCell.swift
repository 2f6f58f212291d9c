import UIKit

/// A table row built from views: each embedded in the content view, inset by `padding`
/// (8 above and below, 16 at the sides by default), with UIKit's accessory beside it.
// Builder+TableView.swift (1.2.6): TableViewCell, BuilderInternalTableViewCell, `.accessoryType(_:)`.
public struct TableViewCell: ModifiableView {
    public let modifiableView: BuilderInternalTableViewCell

    public init(_ view: View, padding: UIEdgeInsets? = nil) {
        self.modifiableView = BuilderInternalTableViewCell(frame: .zero)
        let padding = padding ?? UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        modifiableView.contentView.embed(view(), padding: padding)
    }

    public init(padding: UIEdgeInsets? = nil, @ViewResultBuilder _ builder: () -> ViewConvertable) {
        self.modifiableView = BuilderInternalTableViewCell(frame: .zero)
        let padding = padding ?? UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        builder().asViews().forEach { modifiableView.contentView.embed($0, padding: padding) }
    }
}

/// TableViewCell's UITableViewCell: it highlights when touched; neither paddable nor route receiving.
open class BuilderInternalTableViewCell: UITableViewCell {
    public var highlighting = true
}

extension ModifiableView where Base: BuilderInternalTableViewCell {
    @discardableResult
    public func accessoryType(_ type: UITableViewCell.AccessoryType) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.accessoryType, value: type)
    }
}
