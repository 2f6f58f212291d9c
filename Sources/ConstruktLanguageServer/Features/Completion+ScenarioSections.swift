import ConstruktAST

/// Completion of a scenario's `select: { section: … }`: the ids of the list sections of the
/// scenario's screen (a `route:` scenario's destination's), or of every screen in an `app:`
/// scenario, each with the screen that declares it (Docs/language.md, A scenario file).
extension Completion {
    func scenarioSections() -> [CompletionItem] {
        guard case .scenario(let scenario)? = context.analysis?.files[context.path]?.parsed?.file else { return [] }
        let screen: String?
        switch scenario.subject {
        case .screen(let name): screen = name.text
        case .route(let destination): screen = context.destination(named: destination.text)?.screen.text
        case .app: screen = nil
        }
        var seen: Set<NameSymbol> = []
        return (context.names()?.occurrences ?? []).compactMap { occurrence in
            guard occurrence.isDeclaration, case .section(let owner, let name) = occurrence.symbol,
                screen == nil || screen == owner, seen.insert(occurrence.symbol).inserted
            else { return nil }
            return CompletionItem(label: name, kind: .enumMember, detail: "section of \(owner)")
        }
    }
}
