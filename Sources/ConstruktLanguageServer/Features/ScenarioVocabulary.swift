import ConstruktAST

/// The words of a scenario's steps, from the language's key table: the step kinds with their
/// docs, and the finders (and, after `expect`, the expectations) a step that acts on a node takes.
enum ScenarioVocabulary {
    static var steps: [CompletionItem] {
        KeyedMapping.steps.map { CompletionItem(label: $0.keyword, kind: .keyword, detail: $0.doc) }
    }

    /// The keys inside a step's value, for the step kind `kind`; empty for a step without them.
    static func keys(inside kind: String) -> [CompletionItem] {
        let mapping: KeyedMapping
        switch kind {
        case "tap", "into": mapping = .finder
        case "expect": mapping = .expectation
        default:
            guard case .mapping(let inner)? = KeyedMapping.step(kind)?.keys.first?.form else { return [] }
            mapping = inner
        }
        return mapping.keys.map { CompletionItem(label: $0.name, kind: .keyword, detail: $0.doc) }
    }
}
