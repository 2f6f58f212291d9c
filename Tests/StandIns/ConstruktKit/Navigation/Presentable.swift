import UIKit

/// Anything a router can show.
// construkt-api.md §8
public protocol ConstruktPresentable {
    func toPresentable() -> UIViewController
}

// construkt-api.md §8: UIViewController conforms.
extension UIViewController: ConstruktPresentable {
    public func toPresentable() -> UIViewController { self }
}

// construkt-api.md §7: `ViewConvertable.toPresentable(title:)` wraps the content in a
// LifecycleHostController.
extension ViewConvertable {
    public func toPresentable(title: String? = nil) -> UIViewController {
        // Pins several views itself, as 1.2.6 does: `[View].build()` is @MainActor, this is not.
        let views = asViews()
        let view: UIView
        if views.count == 1 {
            view = views[0].build()
        } else {
            view = PinnedGroupView()
            views.forEach { view.addSubview($0.build()) }
        }
        let controller = LifecycleHostController(contentView: view)
        controller.title = title
        return controller
    }
}

/// Hosts a built view: systemBackground, content pinned to all edges; fires the root's
/// onHostDidLoad/onHostWillAppear/onHostWillDisappear.
// construkt-api.md §7
open class LifecycleHostController: UIViewController {
    private let contentView: UIView

    public init(contentView: UIView) {
        self.contentView = contentView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.systemBackground
        view.addSubview(contentView)
        if title == nil, let navigationTitle: String = contentView.storedValue("navigationTitle") {
            title = navigationTitle
        }
        (contentView.storedValue("onHostDidLoad") as (() -> Void)?)?()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        (contentView.storedValue("onHostWillAppear") as ((Bool) -> Void)?)?(animated)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        (contentView.storedValue("onHostWillDisappear") as ((Bool) -> Void)?)?(animated)
    }
}
