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

    /// Loads the image from `url`; the placeholder shows only when `url` is nil (1.2.6
    /// Core/Builder/Builder+Image.swift). Nothing is loaded here.
    public init(url: URL?, placeholder: UIImage? = nil, animated: Bool = true) {
        modifiableView.setImage(from: url, placeholder: url == nil ? placeholder : nil, animated: animated)
    }

    /// Loads the image from the URL `url` spells, showing the placeholder meanwhile; without one,
    /// the placeholder (1.2.6 Core/Builder/Builder+Image.swift).
    public init(url: String?, placeholder: UIImage? = nil, animated: Bool = true) {
        if let text = url, let url = URL(string: text) {
            modifiableView.setImage(from: url, placeholder: placeholder, animated: animated)
        } else {
            modifiableView.image = placeholder
        }
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
