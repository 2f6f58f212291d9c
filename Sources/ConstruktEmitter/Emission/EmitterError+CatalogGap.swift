import ConstruktDiagnostics

extension EmitterError {
    /// A catalog entry whose templates, forms or defaults the emitter cannot turn into Swift: never
    /// one of ConstruktKit's (the differential test writes every one of them), but possibly one of
    /// an app's own catalogs (`*.components.yaml`). `what` names the entry, in the diagnostics' style.
    static func catalogGap(_ what: String, at range: SourceRange? = nil) -> EmitterError {
        EmitterError(
            "\(what) has a catalog description the emitter cannot write as Swift; correct the entry in the app's own catalog, or, in ConstruktKit's, please report it",
            at: range)
    }
}
