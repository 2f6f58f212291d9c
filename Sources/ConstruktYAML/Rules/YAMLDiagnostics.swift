import ConstruktDiagnostics

/// Diagnostics of the YAML layer that other stages and commands (`dump events`) build too.
public enum YAMLDiagnostics {
    /// libyaml's own error as a located diagnostic in plain words (also used by `dump events`).
    public static func diagnostic(for error: YAMLParseError, in file: SourceFile) -> Diagnostic {
        LibYAMLErrorTranslation(error: error, file: file, context: .init()).diagnostic()
    }

    /// CK0115 at the collection that crossed the limit (also used by `dump events`).
    public static func nestingTooDeep(at mark: YAMLMark, in file: SourceFile, limit: Int) -> Diagnostic {
        let start = file.position(zeroBasedLine: mark.line, column: mark.column)
        return Diagnostic(
            .nestingTooDeep,
            "mappings and lists nest more than \(limit) levels deep here",
            at: file.location(file.characterRange(at: start)),
            help:
                "flatten the structure or move a part into a 'component:' file; the limit is 'limits.depth' in construkt.yaml"
        )
    }
}
