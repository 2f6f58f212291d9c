import UIKit

/// Determinate progress: value/total clamped to 0...1.
// construkt-api.md §3
public struct ProgressView: ModifiableView {
    public let modifiableView = Modified(_ProgressView(progressViewStyle: .default))

    public init(value: Float = 0, total: Float = 1) {
        modifiableView.progress = ProgressView.normalized(value, total)
    }

    /// One-way.
    public func value<B: ViewBinding>(_ binding: B, total: Float = 1) -> Self where B.Value == Float {
        binding.observe(on: .main) { [weak modifiableView] newValue in
            modifiableView?.setProgress(ProgressView.normalized(newValue, total), animated: true)
        }
        .store(in: modifiableView.cancelBag)
        return self
    }

    public func progressViewStyle(_ style: UIProgressView.Style) -> Self {
        modifiableView.progressViewStyle = style
        return self
    }

    public func progressTintColor(_ color: UIColor) -> Self {
        modifiableView.progressTintColor = color
        return self
    }

    public func trackTintColor(_ color: UIColor) -> Self {
        modifiableView.trackTintColor = color
        return self
    }

    public func progressImage(_ image: UIImage?) -> Self {
        modifiableView.progressImage = image
        return self
    }

    public func trackImage(_ image: UIImage?) -> Self {
        modifiableView.trackImage = image
        return self
    }

    private static func normalized(_ value: Float, _ total: Float) -> Float {
        max(0, min(1, total > 0 ? value / total : 0))
    }
}

/// ProgressView's UIProgressView.
// construkt-api.md §3
public class _ProgressView: UIProgressView {}
