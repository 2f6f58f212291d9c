/// Makes a one-edit mutant of a generated app: one recorded site changed (a wrong type, a
/// misspelt name, a required key removed), and the line where lint must report it.
struct MutantWriter {
    struct Mutant {
        let files: [YAMLText]
        let changedFile: String
        let changedText: String
        /// 1-based line of the expected error in `changedFile`.
        let errorLine: Int
        let kind: MutationKind
    }

    static func mutate(_ app: GeneratedApp) -> Mutant? {
        var random = SeededRandom(seed: app.seed ^ 0x5EED_0F_1E)
        let sites = app.files.flatMap(\.sites)
        guard !sites.isEmpty else { return nil }
        let site = random.pick(sites)
        guard let file = app.files.first(where: { $0.fileName == site.file }) else { return nil }
        var lines = file.lines
        if let replacement = site.replacement {
            lines[site.line] = replacement
        } else {
            lines.remove(at: site.line)
        }
        let errorLine = site.errorLine > site.line && site.replacement == nil ? site.errorLine - 1 : site.errorLine
        return Mutant(
            files: app.files, changedFile: site.file, changedText: lines.joined(separator: "\n") + "\n",
            errorLine: errorLine + 1, kind: site.kind)
    }
}
