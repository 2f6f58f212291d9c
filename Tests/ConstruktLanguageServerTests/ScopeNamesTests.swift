import ConstruktReports
import Testing

@testable import ConstruktLanguageServer

/// The names a node binds for the nodes inside it complete, hover and jump as the screen's own
/// names do: a `forEach`'s and a list section's loop variable and position, a `switch` case's
/// payload fields, and the value a component's signal gives what its `on:` runs; a component node's
/// slots and the signals under its `on:` complete, hover and jump as its params do. The buffers live
/// in a folder that does not exist, so the app is the open buffers alone.
@Suite struct ScopeNamesTests {
    static let folder = "file:///nonexistent-construkt-scopes"
    static let shelfURI = "\(folder)/Shelf.screen.yaml"
    static let shelf = """
        screen: Shelf
        types:
          Book: { id: Int, title: String }
          Load:
            cases:
              idle:
              loaded: { count: Int }
        state:
          books: [Book]
          tags: [String]
          load: Load
          color: String
        actions:
          pick:
            params: { name: String }
            do: [ { set: color, to: $name } ]
        derived:
          titles: "${books.filter { $0.id > 0 }.map { b in b.title }}"
        body:
          VStackView:
            children:
              - forEach: ${tags}
                as: tag
                index: position
                do: [ { LabelView: "${position}. ${tag}" } ]
              - switch: $load
                cases:
                  idle: []
                  loaded: [ { LabelView: "Count: ${count}" } ]
              - Chip: { label: Red, on: { chosen: [ { set: color, to: $value } ] } }
              - Chip:
                  label: Blue
                  badge: { LabelView: New }
                  on:
                    chosen: pick
              - CollectionView:
                  sections:
                    - section: books
                      items: $books
                      cell: { LabelView: $item.title }

        """
    static let chip = """
        component: Chip
        params:
          label: String
        slots:
          badge: { optional: true }
        signals:
          chosen: String
        actions:
          choose: [ { emit: chosen, value: $label } ]
        body:
          HStackView:
            children:
              - ButtonView: { title: $label, onTap: choose }
              - slot: badge

        """

    static func started() -> LanguageServer {
        let server = LanguageServer(reference: .catalogDocs)
        _ = server.handle(
            JSONValue.object(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
                .serialized())
        for (uri, text) in [(shelfURI, shelf), ("\(folder)/Chip.screen.yaml", chip)] {
            _ = server.handle(
                JSONValue.object([
                    "jsonrpc": "2.0", "method": "textDocument/didOpen",
                    "params": [
                        "textDocument": [
                            "uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(text),
                        ]
                    ],
                ]).serialized())
        }
        _ = server.runChecks()
        return server
    }

    /// The position `offset` characters into the first `needle` of the screen.
    static func position(_ needle: String, _ offset: Int = 0) -> JSONValue {
        let before = shelf[..<shelf.range(of: needle)!.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let column =
            before.count
            - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0)
        return ["line": .int(line), "character": .int(column + offset)]
    }

    static func ask(_ server: LanguageServer, _ method: String, at position: JSONValue, newName: String? = nil)
        -> JSONValue?
    {
        var params: JSONValue = ["textDocument": ["uri": .string(shelfURI)], "position": position]
        if let newName { params = params.merging(["newName": .string(newName)]) }
        let reply = server.handle(
            JSONValue.object(["jsonrpc": "2.0", "id": 2, "method": .string(method), "params": params]).serialized())
        return reply.first?["result"]
    }

    static func details(_ result: JSONValue?) -> [String: String] {
        Dictionary(
            (result?["items"]?.arrayValue ?? []).map {
                ($0["label"]?.stringValue ?? "", $0["detail"]?.stringValue ?? "")
            }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aLoopsVariableAndPositionCompleteWithTheirTypes() {
        let server = Self.started()
        let names = Self.details(
            Self.ask(server, "textDocument/completion", at: Self.position("${position}. ${tag}", 2)))
        #expect(names["tag"] == "loop variable: String")
        #expect(names["position"] == "position: Int")
        #expect(names["books"] == "state: [Book]")
        let fields = Self.details(Self.ask(server, "textDocument/completion", at: Self.position("$item.title", 6)))
        #expect(fields["title"] == "Book.title: String")
    }

    /// A closure's parameter is an element of the list it is passed to: its fields complete, named
    /// or `$0`, after a closure closed before it on the line.
    @Test func aClosuresParameterCompletesItsElementsFields() {
        let server = Self.started()
        let named = Self.details(Self.ask(server, "textDocument/completion", at: Self.position("b.title", 2)))
        #expect(named["title"] == "Book.title: String")
        let shorthand = Self.details(Self.ask(server, "textDocument/completion", at: Self.position("$0.id", 3)))
        #expect(shorthand["id"] == "Book.id: Int")
    }

    @Test func aPayloadFieldHoversWithItsTypeAndJumpsToItsCase() {
        let server = Self.started()
        let at = Self.position("${count}", 3)
        let hover = Self.ask(server, "textDocument/hover", at: at)?["contents"]?["value"]?.stringValue
        #expect(hover == "payload field **count**: `Int` — of Load.loaded")
        let definition = Self.ask(server, "textDocument/definition", at: at)
        #expect(definition?["range"]?["start"] == Self.position("count: Int }"))
    }

    @Test func anUnnamedItemJumpsToItsListsItems() {
        let server = Self.started()
        let definition = Self.ask(server, "textDocument/definition", at: Self.position("$item.title", 2))
        #expect(definition?["range"]?["start"] == Self.position("items: $books"))
        let hover = Self.ask(server, "textDocument/hover", at: Self.position("$item.title", 2))
        #expect(hover?["contents"]?["value"]?.stringValue == "loop variable **item**: `Book`")
    }

    @Test func aSignalsValueCompletesInWhatItsOnRuns() {
        let server = Self.started()
        let names = Self.details(Self.ask(server, "textDocument/completion", at: Self.position("to: $value", 5)))
        #expect(names["value"] == "signal value: String")
        let hover = Self.ask(server, "textDocument/hover", at: Self.position("chosen: [", 1))
        #expect(hover?["contents"]?["value"]?.stringValue == "signal **chosen**: `String` — declared in Chip")
    }

    @Test func aNamedLoopVariableRenamesWithItsUses() throws {
        let server = Self.started()
        let edit = try #require(
            Self.ask(server, "textDocument/rename", at: Self.position("as: tag", 5), newName: "label"))
        let edits = edit["changes"]?[Self.shelfURI]?.arrayValue ?? []
        #expect(edits.count == 2)
        #expect(edits.allSatisfy { $0["newText"] == "label" })
        let hover = Self.ask(server, "textDocument/hover", at: Self.position("as: tag", 5))
        #expect(hover?["contents"]?["value"]?.stringValue == "loop variable **tag**: `String`")
    }

    @Test func aComponentNodeOffersItsParamsSlotsAndOnWhoseKeysAreItsSignals() {
        let server = Self.started()
        let members = Self.details(Self.ask(server, "textDocument/completion", at: Self.position("label: Blue")))
        #expect(members == ["label": "param: String", "badge": "slot (optional)", "on": "signals: chosen"])
        let signals = Self.details(Self.ask(server, "textDocument/completion", at: Self.position("chosen: pick")))
        #expect(signals == ["chosen": "signal: String"])
        let actions = Self.details(Self.ask(server, "textDocument/completion", at: Self.position("chosen: pick", 8)))
        #expect(actions == ["pick": "action(name: String)"])
        let hover = Self.ask(server, "textDocument/hover", at: Self.position("badge: {", 1))
        #expect(hover?["contents"]?["value"]?.stringValue == "slot **badge** (optional) — declared in Chip")
        let definition = Self.ask(server, "textDocument/definition", at: Self.position("badge: {", 1))
        #expect(definition?["uri"]?.stringValue == "\(Self.folder)/Chip.screen.yaml")
    }
}
