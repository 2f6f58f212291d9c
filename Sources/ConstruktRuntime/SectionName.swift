import ConstruktChecker

/// A list section's name, its `section:` (Docs/language.md, Lists): what `select: { section: }`
/// names and what the runtime's messages about the section say.
enum SectionName {
    static func of(_ component: CheckedComponent, evaluator: Evaluator) throws -> String? {
        guard
            let value = component.members.lazy.compactMap({ member -> TypedValue? in
                guard member.name == "section", case .property(let value, _) = member.kind else { return nil }
                return value
            }).first
        else { return nil }
        return try evaluator.evaluate(value).interpolated
    }
}
