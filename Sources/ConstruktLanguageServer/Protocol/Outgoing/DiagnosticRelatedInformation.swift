/// LSP's `DiagnosticRelatedInformation`: another place a diagnostic is about, with what it says
/// there (one of the checker's labels).
struct DiagnosticRelatedInformation: Hashable, Encodable, Sendable {
    var location: Location
    var message: String
}
