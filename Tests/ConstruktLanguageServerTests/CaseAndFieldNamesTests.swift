import Testing

@testable import ConstruktLanguageServer

/// An enum's cases and a model's fields rename, list their uses and jump to their declaration
/// wherever a value of their type names them: a types file's declaration, a screen's defaults,
/// statements, expressions (a model made with an optional field left out, a key path) and `switch`
/// keys and branches, and a scenario's state, steps and expectations; a case's payload fields
/// likewise.
@Suite struct CaseAndFieldNamesTests {
    static let types = """
        types:
          Genre: { enum: [action, comedy, drama] }
          Movie: { id: Int, rating: Double?, title: String, genre: Genre }
          MoviesLoad:
            cases:
              idle:
              loading:
              loaded: { movies: "[Movie]" }
              failed: { message: String, code: Int? }

        """
    static let screen = """
        screen: Films
        state:
          load: MoviesLoad
          picked: Movie?
          films: [Movie]
          favourite: { type: Genre, default: drama }
        derived:
          isIdle: ${load == .idle}
          count: "${load.loaded?.movies.count ?? 0}"
          heading: "${picked?.title ?? 'none'}"
          isDrama: ${favourite == .drama}
          titles: ${films.map(\\.title).joined(', ')}
        actions:
          start: [ { set: load, to: loading } ]
          finish:
            - set: load
              to: { loaded: { movies: [ { id: 1, title: Dune, genre: drama } ] } }
          fail: [ { set: load, to: "${.failed(message: 'offline')}" } ]
          pick: [ { set: picked, to: "${Movie(id: 7, title: 'Alien', genre: .action)}" } ]
        body:
          VStackView:
            children:
              - switch: $load
                cases:
                  loading: [ { LabelView: Loading } ]
                  loaded: [ { LabelView: "${movies.count} movies" } ]
                  failed: [ { LabelView: $message } ]
                default: [ { LabelView: Nothing yet } ]
              - LabelView: "${heading} ${count} ${isIdle} ${isDrama} ${titles}"
              - ButtonView: { title: Start, onTap: start }
              - ButtonView: { title: Finish, onTap: finish }
              - ButtonView: { title: Fail, onTap: fail }
              - ButtonView: { title: Pick, onTap: pick }
              - CollectionView:
                  sections:
                    - section: films
                      items: ${load.loaded?.movies ?? []}
                      as: movie
                      cell: { LabelView: $movie.title }

        """
    static let scenario = """
        scenario: films load
        screen: Films
        state: { load: idle, favourite: comedy }
        steps:
          - send: finish
          - expect: { state: { load: { loaded: { movies: [ { id: 1, title: Dune, genre: drama } ] } } } }
          - feed: { picked: { id: 2, title: Heat, genre: action } }

        """

    static func app() -> OpenBuffers {
        OpenBuffers(
            folder: "file:///nonexistent-construkt-cases",
            files: ["Films.types.yaml": types, "Films.screen.yaml": screen, "Films.scenario.yaml": scenario])
    }

    @Test func aCaseWithAPayloadRenamesInItsTypeValuesExpressionsSwitchesAndScenarios() {
        let edits = Self.app().renameEdits(at: "loaded: { movies", in: "Films.types.yaml", to: "ready")
        #expect(edits == ["Films.types.yaml": 1, "Films.screen.yaml": 4, "Films.scenario.yaml": 1])
    }

    @Test func aCaseOfAStringEnumRenamesInDefaultsExpressionsModelsAndScenarios() {
        let edits = Self.app().renameEdits(at: "drama]", in: "Films.types.yaml", to: "thriller")
        #expect(edits == ["Films.types.yaml": 1, "Films.screen.yaml": 3, "Films.scenario.yaml": 1])
    }

    @Test func aFieldRenamesWhereModelsAreWrittenReadMadeAndNamedByAKeyPath() {
        let edits = Self.app().renameEdits(at: "title: String", in: "Films.types.yaml", to: "name")
        #expect(edits == ["Films.types.yaml": 1, "Films.screen.yaml": 5, "Films.scenario.yaml": 2])
    }

    @Test func aFieldsReferencesIncludeItsDeclarationAndItsDefinitionIsInItsType() {
        let app = Self.app()
        let references = app.ask("textDocument/references", at: "$movie.title", 7, in: "Films.screen.yaml")
        #expect(references?.arrayValue?.count == 8)
        let definition = app.ask("textDocument/definition", at: "$movie.title", 7, in: "Films.screen.yaml")
        #expect(definition?["uri"]?.stringValue == app.uri("Films.types.yaml"))
        #expect(definition?["range"]?["start"] == app.position("title: String", in: "Films.types.yaml"))
        #expect(app.hover(at: "$movie.title", 7, in: "Films.screen.yaml") == "field **title**: `String` — of Movie")
    }

    @Test func aSwitchKeyJumpsToItsCaseAndHoversWithItsPayload() {
        let app = Self.app()
        let definition = app.ask("textDocument/definition", at: "loaded: [", in: "Films.screen.yaml")
        #expect(definition?["range"]?["start"] == app.position("loaded: { movies", in: "Films.types.yaml"))
        #expect(app.hover(at: "loaded: [", in: "Films.screen.yaml") == "case **loaded**(movies: [Movie]) of MoviesLoad")
    }

    @Test func aPayloadFieldRenamesWhereItsCaseIsWrittenWithItAndWhereABranchReadsIt() {
        let app = Self.app()
        let edits = app.renameEdits(at: "movies: \"[Movie]\"", in: "Films.types.yaml", to: "films")
        #expect(edits == ["Films.types.yaml": 1, "Films.screen.yaml": 4, "Films.scenario.yaml": 1])
        let failed = app.renameEdits(at: "message: String", in: "Films.types.yaml", to: "reason")
        #expect(failed == ["Films.types.yaml": 1, "Films.screen.yaml": 2])
        #expect(
            app.hover(at: "$message", 1, in: "Films.screen.yaml")
                == "payload field **message**: `String` — of MoviesLoad.failed")
        let taken = app.answer("textDocument/rename", at: "message: String", in: "Films.types.yaml", newName: "code")
        #expect(
            taken?["error"]?["message"]?.stringValue
                == "'code' is already taken by a field of the payload of MoviesLoad.failed")
    }

    @Test func aTakenOrMisspeltNameIsRefused() {
        let app = Self.app()
        let taken = app.answer("textDocument/rename", at: "title: String", in: "Films.types.yaml", newName: "genre")
        #expect(taken?["error"]?["message"]?.stringValue == "'genre' is already taken by a field of Movie")
        let caseTaken = app.answer("textDocument/rename", at: "idle:", in: "Films.types.yaml", newName: "loading")
        #expect(caseTaken?["error"]?["message"]?.stringValue == "'loading' is already taken by a case of MoviesLoad")
        let upper = app.answer("textDocument/rename", at: "idle:", in: "Films.types.yaml", newName: "Idle")
        #expect(upper?["error"]?["message"]?.stringValue == "'Idle' is not a lowerCamelCase name")
    }
}
