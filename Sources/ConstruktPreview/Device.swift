import ConstruktAST

/// A device the preview lays a screen out for: its size in points (portrait) and safe area.
public struct Device: Hashable, Sendable {
    public var name: String
    public var size: Size
    /// The safe area's insets: the status bar (or the sensor housing) and the home indicator.
    public var safeArea: EdgeInsets
    /// Whether it has a home indicator rather than a home button.
    public var hasHomeIndicator: Bool

    /// The devices `--device` knows, by name.
    public static let all: [Device] = [
        Device(
            name: "iPhone 15", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
            hasHomeIndicator: true),
        Device(
            name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34),
            hasHomeIndicator: true),
        Device(
            name: "iPhone SE", size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20),
            hasHomeIndicator: false),
        Device(
            name: "iPad Air", size: Size(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, bottom: 20),
            hasHomeIndicator: true),
    ]

    /// The device a preview uses when none is named.
    public static let standard = all[0]

    /// The device with that name, case and spaces aside (`iphone-se` finds "iPhone SE").
    public static func named(_ name: String) -> Device? {
        all.first { DeviceNames.key($0.name) == DeviceNames.key(name) }
    }
}
