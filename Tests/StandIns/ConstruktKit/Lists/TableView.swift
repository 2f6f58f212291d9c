import UIKit

/// A table that is its own data source; rows size themselves. The stand-in keeps one subview per
/// row (the row's built view), rebuilt when the source updates.
// construkt-api.md §6
public struct TableView: ModifiableView {
    public let modifiableView = BuilderInternalTableView()

    public init() {}

    public init(_ builder: AnyIndexableViewBuilder) {
        modifiableView.set(builder)
    }
}

/// TableView's UITableView: route receiving; its rows come from `builder`.
// construkt-api.md §6, §4 (onAppear)
open class BuilderInternalTableView: UITableView, ViewBuilderRouteReceiving, UITableViewDelegate {
    var selectHandler: ((Int) -> Void)?

    public var builder: AnyIndexableViewBuilder!

    public init() {
        super.init(frame: .zero, style: .plain)
    }

    /// Shows `builder`'s views and reloads whenever it updates.
    public func set(_ builder: AnyIndexableViewBuilder) {
        self.builder = builder
        builder.updated?.observe(on: .main) { [weak self] in self?.reloadData() }.store(in: cancelBag)
        reloadData()
    }

    open override func reloadData() {
        subviews.forEach { $0.removeFromSuperview() }
        guard let builder = builder else { return }
        (0..<builder.count).compactMap { builder.view(at: $0) }.forEach { addSubview($0()) }
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectHandler?(indexPath.row)
    }
}

// construkt-api.md §6: `.source(_)`, `.separatorStyle(_)`, `.onSelect`.
extension ModifiableView where Base: BuilderInternalTableView {
    @discardableResult
    public func source(_ builder: AnyIndexableViewBuilder) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.set(builder) }
    }

    @discardableResult
    public func separatorStyle(_ style: UITableViewCell.SeparatorStyle) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.separatorStyle, value: style)
    }

    /// Needs a DynamicItemViewBuilder<Item> source.
    @discardableResult
    public func onSelect<Item>(_ handler: @escaping (_ item: Item) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { table in
            table.selectHandler = { [weak table] row in
                guard let source = table?.builder as? DynamicItemViewBuilder<Item>, let item = source.item(at: row) else { return }
                handler(item)
            }
        }
    }
}
