/// The name of the Swift file generated from one input file: its relative path flattened into one
/// file name, so that all generated files can sit in one folder and one module.
///
/// Flattened, not mirrored into folders: swiftc refuses two files with the same name in one module
/// (`error: filename "Home.swift" used twice`, measured with 6.3.1), so `A/Home.swift` next to
/// `B/Home.swift` would not build, whether written by `generate` or by the build plugin.
///
/// The scheme, read left to right:
/// - the last component's `.yaml` becomes `.swift`, the kind stays: `Home.screen.yaml` →
///   `Home.screen.swift` (so `Home.types.yaml` beside it gets a name of its own);
/// - folders come first, each followed by `_`: `Screens/Home.screen.yaml` → `Screens_Home.screen.swift`;
/// - inside a component, `+` is written `++` and `_` is written `+_`, so every `+` starts a
///   two-character escape and every bare `_` is a folder boundary: `My_Screens/Home.screen.yaml`
///   → `My+_Screens_Home.screen.swift`, which `My/Screens/Home.screen.yaml` (`My_Screens_…`)
///   and `My_Screens_Home.screen.yaml` (`My+_Screens+_Home…`) cannot meet.
///
/// So distinct paths always get distinct names. Names that differ only by case (`A/Home` and
/// `a/Home`) are one file on macOS's usual file system: `caseInsensitiveClashes(among:)` finds them.
public struct GeneratedFileName: Hashable, Sendable, CustomStringConvertible {
    /// Why an input path gets no generated file name.
    public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
        /// The input's name does not end in `.yaml`.
        case notYAML(RelativeSourcePath)
        /// The flattened name is longer than the 255 bytes a file name may have.
        case tooLong(RelativeSourcePath)

        public var description: String {
            switch self {
            case .notYAML(let path): return "'\(path)' is not a .yaml file, so no Swift file is named after it"
            case .tooLong(let path):
                return "the Swift file for '\(path)' would need a name longer than 255 bytes; use shorter folder names"
            }
        }
    }

    /// The input file the name comes from.
    public let source: RelativeSourcePath
    /// The file name, a single path component.
    public let fileName: String

    public init(for source: RelativeSourcePath) throws(Rejection) {
        guard let last = source.components.last, last.hasSuffix(".yaml"), last != ".yaml" else {
            throw .notYAML(source)
        }
        var flattened = source.components.map(Self.escaped).joined(separator: "_")
        flattened.removeLast(".yaml".count)
        flattened += ".swift"
        guard flattened.utf8.count <= 255 else { throw .tooLong(source) }
        self.source = source
        self.fileName = flattened
    }

    public var description: String { fileName }

    /// Pairs of names whose bytes differ only by case or Unicode normalization (`é` written as one
    /// scalar or as `e` plus an accent), which one folder on a case- or normalization-insensitive
    /// file system (macOS's usual one) cannot hold apart. Each pair is in input order.
    public static func caseInsensitiveClashes(among names: [GeneratedFileName]) -> [(
        GeneratedFileName, GeneratedFileName
    )] {
        var firstByKey: [String: GeneratedFileName] = [:]
        var clashes: [(GeneratedFileName, GeneratedFileName)] = []
        for name in names {
            let key = name.fileName.lowercased()
            if let first = firstByKey[key] {
                if !first.fileName.utf8.elementsEqual(name.fileName.utf8) { clashes.append((first, name)) }
            } else {
                firstByKey[key] = name
            }
        }
        return clashes
    }

    private static func escaped(_ component: String) -> String {
        var result = ""
        for character in component.unicodeScalars {
            switch character {
            case "+": result += "++"
            case "_": result += "+_"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
