import UIKit

/// What a window shows as navigation: its root's tabs (titles, the selected one), the screens of
/// the shown root stack, and those of each stack presented over it, bottom first; each screen is
/// its hosted view tree as `ViewTreeRecorder` records it.
public struct RecordedNavigation: Equatable, CustomStringConvertible {
    /// The tab bar's titles; empty for a root without tabs.
    public var tabs: [String]
    /// The shown tab (0 without tabs).
    public var selectedTab: Int
    /// Whether UIKit hides the tab bar: a controller of the selected tab's stack has
    /// `hidesBottomBarWhenPushed` set.
    public var tabBarHidden = false
    /// The shown root stack's screens (the selected tab's), bottom first.
    public var stack: [RecordedNode]
    /// Each presented stack's screens, bottom first, in the order they were presented.
    public var presented: [[RecordedNode]]
    /// How each presented stack is presented, in the same order.
    public var presentationStyles: [UIModalPresentationStyle]

    /// The screen on top: the top presented stack's last, else the root stack's last.
    public var top: RecordedNode? { (presented.last ?? stack).last }

    public var description: String {
        var lines = ["tabs: \(tabs) selected: \(selectedTab)\(tabBarHidden ? " (tab bar hidden)" : "")", "stack:"]
        lines += stack.map { "  " + $0.description.replacingOccurrences(of: "\n", with: "\n  ") }
        for (position, modal) in presented.enumerated() {
            lines.append("presented \(position) (\(presentationStyles[position])):")
            lines += modal.map { "  " + $0.description.replacingOccurrences(of: "\n", with: "\n  ") }
        }
        return lines.joined(separator: "\n")
    }
}

/// Records the navigation a window shows (`RecordedNavigation`), following UIKit's own state:
/// the root controller, a tab bar controller's selected tab, navigation controllers' stacks and
/// each controller's presented one.
@MainActor
public enum NavigationRecorder {
    public static func record(_ window: UIWindow) -> RecordedNavigation {
        var current = window.rootViewController
        var tabs: [String] = []
        var selectedTab = 0
        var tabBarHidden = false
        if let tabBarController = current as? UITabBarController {
            tabs = (tabBarController.viewControllers ?? []).map { $0.tabBarItem?.title ?? "" }
            selectedTab = tabBarController.selectedIndex
            current = tabBarController.selectedViewController
            tabBarHidden = (current as? UINavigationController)?.viewControllers.contains { $0.hidesBottomBarWhenPushed } == true
        }
        var presented: [[RecordedNode]] = []
        var presentationStyles: [UIModalPresentationStyle] = []
        var presenter = current
        while let modal = presenter?.presentedViewController {
            presented.append(screens(of: modal))
            presentationStyles.append(modal.modalPresentationStyle)
            presenter = modal
        }
        return RecordedNavigation(tabs: tabs, selectedTab: selectedTab, tabBarHidden: tabBarHidden, stack: current.map(screens(of:)) ?? [],
                                  presented: presented, presentationStyles: presentationStyles)
    }

    /// A navigation controller's screens, or the controller's own.
    private static func screens(of controller: UIViewController) -> [RecordedNode] {
        let controllers = (controller as? UINavigationController)?.viewControllers ?? [controller]
        return controllers.map { hosted in
            let view: UIView = hosted.view
            return ViewTreeRecorder.record(view.subviews.first ?? view)
        }
    }
}
