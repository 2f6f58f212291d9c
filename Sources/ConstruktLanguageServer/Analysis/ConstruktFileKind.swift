/// The construkt file kinds, told by a file's name (Docs/language.md, Files and apps).
public enum ConstruktFileKind: String, Sendable, CaseIterable {
    case screen, routes, types, scenario, components, config

    public static let configFileName = "construkt.yaml"

    /// The kind of the file at `path`, or `nil` when its name is not a construkt file's.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == Self.configFileName {
            self = .config
            return
        }
        for kind in Self.allCases where kind != .config {
            let suffix = ".\(kind.rawValue).yaml"
            if name.hasSuffix(suffix), name.count > suffix.count {
                self = kind
                return
            }
        }
        return nil
    }
}
