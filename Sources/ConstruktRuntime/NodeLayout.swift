/// Where a layout put one node of a runtime tree (Docs/language.md, A scenario file, "Layout"): its
/// frame in screen points, from the screen's top-left corner, the device it was laid out on, and,
/// when no touch can reach it, why.
public struct NodeLayout: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// The device, as a failure names it: `iPhone 15 (393 × 852)`.
    public var device: String
    /// Why no part of the node can take a touch (`its ScrollView is 0 points high`); `nil` when
    /// some part lies on the screen and inside every view above it.
    public var untouchable: String?

    public init(x: Double, y: Double, width: Double, height: Double, device: String, untouchable: String?) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.device = device
        self.untouchable = untouchable
    }

    /// `x 16, y 540, 60 × 0 on iPhone 15 (393 × 852)`.
    public var description: String {
        "\(Self.frame(x: x, y: y, width: width, height: height)) on \(device)"
    }

    /// A frame as a failure writes it: `x 16, y 540, 60 × 0`.
    public static func frame(x: Double, y: Double, width: Double, height: Double) -> String {
        "x \(points(x)), y \(points(y)), \(points(width)) × \(points(height))"
    }

    /// A length in as few digits as say it: `16`, `16.5`.
    public static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
