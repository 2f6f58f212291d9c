/// A table (rows are not modelled here; ConstruktKit's TableView keeps its rows as subviews).
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: Style
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    open func reloadData() {}
}

/// A table row.
open class UITableViewCell: UIView {
    /// The separator between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The accessory at a row's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public let contentView = UIView()
    open var accessoryType: AccessoryType = .none

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
}

/// What a table tells its delegate.
@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
