import ConstruktDiagnostics

extension EmitterError {
    /// A construct the checker rejects before the emitter runs, met all the same: a bug in
    /// construkt-gen rather than in the program, reported as such so that it reaches the project.
    /// `what` names the construct, in the diagnostics' style.
    static func checkerInvariant(_ what: String, at range: SourceRange? = nil) -> EmitterError {
        EmitterError(
            "internal error: \(what); the checker should have rejected this program, please report it", at: range)
    }
}
