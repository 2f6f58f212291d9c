import ConstruktChecker
import ConstruktDiagnostics
import ConstruktEmitter

/// What `lint` adds for an app that loads catalogs of its own: the app's Swift is written in
/// memory, as `generate` would write it, and each place the emitter cannot write becomes an error
/// there (CK0720), so a clean lint means `generate` succeeds whatever the app's catalogs describe.
/// ConstruktKit's own catalog needs no such pass: the differential test writes every entry of it.
enum OwnCatalogEmission {
    static func diagnostics(of app: CheckedApp) -> [Diagnostic] {
        guard let config = app.config, !config.catalogs.isEmpty else { return [] }
        let emission = AppEmitter(app: app).emit { path in String(path.split(separator: "/").last ?? Substring(path)) }
        return emission.failures.map { failure in
            let start = SourcePosition(line: 1, column: 1, offset: 0)
            return Diagnostic(
                .unwritableCatalogUse, failure.error.message,
                at: SourceLocation(path: failure.inputPath, range: failure.error.range ?? SourceRange(at: start)),
                help:
                    "correct the catalog entry, or write this use another way; construkt-gen explain CK0720 tells more"
            )
        }
    }
}
