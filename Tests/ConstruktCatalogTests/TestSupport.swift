import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML
import Foundation

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Parses in-memory text as a YAML document named `path`; the YAML layer must accept it.
func document(_ text: String, path: String = "user.components.yaml") -> YAMLDocument {
    let result = YAMLLoader.load(SourceFile(path: path, text: text))
    precondition(result.document != nil, "test input is not valid YAML: \(result.diagnostics.map(\.message))")
    return result.document!
}

/// Loads a user catalog on top of ConstruktKit.
func loadUserCatalog(_ text: String) -> CatalogLoadResult {
    CatalogLoader.loadWithConstruktKit([document(text)])
}

extension CatalogLoadResult {
    /// Each diagnostic as "CODE line:column", in report order.
    var summary: [String] {
        diagnostics.map { "\($0.code.id) \($0.location.range.start)" }
    }
}
