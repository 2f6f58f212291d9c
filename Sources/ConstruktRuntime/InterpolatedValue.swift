import ConstruktChecker

extension RuntimeValue {
    /// The value as interpolated text of its checked type shows it (`InterpolatedText`), as the
    /// generated Swift's `\(…)` writes it: a Float at Float precision, a UUID in Swift's upper
    /// case, a list as Swift describes an array (text elements quoted and escaped as Swift does).
    func interpolated(as type: ValueType) -> String {
        switch (self, type.unwrapped) {
        case (.double(let value), .float): return String(Float(value))
        case (.string(let text), .uuid): return text.uppercased()
        case (.list(let items), .array(let element)):
            return "[" + items.map { $0.listed(as: element) }.joined(separator: ", ") + "]"
        default: return interpolated
        }
    }

    /// An element as Swift's description of an array shows it: text by its `debugDescription`.
    private func listed(as type: ValueType) -> String {
        if case .string(let text) = self { return text.debugDescription }
        return interpolated(as: type)
    }
}
