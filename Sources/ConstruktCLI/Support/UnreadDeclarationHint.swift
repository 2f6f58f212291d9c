import ConstruktAST
import ConstruktChecker
import ConstruktDiagnostics

/// A name the checker cannot find may be declared in a file it did not read: a file beside a file
/// in no app (no construkt.yaml above it), which is checked on its own, or a file whose name nearly
/// ends in a construkt suffix (`Card.component.yaml`), which a walk passes over. Where such a file
/// declares the name an "unknown type", "unknown component" or "unknown screen" error is about, the
/// error says so, and how to have it read (Docs/language.md, "Files and apps").
struct UnreadDeclarationHint {
    /// Where a name is declared in an unread file, and why that file is not read.
    private enum Declarer {
        case neighbour(path: String)
        case misnamed(path: String, meant: String)
    }

    private let declarer: [String: Declarer]

    /// Reads `neighbours` (InputDiscovery's `unreadNeighbours`) and `misnamed` (its `misnamed`) for
    /// what they declare; a file that cannot be read declares nothing.
    init(neighbours: [String], misnamed: [String: String] = [:], console: Console) {
        var declarer: [String: Declarer] = [:]
        let files =
            neighbours.map { ($0, nil as String?, Declarer.neighbour(path: $0)) }
            + misnamed.sorted { $0.key < $1.key }.map {
                ($0.key, $0.value, Declarer.misnamed(path: $0.key, meant: $0.value))
            }
        for (path, meant, why) in files {
            guard let document = (try? FileLoading.load(path, console: console))?.document,
                let file = ConstruktFile.read(document, named: meant).file
            else { continue }
            for name in Self.declaredNames(in: file) where declarer[name] == nil { declarer[name] = why }
        }
        self.declarer = declarer
    }

    /// `diagnostics` with a note and help added to each unknown-name error whose name an unread file declares.
    func annotate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !declarer.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard [.unknownType, .unknownComponent, .unknownScreen].contains(diagnostic.code),
                let name = Self.quotedName(in: diagnostic.message), let why = declarer[name]
            else { return diagnostic }
            var annotated = diagnostic
            switch why {
            case .neighbour(let path):
                let file = diagnostic.location.path
                // A file named without a folder is in the current one; one at the root, in `/`.
                let written = FilePath.folder(of: file)
                let folder = !written.isEmpty ? written : file.hasPrefix("/") ? "/" : "."
                let config =
                    folder == "." ? "construkt.yaml" : folder == "/" ? "/construkt.yaml" : folder + "/construkt.yaml"
                annotated.notes.append(
                    "'\(name)' is declared in \(path), which is not read with \(file): a file under no construkt.yaml is checked on its own"
                )
                annotated.help =
                    "make the folder one app with a construkt.yaml in it (\(config)), "
                    + "or check the folder: construkt-gen lint \(folder)"
            case .misnamed(let path, let meant):
                annotated.notes.append(
                    "'\(name)' is declared in \(path), which is not read: construkt-gen reads files named "
                        + InputDiscovery.suffixes.map { "*" + $0 }.joined(separator: ", ") + " and construkt.yaml"
                )
                annotated.help =
                    "rename it \(meant)"
                    + (path.contains(".component.") ? " (a component is declared in a screen file)" : "")
            }
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
