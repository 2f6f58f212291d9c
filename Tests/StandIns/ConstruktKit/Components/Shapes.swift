import UIKit

/// A view rounded at half its shortest side.
// construkt-api.md §3
public struct CircleView: ModifiableView {
    public let modifiableView = Modified(_CircleView())

    public init() {}
}

/// CircleView's view.
// construkt-api.md §3
public class _CircleView: UIView {}

/// A gradient fill.
// construkt-api.md §3
public struct LinearGradient: ModifiableView {
    public let modifiableView = Modified(_GradientView())

    public init(colors: [UIColor], startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)) {}

    public func locations(_ locations: [NSNumber]) -> Self {
        self
    }
}

/// LinearGradient's view.
// construkt-api.md §3
public class _GradientView: UIView {}

/// Text filled with a gradient; its text is recorded like a label's.
// construkt-api.md §3
public struct GradientLabelView: ModifiableView {
    public let modifiableView = Modified(_GradientLabelView())

    public init(_ text: String, colors: [UIColor]) {
        modifiableView.label.text = text
    }

    public func font(_ font: UIFont) -> Self {
        modifiableView.label.font = font
        return self
    }

    public func alignment(_ alignment: NSTextAlignment) -> Self {
        modifiableView.label.textAlignment = alignment
        return self
    }

    public func numberOfLines(_ lines: Int) -> Self {
        modifiableView.label.numberOfLines = lines
        return self
    }
}

/// GradientLabelView's view: a gradient masked by a label.
// construkt-api.md §3
public class _GradientLabelView: UIView {
    @_spi(StandIn) public let label = UILabel()
}
