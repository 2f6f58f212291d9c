/// The devices a scenario's `device:` names (Docs/language.md, A scenario file, "Layout"): those
/// `construkt-gen preview --device` draws, ConstruktPreview's `Device.all`, by the same names.
public enum DeviceNames {
    /// The first is the standard device, which a scenario without `device:` is laid out on.
    public static let all = ["iPhone 15", "iPhone 15 Pro Max", "iPhone SE", "iPad Air"]

    /// The device `written` names, case, spaces and dashes aside (`iphone-se` is "iPhone SE").
    public static func named(_ written: String) -> String? {
        all.first { key($0) == key(written) }
    }

    /// A name as compared: its letters and digits, lowercased.
    public static func key(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}
