/// Why a hole is not allowed, with the closest allowed spelling when there is one.
struct TemplateRuleViolation: Error {
    let message: String
    let suggestion: String?
}
