/// A construkt name checked as a Swift identifier, with `SwiftIdentifier`'s rejection turned into
/// an `EmitterError`.
enum Identifiers {
    static func identifier(_ name: String) throws(EmitterError) -> SwiftIdentifier {
        do {
            return try SwiftIdentifier(name)
        } catch {
            throw EmitterError("'\(name)' cannot be a Swift identifier: \(error)")
        }
    }

    /// The name in declarations and references.
    static func source(_ name: String) throws(EmitterError) -> String {
        try identifier(name).source
    }

    /// The name as an argument label.
    static func label(_ name: String) throws(EmitterError) -> String {
        try identifier(name).argumentLabel
    }
}
