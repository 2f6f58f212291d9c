import ConstruktAST
import ConstruktChecker
import ConstruktDiagnostics

/// A file in no app (no construkt.yaml above it) is checked on its own, so a type or component
/// declared in a file beside it is unknown to it. Where such a neighbour declares the name an
/// "unknown type" or "unknown component" error is about, the error says so, and how to make the
/// folder one app (Docs/language.md, "Files and apps").
struct LoneFileHint {
    /// The declared type and component names of each unread neighbour, by name.
    private let declaringFile: [String: String]

    /// Reads `neighbours` (InputDiscovery's `unreadNeighbours`) for what they declare; a file that
    /// cannot be read declares nothing.
    init(neighbours: [String], console: Console) {
        var declaringFile: [String: String] = [:]
        for path in neighbours {
            guard let document = (try? FileLoading.load(path, console: console))?.document,
                let file = ConstruktFile.read(document).file
            else { continue }
            for name in Self.declaredNames(in: file) where declaringFile[name] == nil { declaringFile[name] = path }
        }
        self.declaringFile = declaringFile
    }

    /// `diagnostics` with a note and help added to each unknown-name error whose name a neighbour declares.
    func annotate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !declaringFile.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.code == .unknownType || diagnostic.code == .unknownComponent,
                let name = Self.quotedName(in: diagnostic.message), let declarer = declaringFile[name]
            else { return diagnostic }
            let file = diagnostic.location.path
            // A file named without a folder is in the current one; one at the root, in `/`.
            let written = FilePath.folder(of: file)
            let folder = !written.isEmpty ? written : file.hasPrefix("/") ? "/" : "."
            let config =
                folder == "." ? "construkt.yaml" : folder == "/" ? "/construkt.yaml" : folder + "/construkt.yaml"
            var annotated = diagnostic
            annotated.notes.append(
                "'\(name)' is declared in \(declarer), which is not read with \(file): a file under no construkt.yaml is checked on its own"
            )
            annotated.help =
                "make the folder one app with a construkt.yaml in it (\(config)), "
                + "or check the folder: construkt-gen lint \(folder)"
            annotated.fixIts = []
            return annotated
        }
    }

    private static func declaredNames(in file: ConstruktFile) -> [String] {
        switch file {
        case .types(let types): types.types.map(\.name.text)
        case .screen(let screen): [screen.name.text] + screen.types.map(\.name.text)
        case .routes(let routes): [routes.name.text]
        case .scenario, .config: []
        }
    }

    /// The first name written in quotes in a message (`unknown type 'Account'`).
    private static func quotedName(in message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }
}
