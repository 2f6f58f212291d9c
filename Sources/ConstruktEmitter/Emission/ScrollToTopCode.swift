import ConstruktCatalog
import ConstruktChecker

/// The view's side of `scrollToTop:` (Docs/language.md, Scrolling and paging): the view with that
/// constant `id:` observes the view model's signal for it and sets its content offset to its top,
/// below the insets UIKit adds (the safe area, a content inset), animated as the signal says.
enum ScrollToTopCode {
    /// The `.onReceive` of the signal for the component's id, if a statement scrolls it.
    static func receiver(
        of node: CheckedComponent, component: Component, names: ViewModelNames, viewModel: String
    ) -> ComponentExpression.ChainItem? {
        guard let id = constantID(of: node), let signal = names.scrollsToTop[id],
            let viewClass = component.viewClass
        else { return nil }
        // CollectionView's view wraps its UICollectionView (CollectionViewWrapperView.collectionView).
        let scrollView = viewClass == "CollectionViewWrapperView" ? "context.view.collectionView" : "context.view"
        return .closure(
            ".onReceive(\(viewModel).\(signal)) { (context: ViewBuilderValueContext<\(viewClass), Bool>) in",
            [
                "let scrollView = \(scrollView)",
                "scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: context.value)",
            ],
            "}")
    }

    /// The node's `id:` when it is written as constant text.
    private static func constantID(of node: CheckedComponent) -> String? {
        for member in node.members {
            guard case .accessibilityIdentifier(let value) = member.kind, case .expression(let expression) = value.kind,
                case .string(let id) = expression.kind
            else { continue }
            return id
        }
        return nil
    }
}
