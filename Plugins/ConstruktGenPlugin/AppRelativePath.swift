import Foundation

/// Where an input sits in its app, as `construkt-gen generate` reads it: its path relative to the
/// nearest folder above it that holds a `construkt.yaml`, or its file name alone when none does.
/// The generated file is named from this path (`GeneratedSwiftFileName`).
enum AppRelativePath {
    static let configFileName = "construkt.yaml"

    /// The components of `file`'s path relative to its app's folder.
    static func components(of file: URL) -> [String] {
        var relative = [file.lastPathComponent]
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(configFileName).path) {
                return relative
            }
            relative.insert(folder.lastPathComponent, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        return [file.lastPathComponent]
    }
}
