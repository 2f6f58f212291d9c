import ConstruktDiagnostics

/// The first problem found in one expression. Parsing of that expression stops there: one precise
/// diagnostic per expression reads better than a cascade of follow-up errors.
struct ExpressionSyntaxError: Error {
    var diagnostic: Diagnostic
}
