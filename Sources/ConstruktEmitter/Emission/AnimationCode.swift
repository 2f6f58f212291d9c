import ConstruktAST
import ConstruktChecker

/// The Swift of a node's `animation:` (Docs/language.md, Animation): each live value it applies by
/// `onReceive` is set inside UIKit's `UIView.animate`. The SDK imports the animations closure as
/// `@MainActor @Sendable` (SE-0463), so the closure captures the view and the value, not the
/// `onReceive` context, which is not Sendable.
enum AnimationCode {
    /// The `.onReceive` chain item that sets `statement` (written over `view` and `value`) inside
    /// the animation. A size's statement changes a layout constraint, which moves only when the
    /// superview lays out inside the animation, as UIKit's idiom for animating constraints has it.
    static func receive(
        binding: String, context: String, statement: String, animation: CheckedAnimation
    ) -> ComponentExpression.ChainItem {
        let layout = statement.contains("constraint") ? ["    view.superview?.layoutIfNeeded()"] : []
        return .closure(
            ".onReceive(\(binding)) { (context: \(context)) in",
            ["let (view, value) = (context.view, context.value)", call(animation) + " {", "    " + statement]
                + layout + ["}"],
            "}")
    }

    /// `UIView.animate(…)` up to its trailing animations closure.
    static func call(_ animation: CheckedAnimation) -> String {
        let timing = "withDuration: \(animation.duration), delay: \(animation.delay)"
        let options = "options: [.\(option(animation.curve))]"
        guard let spring = animation.spring else { return "UIView.animate(\(timing), \(options))" }
        return
            "UIView.animate(\(timing), usingSpringWithDamping: \(spring.damping), initialSpringVelocity: \(spring.velocity), \(options))"
    }

    /// UIKit's option for the curve.
    private static func option(_ curve: AnimationCurve) -> String {
        switch curve {
        case .easeInOut: "curveEaseInOut"
        case .easeIn: "curveEaseIn"
        case .easeOut: "curveEaseOut"
        case .linear: "curveLinear"
        }
    }
}
