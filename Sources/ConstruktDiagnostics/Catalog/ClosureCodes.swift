extension DiagnosticCode {
    public static let misplacedClosure = DiagnosticCode(
        "CK0424", .error,
        summary: "a closure stands where none goes, or takes the wrong number of parameters",
        explanation: """
            A closure (`{ genre in genre.name }`, `{ $0.isSelected }`) is the argument of a list's
            `map`, `filter`, `sorted(by:)`, `first(where:)`, `contains(where:)` or `reduce`, and
            nowhere else: a value is grouped with parentheses. It names as many parameters as its
            method passes it (one element, or two for `sorted(by:)` and `reduce`), and `$0`, `$1`
            are its parameters by position, read only inside a closure that names none.
            """
    )
}

extension DiagnosticCatalog {
    static let closureCodes: [DiagnosticCode] = [.misplacedClosure]
}
