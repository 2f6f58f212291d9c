import ConstruktAST
import ConstruktChecker
import Foundation

/// How far along its change an animation is at a point of its duration (Docs/language.md,
/// Animation): UIKit's timing curves, which are cubic Béziers (`easeIn` is (0.42, 0, 1, 1),
/// `easeOut` (0, 0, 0.58, 1), `easeInOut` (0.42, 0, 0.58, 1)), or a spring: a damped oscillation
/// of the given damping ratio, settled (within 0.1%) at the end of the duration. UIKit does not say
/// how it fits a spring to a duration, so a spring's midway values are close to UIKit's, not equal;
/// its initial velocity is not modelled.
enum AnimationTiming {
    /// The fraction of the change done at `progress` (0 to 1) of the duration.
    static func fraction(at progress: Double, of animation: CheckedAnimation) -> Double {
        if let spring = animation.spring { return springFraction(at: progress, damping: spring.damping) }
        switch animation.curve {
        case .linear: return progress
        case .easeIn: return bezier(0.42, 0, 1, 1, at: progress)
        case .easeOut: return bezier(0, 0, 0.58, 1, at: progress)
        case .easeInOut: return bezier(0.42, 0, 0.58, 1, at: progress)
        }
    }

    /// The curve through (0, 0), (x1, y1), (x2, y2), (1, 1) at time `x`: its parameter found by
    /// bisection (x grows with it), then its y.
    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func point(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if point(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return point((low + high) / 2, y1, y2)
    }

    /// A damped spring released at 0 towards 1, its stiffness chosen so that its envelope falls to
    /// 0.1% at the end of the duration.
    private static func springFraction(at progress: Double, damping: Double) -> Double {
        let decay = log(1000.0)
        let omega = decay / damping
        guard damping < 1 else { return 1 - exp(-omega * progress) * (1 + omega * progress) }
        let damped = omega * (1 - damping * damping).squareRoot()
        let envelope = exp(-damping * omega * progress)
        return 1 - envelope * (cos(damped * progress) + damping * omega / damped * sin(damped * progress))
    }
}
