import Testing

@testable import ConstruktLanguageServer

/// A list section's id renames with the scenario steps that select in it or page it, and completes
/// in them; a timer
/// renames and hovers with its period, and the names `host:` lists rename with what they name.
@Suite struct SectionTimerAndHostNamesTests {
    static let screen = """
        screen: Shelf
        state:
          books: "[String]"
          page: Int
        host:
          actions: [loaded]
          state: [books]
        actions:
          loaded:
            params: { titles: "[String]" }
            do: [ { set: books, to: $titles } ]
          turn: [ { set: page, to: "${page + 1}" } ]
        timers:
          flip: { every: 2s, do: turn }
          spin: { every: 5s, do: turn }
        body:
          CollectionView:
            sections:
              - section: hero
                items: $books
                cell: { LabelView: $item }
              - section: rest
                items: $books
                cell: { LabelView: "${item} ${page}" }

        """
    static let scenario = """
        scenario: the shelf fills, then pages
        screen: Shelf
        steps:
          - send: loaded
            with: { titles: [Dune, Emma] }
          - select: { section: rest, index: 1 }
          - page: { id: hero, to: 1 }
          - select: { section: hero, index: 0 }

        """

    static func app() -> OpenBuffers {
        OpenBuffers(
            folder: "file:///nonexistent-construkt-sections",
            files: ["Shelf.screen.yaml": screen, "Shelf.scenario.yaml": scenario])
    }

    @Test func aSectionIdRenamesWhereScenariosSelectInItAndPageIt() {
        let app = Self.app()
        #expect(
            app.renameEdits(at: "section: hero", 9, in: "Shelf.screen.yaml", to: "featured")
                == ["Shelf.screen.yaml": 1, "Shelf.scenario.yaml": 2])
        let references = app.ask("textDocument/references", at: "id: hero", 4, in: "Shelf.scenario.yaml")
        #expect(references?.arrayValue?.count == 3)
        let definition = app.ask("textDocument/definition", at: "section: rest", 9, in: "Shelf.scenario.yaml")
        #expect(definition?["range"]?["start"] == app.position("section: rest", 9, in: "Shelf.screen.yaml"))
        let taken = app.answer("textDocument/rename", at: "section: hero", 9, in: "Shelf.screen.yaml", newName: "rest")
        #expect(taken?["error"]?["message"]?.stringValue == "'rest' is already taken by a section of a list of Shelf")
    }

    @Test func aScenariosSelectOffersTheSectionsOfItsScreen() {
        let result = Self.app().ask(
            "textDocument/completion", at: "section: rest", 9, in: "Shelf.scenario.yaml")
        let labels = (result?["items"]?.arrayValue ?? []).map { $0["label"]?.stringValue ?? "" }
        #expect(labels == ["hero", "rest"])
        #expect(result?["items"]?.arrayValue?.first?["detail"]?.stringValue == "section of Shelf")
    }

    @Test func aTimerRenamesAndHoversWithItsPeriod() {
        let app = Self.app()
        #expect(app.renameEdits(at: "flip:", in: "Shelf.screen.yaml", to: "advance") == ["Shelf.screen.yaml": 1])
        #expect(app.hover(at: "flip:", in: "Shelf.screen.yaml") == "timer **flip**, every 2.0s — declared in Shelf")
        let taken = app.answer("textDocument/rename", at: "flip:", in: "Shelf.screen.yaml", newName: "spin")
        #expect(taken?["error"]?["message"]?.stringValue == "'spin' is already taken by a timer of Shelf")
    }

    @Test func anActionTheHostSendsRenamesInHostAndInScenarios() {
        let edits = Self.app().renameEdits(at: "  loaded:", 2, in: "Shelf.screen.yaml", to: "pageLoaded")
        #expect(edits == ["Shelf.screen.yaml": 2, "Shelf.scenario.yaml": 1])
    }
}
