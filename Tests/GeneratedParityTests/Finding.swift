import UIKit

/// The first view of type `V` in `root`'s subtree (depth first) that `predicate` accepts.
@MainActor
func firstView<V: UIView>(_ type: V.Type, in root: UIView, where predicate: (V) -> Bool = { _ in true }) -> V? {
    if let view = root as? V, predicate(view) {
        return view
    }
    for subview in root.subviews {
        if let found = firstView(type, in: subview, where: predicate) {
            return found
        }
    }
    return nil
}
