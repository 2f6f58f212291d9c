import ConstruktAST

/// A node's `animation:` after checking (Docs/language.md, Animation): how its live values applied
/// by `onReceive` change, as UIKit's `UIView.animate` runs them.
public struct CheckedAnimation: Hashable, Sendable {
    /// A spring's damping ratio (above 0, at most 1) and initial velocity.
    public struct Spring: Hashable, Sendable {
        public var damping: Double
        public var velocity: Double
    }

    public var duration: Double
    public var delay: Double
    public var curve: AnimationCurve
    public var spring: Spring?
}
