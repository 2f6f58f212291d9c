extension DiagnosticCode {
    public static let animationShape = DiagnosticCode(
        "CK0830", .error,
        summary: "a node's `animation:` is not one UIKit can run",
        explanation: """
            `animation:` says how the node's live values change: `duration:` (required, `0.3s` or
            `300ms`), `delay:`, `curve:` (`easeInOut`, `easeIn`, `easeOut` or `linear`) and `spring:`,
            a damping ratio above 0 and at most 1 (`0.7`) or `{ damping: 0.7, velocity: 0.5 }`.

                LabelView:
                  text: Welcome
                  alpha: "${revealed ? 1 : 0}"
                  animation: { duration: 0.6s, delay: 0.1s, spring: 0.7 }
            """
    )
    public static let animationWithoutLiveValue = DiagnosticCode(
        "CK0831", .warning,
        summary: "a node's `animation:` has no live value to animate",
        explanation: """
            An animation moves the node's live values that ConstruktKit 1.2.6 applies through
            `onReceive` (alpha, colours, sizes): a value that follows state (`alpha:
            "${revealed ? 1 : 0}"`). A node whose values are all constant, or all applied through a
            binding of the library's own (`text`, `hidden`), has nothing the animation moves.
            """
    )
}

extension DiagnosticCatalog {
    static let animationCodes: [DiagnosticCode] = [.animationShape, .animationWithoutLiveValue]
}
