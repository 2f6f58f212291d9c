import SwiftParser
import SwiftSyntax

/// What SwiftParser makes of generated Swift, so tests judge the emitter's text by the real
/// grammar rather than by string comparisons alone.
enum SwiftSourceCheck {
    /// Whether `source` parses with no missing or unexpected tokens.
    static func parsesCleanly(_ source: String) -> Bool {
        !Parser.parse(source: source).hasError
    }

    /// The tokens of `source` (end of file excluded).
    static func tokens(_ source: String) -> [TokenSyntax] {
        Parser.parse(source: source).tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile }
    }
}
