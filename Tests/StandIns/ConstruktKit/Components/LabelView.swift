import UIKit

/// A text label (font `.callout` unless set).
// construkt-api.md §3
public struct LabelView: ModifiableView {
    public let modifiableView = Modified(BuilderInternalUILabel()) {
        $0.font = ViewBuilderEnvironment.defaultLabelFont ?? UIFont.preferredFont(forTextStyle: .callout)
        $0.textColor = ViewBuilderEnvironment.defaultLabelColor ?? $0.textColor
        $0.textAlignment = .left
    }

    public init(_ text: String?) {
        modifiableView.text = text
    }

    public init<B: ViewBinding>(_ binding: B) where B.Value == String {
        text(bind: binding)
    }

    public init<B: ViewBinding>(_ binding: B) where B.Value == String? {
        text(bind: binding)
    }

    public init(_ variable: Variable<String>) {
        text(bind: variable)
    }

    public init(_ variable: Variable<String?>) {
        text(bind: variable)
    }
}

/// LabelView's UILabel: paddable and route receiving. Its intrinsic size, which every layout
/// asks for, sets `numberOfLines` to 0, so `.numberOfLines(1)` does not last on a device.
// construkt-api.md §3, §4 (padding, onAppear), §11 (1.2.6 Core/Builder/Builder+Label.swift)
public class BuilderInternalUILabel: UILabel, ViewBuilderPaddable, ViewBuilderRouteReceiving {
    public override var intrinsicContentSize: CGSize {
        numberOfLines = 0
        return super.intrinsicContentSize
    }

    public func setPadding(_ padding: UIEdgeInsets) {
        store(padding, for: "padding")
    }
}

// construkt-api.md §4 (UILabel)
extension ModifiableView where Base: UILabel {
    @discardableResult
    public func font(_ font: UIFont?) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.font, value: font)
    }

    @discardableResult
    public func font(_ style: UIFont.TextStyle) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.font, value: UIFont.preferredFont(forTextStyle: style))
    }

    @discardableResult
    public func color(_ color: UIColor?) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.textColor, value: color)
    }

    @discardableResult
    public func alignment(_ alignment: NSTextAlignment) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.textAlignment, value: alignment)
    }

    /// Also sets `byWordWrapping`.
    @discardableResult
    public func numberOfLines(_ numberOfLines: Int) -> ViewModifier<Base> {
        ViewModifier(modifiableView) {
            $0.numberOfLines = numberOfLines
            $0.lineBreakMode = .byWordWrapping
        }
    }

    @discardableResult
    public func lineBreakMode(_ lineBreakMode: NSLineBreakMode) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.lineBreakMode, value: lineBreakMode)
    }

    @discardableResult
    public func attributedText(_ text: NSAttributedString?) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.attributedText, value: text)
    }

    @discardableResult
    public func text<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == String {
        onReceive(binding) { $0.view.text = $0.value }
    }

    @discardableResult
    public func text<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == String? {
        onReceive(binding) { $0.view.text = $0.value }
    }

    @discardableResult
    public func color<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == UIColor {
        onReceive(binding) { $0.view.textColor = $0.value }
    }

    @discardableResult
    public func color<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == UIColor? {
        onReceive(binding) { $0.view.textColor = $0.value }
    }
}
