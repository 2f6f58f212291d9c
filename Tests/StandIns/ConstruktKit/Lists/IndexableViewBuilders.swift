import UIKit

/// Views that can be counted, indexed and observed for updates (stacks and tables show them).
// construkt-api.md §3 (VStackView(_ b: AnyIndexableViewBuilder)), §6 (`updated` is a `Signal<Void>?`).
public protocol AnyIndexableViewBuilder: ViewConvertable {
    var count: Int { get }
    var updated: Signal<Void>? { get }
    func view(at index: Int) -> View?
}

/// Views from an array of items; setting `items` reloads whoever shows them.
// construkt-api.md §6
public class DynamicItemViewBuilder<Item>: AnyIndexableViewBuilder {
    public var items: [Item] {
        didSet { updateSignal.send(()) }
    }

    public var count: Int { items.count }
    public var updated: Signal<Void>? { updateSignal }

    private let updateSignal = Signal<Void>()
    private let builder: (_ item: Item) -> View?

    public init(_ items: [Item]?, builder: @escaping (_ item: Item) -> View?) {
        self.items = items ?? []
        self.builder = builder
    }

    public func item(at index: Int) -> Item? {
        items.indices.contains(index) ? items[index] : nil
    }

    public func view(at index: Int) -> View? {
        item(at: index).flatMap(builder)
    }

    public func asViews() -> [View] {
        items.compactMap(builder)
    }
}

/// A fixed list of views.
// construkt-api.md §6
public struct StaticViewBuilder: AnyIndexableViewBuilder {
    private let views: [View]

    public init(@ViewResultBuilder _ views: () -> ViewConvertable) {
        self.views = views().asViews()
    }

    public var count: Int { views.count }
    public var updated: Signal<Void>?

    public func view(at index: Int) -> View? {
        views.indices.contains(index) ? views[index] : nil
    }

    public func asViews() -> [View] {
        views
    }
}
