import UIKit

/// A horizontal line.
// construkt-api.md §3
public struct DividerView: ModifiableView {
    public let modifiableView = Modified(BuilderInternalDividerView())

    public init(color: UIColor? = nil, height: CGFloat = 1) {
        let line = UIView()
        line.backgroundColor = color ?? ViewBuilderEnvironment.defaultSeparatorColor ?? UIColor.separator
        modifiableView.addSubview(line)
    }
}

/// A vertical line for horizontal stacks.
// construkt-api.md §3
public struct VerticalDivider: ModifiableView {
    /// Where the line sits in its width.
    // construkt-api.md §3 (`VerticalDivider(width:verticalInset:alignment:)`)
    public enum HorizontalAlignment {
        case leading, center, trailing
    }

    public let modifiableView = Modified(BuilderInternalVerticalDividerView())

    public init(width: CGFloat = 1, verticalInset: CGFloat = 0, alignment: HorizontalAlignment = .center) {
        let line = UIView()
        line.backgroundColor = ViewBuilderEnvironment.defaultSeparatorColor ?? UIColor.separator
        modifiableView.addSubview(line)
    }
}

/// DividerView's view; its line is its only subview.
// construkt-api.md §3
public class BuilderInternalDividerView: UIView {}

/// VerticalDivider's view; its line is its only subview.
// construkt-api.md §3
public class BuilderInternalVerticalDividerView: UIView {}

// construkt-api.md §3: `.color(_)` on dividers.
extension ModifiableView where Base: BuilderInternalDividerView {
    @discardableResult
    public func color(_ color: UIColor?) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.subviews.first?.backgroundColor = color }
    }
}

// construkt-api.md §3: `.color(_)` on dividers.
extension ModifiableView where Base: BuilderInternalVerticalDividerView {
    @discardableResult
    public func color(_ color: UIColor?) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.subviews.first?.backgroundColor = color }
    }
}
