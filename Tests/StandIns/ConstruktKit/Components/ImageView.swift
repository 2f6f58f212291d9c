import UIKit

/// A UIImageView. ⚠ No padding and no onAppear.
// construkt-api.md §3
public struct ImageView: ModifiableView {
    public let modifiableView = Modified(UIImageView())

    public init(_ image: UIImage?) {
        modifiableView.image = image
    }

    public init(named name: String) {
        modifiableView.image = UIImage(named: name)
    }

    public init(systemName name: String) {
        modifiableView.image = UIImage(systemName: name)
    }

    /// Loads the image from `url` (not here: nothing is loaded; the placeholder shows).
    public init(url: URL?, placeholder: UIImage? = nil, animated: Bool = true) {
        modifiableView.setImage(from: url, placeholder: placeholder, animated: animated)
    }

    public init(url: String?, placeholder: UIImage? = nil, animated: Bool = true) {
        modifiableView.setImage(from: url.flatMap(URL.init(string:)), placeholder: placeholder, animated: animated)
    }

    public init<B: ViewBinding>(_ binding: B) where B.Value == UIImage {
        image(bind: binding)
    }

    public init<B: ViewBinding>(_ binding: B) where B.Value == UIImage? {
        image(bind: binding)
    }
}

// construkt-api.md §3 (UIKit helpers): `UIImageView.setImage(from:placeholder:animated:)`.
extension UIImageView {
    public func setImage(from url: URL?, placeholder: UIImage? = nil, animated: Bool = true) {
        image = placeholder
    }
}

// construkt-api.md §4 (UIImageView)
extension ModifiableView where Base: UIImageView {
    @discardableResult
    public func tintColor(_ color: UIColor?) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.tintColor = color }
    }

    @discardableResult
    public func image<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == UIImage {
        onReceive(binding) { $0.view.image = $0.value }
    }

    @discardableResult
    public func image<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == UIImage? {
        onReceive(binding) { $0.view.image = $0.value }
    }
}
