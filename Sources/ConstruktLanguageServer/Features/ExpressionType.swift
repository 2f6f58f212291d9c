import ConstruktChecker

/// The type of an expression that is a name and its members (`$movies`, `${movie.cast}`), told
/// without the checker: enough for the loop variable of a list and the subject of a `switch`.
enum ExpressionType {
    /// The type of `text`, whose first name `lookup` types; `nil` for anything else.
    static func of(_ text: String, types: TypeEnvironment?, lookup: (String) -> ValueType?) -> ValueType? {
        var body = Substring(text.trimmingSpaces())
        if body.hasPrefix("${"), body.hasSuffix("}") {
            body = body.dropFirst(2).dropLast()
        } else if body.hasPrefix("$") {
            body = body.dropFirst()
        } else {
            return nil
        }
        let parts = String(body).trimmingSpaces().split(separator: ".", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("?") ? $0.dropLast() : $0)
        }
        guard let first = parts.first, parts.allSatisfy(isName), var type = lookup(first) else { return nil }
        for member in parts.dropFirst() {
            guard let model = unwrapped(type).modelName, let field = types?.fieldType(member, of: model) else {
                return nil
            }
            type = field
        }
        return type
    }

    /// The element of a list (or of an optional list).
    static func element(_ type: ValueType) -> ValueType? {
        if case .array(let element) = unwrapped(type) { return element }
        return nil
    }

    static func unwrapped(_ type: ValueType) -> ValueType {
        if case .optional(let wrapped) = type { return unwrapped(wrapped) }
        return type
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
