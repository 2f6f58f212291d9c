import Foundation

/// Finds the app a file belongs to, as `lint` does: the nearest folder above it holding a
/// construkt.yaml (or, under none, the file's own folder), and the construkt files below it.
public enum AppDiscovery {
    /// At most this many directory entries are walked for one app, so that a stray file under a
    /// huge folder does not make the server walk the disk.
    static let walkLimit = 20_000

    /// The app folder of the file at the absolute `path`.
    public static func root(of path: String) -> String {
        var folder = (path as NSString).deletingLastPathComponent
        while true {
            if FileManager.default.fileExists(atPath: folder + "/" + ConstruktFileKind.configFileName) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return (path as NSString).deletingLastPathComponent }
            folder = parent
        }
    }

    /// The construkt files under `root` (hidden folders skipped), as absolute paths, sorted.
    public static func files(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        var seen = 0
        while let relative = walker.nextObject() as? String, seen < walkLimit {
            seen += 1
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if ConstruktFileKind(path: name) != nil { found.append(root + "/" + relative) }
        }
        return found.sorted()
    }
}
