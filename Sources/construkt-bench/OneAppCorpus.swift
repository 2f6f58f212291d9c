import Foundation

/// The corpus's 1,000 screens as one app, for the language server rows: every screen copied into
/// one folder under one construkt.yaml, with one types file (each list app of the corpus declares
/// its own `Item`, which one app may declare once).
enum OneAppCorpus {
    static func write(from corpus: Corpus, under folder: String) throws -> (root: String, screens: [String]) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written = [
            ("construkt.yaml", Data("imports: [ConstruktKit]\naccessLevel: internal\n".utf8)),
            (
                "Models.types.yaml",
                Data("types:\n  Item: { id: Int, title: String, detail: String?, score: Double }\n".utf8)
            ),
        ]
        for file in corpus.files where file.hasSuffix(".screen.yaml") {
            written.append(((file as NSString).lastPathComponent, try Data(contentsOf: URL(fileURLWithPath: file))))
        }
        var screens: [String] = []
        for (name, bytes) in written {
            let path = folder + "/" + name
            if FileManager.default.contents(atPath: path) != bytes { try bytes.write(to: URL(fileURLWithPath: path)) }
            if name.hasSuffix(".screen.yaml") { screens.append(path) }
        }
        return (folder, screens.sorted())
    }
}
