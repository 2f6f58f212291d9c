import UIKit

/// A spinner. It only spins once `.animating(_:)` is bound.
// construkt-api.md §3
public struct ActivityIndicator: ModifiableView {
    public let modifiableView: UIActivityIndicatorView

    public init(style: UIActivityIndicatorView.Style = .medium) {
        modifiableView = Modified(UIActivityIndicatorView(style: style))
    }

    public func color(_ color: UIColor) -> Self {
        modifiableView.color = color
        return self
    }

    public func style(_ style: UIActivityIndicatorView.Style) -> Self {
        modifiableView.style = style
        return self
    }

    public func animating<B: ViewBinding>(_ binding: B) -> Self where B.Value == Bool {
        binding.observe(on: .main) { [weak modifiableView] animating in
            if animating {
                modifiableView?.startAnimating()
            } else {
                modifiableView?.stopAnimating()
            }
        }
        .store(in: modifiableView.cancelBag)
        return self
    }
}
