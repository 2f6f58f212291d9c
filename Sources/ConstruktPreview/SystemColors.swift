/// UIKit's named colours with their light and dark values (Apple's Human Interface Guidelines,
/// "Color", iOS 17 values, default contrast). The fixed colours (`red`, `gray`, …) are UIColor's
/// class properties, the same in both modes.
enum SystemColors {
    static func color(named name: String, in appearance: Appearance) -> RGBAColor? {
        if let fixed = fixed[name] { return fixed }
        guard let pair = dynamic[name] else { return nil }
        return appearance == .light ? pair.light : pair.dark
    }

    private static let fixed: [String: RGBAColor] = [
        "black": RGBAColor(red: 0, green: 0, blue: 0),
        "darkGray": RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "lightGray": RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "white": RGBAColor(red: 1, green: 1, blue: 1),
        "gray": RGBAColor(red: 0.5, green: 0.5, blue: 0.5),
        "red": RGBAColor(red: 1, green: 0, blue: 0),
        "green": RGBAColor(red: 0, green: 1, blue: 0),
        "blue": RGBAColor(red: 0, green: 0, blue: 1),
        "cyan": RGBAColor(red: 0, green: 1, blue: 1),
        "yellow": RGBAColor(red: 1, green: 1, blue: 0),
        "magenta": RGBAColor(red: 1, green: 0, blue: 1),
        "orange": RGBAColor(red: 1, green: 0.5, blue: 0),
        "purple": RGBAColor(red: 0.5, green: 0, blue: 0.5),
        "brown": RGBAColor(red: 0.6, green: 0.4, blue: 0.2),
        "clear": RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    private static let dynamic: [String: (light: RGBAColor, dark: RGBAColor)] = [
        "systemRed": (RGBAColor(255, 59, 48), RGBAColor(255, 69, 58)),
        "systemGreen": (RGBAColor(52, 199, 89), RGBAColor(48, 209, 88)),
        "systemBlue": (RGBAColor(0, 122, 255), RGBAColor(10, 132, 255)),
        "systemOrange": (RGBAColor(255, 149, 0), RGBAColor(255, 159, 10)),
        "systemYellow": (RGBAColor(255, 204, 0), RGBAColor(255, 214, 10)),
        "systemPink": (RGBAColor(255, 45, 85), RGBAColor(255, 55, 95)),
        "systemPurple": (RGBAColor(175, 82, 222), RGBAColor(191, 90, 242)),
        "systemTeal": (RGBAColor(48, 176, 199), RGBAColor(64, 200, 224)),
        "systemIndigo": (RGBAColor(88, 86, 214), RGBAColor(94, 92, 230)),
        "systemBrown": (RGBAColor(162, 132, 94), RGBAColor(172, 142, 104)),
        "systemGray": (RGBAColor(142, 142, 147), RGBAColor(142, 142, 147)),
        "systemGray2": (RGBAColor(174, 174, 178), RGBAColor(99, 99, 102)),
        "systemGray3": (RGBAColor(199, 199, 204), RGBAColor(72, 72, 74)),
        "systemGray4": (RGBAColor(209, 209, 214), RGBAColor(58, 58, 60)),
        "systemGray5": (RGBAColor(229, 229, 234), RGBAColor(44, 44, 46)),
        "systemGray6": (RGBAColor(242, 242, 247), RGBAColor(28, 28, 30)),
        "label": (RGBAColor(0, 0, 0), RGBAColor(255, 255, 255)),
        "secondaryLabel": (RGBAColor(60, 60, 67, 0.6), RGBAColor(235, 235, 245, 0.6)),
        "tertiaryLabel": (RGBAColor(60, 60, 67, 0.3), RGBAColor(235, 235, 245, 0.3)),
        "quaternaryLabel": (RGBAColor(60, 60, 67, 0.18), RGBAColor(235, 235, 245, 0.16)),
        "link": (RGBAColor(0, 122, 255), RGBAColor(9, 132, 255)),
        "placeholderText": (RGBAColor(60, 60, 67, 0.3), RGBAColor(235, 235, 245, 0.3)),
        "separator": (RGBAColor(60, 60, 67, 0.29), RGBAColor(84, 84, 88, 0.6)),
        "opaqueSeparator": (RGBAColor(198, 198, 200), RGBAColor(56, 56, 58)),
        "systemBackground": (RGBAColor(255, 255, 255), RGBAColor(0, 0, 0)),
        "secondarySystemBackground": (RGBAColor(242, 242, 247), RGBAColor(28, 28, 30)),
        "tertiarySystemBackground": (RGBAColor(255, 255, 255), RGBAColor(44, 44, 46)),
        "systemGroupedBackground": (RGBAColor(242, 242, 247), RGBAColor(0, 0, 0)),
        "secondarySystemGroupedBackground": (RGBAColor(255, 255, 255), RGBAColor(28, 28, 30)),
        "tertiarySystemGroupedBackground": (RGBAColor(242, 242, 247), RGBAColor(44, 44, 46)),
        "systemFill": (RGBAColor(120, 120, 128, 0.2), RGBAColor(120, 120, 128, 0.36)),
        "secondarySystemFill": (RGBAColor(120, 120, 128, 0.16), RGBAColor(120, 120, 128, 0.32)),
        "tertiarySystemFill": (RGBAColor(118, 118, 128, 0.12), RGBAColor(118, 118, 128, 0.24)),
        "quaternarySystemFill": (RGBAColor(116, 116, 128, 0.08), RGBAColor(118, 118, 128, 0.18)),
    ]
}
