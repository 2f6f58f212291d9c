import ConstruktAST
import ConstruktCatalog
import ConstruktYAML
import Foundation

/// The catalog `explain` describes: ConstruktKit's, with the catalogs that the `construkt.yaml` of
/// the working folder (or the nearest folder above it) lists. A config or catalog that does not
/// read is left out; `lint` is where its mistakes are reported.
enum ExplainCatalog {
    static func load(console: Console) -> ComponentCatalog {
        guard let configPath = nearestConfig(from: console.workingDirectory),
            let config = try? YAMLLoader.load(path: configPath, displayPath: configPath, limits: .standard).document,
            case .config(let declaration)? = ConstruktFile.read(config).file, !declaration.catalogs.isEmpty
        else { return CatalogLoader.construktKit.catalog }
        let folder = (configPath as NSString).deletingLastPathComponent
        let documents = declaration.catalogs.compactMap { listed in
            let path = listed.text.hasPrefix("/") ? listed.text : folder + "/" + listed.text
            return try? YAMLLoader.load(path: path, displayPath: listed.text, limits: .standard).document
        }
        return CatalogLoader.loadWithConstruktKit(documents).catalog
    }

    /// The `construkt.yaml` in `folder` or the nearest folder above it.
    private static func nearestConfig(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent("construkt.yaml").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
