/// What the last change did to a session's tree: a measurement hook for tests and benchmarks. A
/// change re-evaluates only the nodes that read a changed name; a full rebuild builds every node.
public struct TreeUpdateReport: Hashable, Sendable {
    /// Whether the tree was built whole (a session's start, or `ScreenSession.rebuildTree()`).
    public var wasRebuilt = false
    /// The names the change touched: state, derived values and params, as the live tree records
    /// them (`count`, or `3/count` inside `component:` instance 3).
    public var changedNames: Set<String> = []
    /// Nodes built from the checked view tree: new list items, an `if` branch that changed, all of
    /// them for a rebuild.
    public var nodesBuilt = 0
    /// Nodes that were kept and had their own properties evaluated again.
    public var nodesReevaluated = 0
    /// The addresses of the nodes built with appear events (`onAppear`, `onAppearOnce`): those an
    /// update adds to a shown screen fire them, as a view that moves to a window does in UIKit.
    public var appearing: Set<String> = []

    public init() {}
}
