import UIKit

/// Flexible space; with `h`/`w` a minimum size.
// construkt-api.md §3
public struct SpacerView: ModifiableView {
    public var modifiableView: UIView = Modified(SpacerMarkerView())

    public init() {}

    public init(h: CGFloat = 16) {}

    public init(w: CGFloat = 8) {}
}

/// Rigid space of an exact height (default 16) or width (default 8); as in 1.2.6, the initializer
/// without arguments (which `FixedSpacerView()` calls) makes no size constraint.
// construkt-api.md §3
public struct FixedSpacerView: ModifiableView {
    public var modifiableView: UIView = Modified(FixedSpacerMarkerView())

    public init() {}

    public init(_ height: CGFloat = 16) {
        modifiableView.heightAnchor.constraint(equalToConstant: height).isActive = true
    }

    public init(width: CGFloat = 8) {
        modifiableView.widthAnchor.constraint(equalToConstant: width).isActive = true
    }
}

/// What SpacerView builds; its Base stays UIView as in 1.2.6 (the recorder names it).
@_spi(StandIn) public final class SpacerMarkerView: UIView {}

/// What FixedSpacerView builds; its Base stays UIView as in 1.2.6 (the recorder names it).
@_spi(StandIn) public final class FixedSpacerMarkerView: UIView {}
