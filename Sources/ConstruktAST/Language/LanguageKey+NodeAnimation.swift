/// `animation:`, which every component node takes beside the catalog's members (Docs/language.md,
/// Animation): how the node's live values applied by `onReceive` change.
extension LanguageKey {
    public static let nodeAnimation = LanguageKey(
        "animation", .mapping(.nodeAnimation),
        doc:
            "How the node's live values that UIKit animates (alpha, colours) change: over a duration, along a curve or a spring, after a delay (`{ duration: 0.3s, curve: easeOut }`)."
    )
}

extension KeyedMapping {
    /// The keys of a node's `animation:`.
    public static let nodeAnimation = KeyedMapping(
        title: "An animation",
        doc: "How long a change takes, and how it moves: UIKit's `UIView.animate`.",
        keys: [
            LanguageKey("duration", .scalar, required: true, doc: "How long the change takes: `0.3s`, `300ms`."),
            LanguageKey("delay", .scalar, doc: "How long the change waits before it starts: `0.1s`; none unless said."),
            LanguageKey(
                "curve", .word(AnimationCurve.allCases.map(\.rawValue)),
                doc:
                    "How the change speeds up and slows down: `easeInOut` (unless said), `easeIn`, `easeOut`, `linear`."
            ),
            LanguageKey(
                "spring", .either([.scalar, .mapping(.springAnimation)]),
                doc:
                    "A spring instead of a curve: its damping ratio above 0 and at most 1 (`0.7`), or `{ damping: 0.7, velocity: 0.5 }`."
            ),
        ])

    /// The keys of an animation's `spring:` written in full.
    public static let springAnimation = KeyedMapping(
        title: "A spring",
        doc: "UIKit's spring animation (`usingSpringWithDamping:initialSpringVelocity:`).",
        keys: [
            LanguageKey(
                "damping", .scalar, required: true,
                doc: "The damping ratio, above 0 and at most 1: 1 settles without overshooting, less oscillates."),
            LanguageKey(
                "velocity", .scalar,
                doc: "The initial velocity, as the part of the whole change covered per second: 0 unless said."),
        ])
}

/// The timing curves of UIKit's animations (`UIView.AnimationOptions.curveEaseInOut`, …).
public enum AnimationCurve: String, CaseIterable, Hashable, Sendable {
    case easeInOut, easeIn, easeOut, linear
}
