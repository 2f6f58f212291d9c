import UIKit

/// A blur; content goes into `.vibrancy`.
// construkt-api.md §3
public struct BlurView: ModifiableView {
    public let modifiableView: UIVisualEffectView

    public init(style: UIBlurEffect.Style) {
        modifiableView = Modified(UIVisualEffectView(effect: UIBlurEffect(style: style)))
    }

    public func vibrancy(_ effect: UIVibrancyEffect, @ViewResultBuilder content: @escaping () -> [View]) -> Self {
        let vibrancyView = UIVisualEffectView(effect: effect)
        content().forEach { vibrancyView.contentView.embed($0) }
        modifiableView.contentView.addSubview(vibrancyView)
        return self
    }
}
