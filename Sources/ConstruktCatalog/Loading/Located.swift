import ConstruktDiagnostics

/// A value read from a catalog together with the range of the token it came from.
struct Located<Value> {
    let value: Value
    let range: SourceRange
}
