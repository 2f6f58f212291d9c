import UIKit

/// A horizontal line, `.secondaryLabel` unless told, 4 pt below the top and 4.5 pt above the
/// bottom of its clear view (the frames stand for 1.2.6's constraints).
// construkt-api.md §3, §11 (1.2.6 Core/Builder/Builder+Divider.swift)
public struct DividerView: ModifiableView {
    public let modifiableView: BuilderInternalDividerView

    public init(color: UIColor? = nil, height: CGFloat = 1.0) {
        modifiableView = Modified(BuilderInternalDividerView(frame: CGRect(x: 0, y: 0, width: 0, height: 4 + height + 4.5))) {
            let line = UIView(frame: CGRect(x: 0, y: 4, width: 0, height: height))
            line.backgroundColor = color ?? ViewBuilderEnvironment.defaultSeparatorColor ?? UIColor.secondaryLabel
            $0.addSubview(line)
            $0.backgroundColor = .clear
        }
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

    public let modifiableView: BuilderInternalVerticalDividerView

    public init(width: CGFloat = 1.0, verticalInset: CGFloat = 0.0, alignment: HorizontalAlignment = .center) {
        modifiableView = Modified(BuilderInternalVerticalDividerView(frame: .zero)) {
            $0.intrinsicWidth = max(width, 8.0)
            let line = UIView(frame: CGRect(x: 0, y: verticalInset, width: width, height: 0))
            line.backgroundColor = ViewBuilderEnvironment.defaultSeparatorColor ?? UIColor.secondaryLabel
            $0.addSubview(line)
            $0.backgroundColor = .clear
        }
    }
}

/// DividerView's view; its line is its only subview.
// construkt-api.md §3
public class BuilderInternalDividerView: UIView {}

/// VerticalDivider's view; its line is its only subview. At least 8 pt wide.
// construkt-api.md §3, §11 (1.2.6 Core/Builder/Builder+VerticalDivider.swift)
public class BuilderInternalVerticalDividerView: UIView {
    public var intrinsicWidth: CGFloat = 8.0

    public override var intrinsicContentSize: CGSize {
        CGSize(width: intrinsicWidth, height: UIView.noIntrinsicMetric)
    }
}

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
