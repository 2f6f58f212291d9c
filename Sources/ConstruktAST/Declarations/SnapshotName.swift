/// What an `expect`'s `snapshot:` names (Docs/language.md, A scenario file, "Snapshots"): a
/// picture of the screen, kept as `__Snapshots__/<scenario file>/<name>.svg` beside the scenario
/// (`<name>.dark.svg` in dark appearance), which the screen must look like.
public struct SnapshotName: Sendable, Hashable {
    /// Light or dark: which value of a dynamic system colour the picture draws.
    public enum Appearance: String, CaseIterable, Sendable {
        case light, dark
    }

    /// Letters, digits, `-` and `_`, starting with a letter or a digit: a file name on any system.
    public var name: String
    public var appearance: Appearance

    public init(name: String, appearance: Appearance) {
        self.name = name
        self.appearance = appearance
    }

    /// Whether `text` can name a snapshot: 1 to 100 of letters, digits, `-` and `_`, starting with
    /// a letter or a digit, so that it is a file name and never a path.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.unicodeScalars.count <= 100 else { return false }
        let allowed = { (scalar: Unicode.Scalar) in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        }
        return allowed(first) && text.unicodeScalars.allSatisfy { allowed($0) || $0 == "-" || $0 == "_" }
    }

    /// The reference's file name: `<name>.svg`, or `<name>.dark.svg`.
    public var fileName: String {
        appearance == .light ? "\(name).svg" : "\(name).\(appearance.rawValue).svg"
    }
}
