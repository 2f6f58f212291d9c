/// Insets by left and right edges.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public static let zero = UIEdgeInsets()
}

/// Insets by leading and trailing edges.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public static let zero = NSDirectionalEdgeInsets()
}

/// Corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0b1111)
}

/// A constraint priority.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// A constraint, as far as code reads and changes one: no layout is solved. Activated, it is
/// installed on its view (a size constraint involves one view, which UIKit installs it on).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A layout axis (also a stack view's axis).
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    public private(set) weak var firstItem: AnyObject?
    open var constant: CGFloat
    /// The multiplier of a constraint between two dimensions (read-only in UIKit).
    open internal(set) var multiplier: CGFloat = 1
    open var priority = UILayoutPriority.required
    open var identifier: String?
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let view = firstItem as? UIView else { return }
            if isActive { view.install(self) } else { view.uninstall(self) }
        }
    }

    init(item: UIView, constant: CGFloat) {
        firstItem = item
        self.constant = constant
        super.init()
    }
}

/// A view's width or height anchor (Auto Layout's `NSLayoutDimension`), which makes size constraints.
@preconcurrency @MainActor
open class NSLayoutDimension: NSObject {
    private weak var view: UIView?

    init(view: UIView) {
        self.view = view
        super.init()
    }

    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: view ?? UIView(), constant: c)
    }

    /// A constraint keeping this dimension at least `c` (a `{ min: … }` size).
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: view ?? UIView(), constant: c)
    }

    /// A constraint keeping this dimension at most `c` (a `{ max: … }` size).
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: view ?? UIView(), constant: c)
    }

    /// A constraint making this dimension equal to `anchor` (a scroll view's height to its content
    /// layout guide's); the stand-in solves nothing.
    open func constraint(equalTo anchor: NSLayoutDimension) -> NSLayoutConstraint {
        NSLayoutConstraint(item: view ?? UIView(), constant: 0)
    }

    /// A constraint making this dimension `m` times `anchor` (an aspect ratio, between a view's own
    /// width and height); the stand-in keeps the multiplier and solves nothing.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: view ?? UIView(), constant: 0)
        constraint.multiplier = m
        return constraint
    }
}


/// A rectangle Auto Layout places without a view of its own (a scroll view's content layout guide).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    private let owner = UIView()
    public var heightAnchor: NSLayoutDimension { owner.heightAnchor }
    public var widthAnchor: NSLayoutDimension { owner.widthAnchor }
}

/// CoreGraphics' affine transform (here its scale, translation and identity, with CoreGraphics' fields).
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// This transform, then a scale (CoreGraphics' `scaledBy`: the scale applies first to a point).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a * sx, b: b * sx, c: c * sy, d: d * sy, tx: tx, ty: ty)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
