import ConstruktChecker
import Testing

@testable import ConstruktRuntime

/// Property: after any sequence of taps, selections and feeds, the incrementally updated tree is
/// exactly the tree a full rebuild makes from the same values.
@Suite struct IncrementalEqualsRebuildTests {
    /// A screen to drive, and values its state may be fed.
    struct Subject: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [(path: String, text: String)]
        var screen: String
        var params: [String: RuntimeValue] = [:]
        var feeds: [String: [RuntimeValue]]
        var testDescription: String { name }
    }

    static func book(_ id: Int, _ title: String, read: Bool = false) -> RuntimeValue {
        IncrementalTreeTests.book(id, title, read: read)
    }

    static func movie(_ id: Int, _ title: String, rating: Double) -> RuntimeValue {
        .model([
            "id": .int(id), "title": .string(title), "rating": .double(rating), "voteCount": .int(10),
            "overview": .string("About \(title)."),
            "genres": .list([.enumCase("drama")]), "releaseYear": .int(2020), "runtimeMinutes": .int(120),
        ])
    }

    static let subjects: [Subject] = [
        Subject(
            name: "Library", files: [("Library.screen.yaml", LiveTreeScreens.library)], screen: "Library",
            feeds: [
                "count": [.int(0), .int(1), .int(3)],
                "books": [
                    .list([]), .list([book(1, "Dune"), book(2, "Emma")]),
                    .list([book(2, "Emma", read: true), book(1, "Dune"), book(3, "Ulysses")]),
                    .list([book(3, "Ulysses"), book(3, "Ulysses")]), .list([book(1, "Dune, again")]),
                ],
            ]),
        Subject(
            name: "Board",
            files: [
                ("CounterRow.screen.yaml", LiveTreeScreens.counterRow), ("Board.screen.yaml", LiveTreeScreens.board),
            ], screen: "Board",
            feeds: [
                "names": [
                    .list([.string("a"), .string("b")]), .list([.string("b")]),
                    .list([.string("c"), .string("b"), .string("a")]), .list([]),
                    .list([.string("a"), .string("a")]),
                ],
                "step": [.int(1), .int(2)],
                "showExtra": [.bool(true), .bool(false)],
            ]),
        Subject(
            name: "Cart", files: [("Cart.screen.yaml", TestScreens.cart)], screen: "Cart",
            params: ["title": .string("Cart")],
            feeds: [
                "items": [
                    .list([]), .list([.string("apple")]), .list([.string("pear"), .string("apple"), .string("fig")]),
                ],
                "busy": [.bool(true), .bool(false)],
            ]),
        Subject(
            name: "Form", files: [("Form.screen.yaml", TestScreens.form)], screen: "Form",
            feeds: [
                "fruits": [.list([]), .list([.string("fig")]), .list([.string("pear"), .string("apple")])],
                "query": [.string(""), .string("ap")],
            ]),
    ]

    @Test(arguments: subjects) func randomStepsKeepTheTreeEqualToARebuild(_ subject: Subject) throws {
        let app = try SampleLoading.app(subject.files)
        let screen = try #require(app.screens.first { $0.name == subject.screen })
        try drive(
            ScreenSession(catalog: SampleLoading.catalog(for: app), screen: screen, params: subject.params),
            feeds: subject.feeds)
    }

    @Test func randomStepsOnTheMoviesHomeKeepTheTreeEqualToARebuild() throws {
        let app = try SampleLoading.sample("Movies")
        let screen = try #require(app.screens.first { $0.name == "HomeView" })
        let lists: [RuntimeValue] = [
            .list([]), .list([Self.movie(1, "Dune", rating: 8.1), Self.movie(2, "Emma", rating: 7)]),
            .list([Self.movie(2, "Emma", rating: 7.5), Self.movie(3, "Heat", rating: 8.3)]),
        ]
        try drive(
            ScreenSession(catalog: SampleLoading.catalog(for: app), screen: screen, params: [:]),
            feeds: [
                "isLoading": [.bool(true), .bool(false)], "trending": lists, "popular": lists,
                "errorMessage": [.null, .string("Offline")],
            ])
    }

    @Test(arguments: ["Counter", "Movies", "Profile", "SportsApp"])
    func randomStepsOnEverySampleScreenKeepTheTreeEqualToARebuild(_ sample: String) throws {
        let app = try SampleLoading.sample(sample)
        var driven = 0
        for screen in app.screens where screen.kind == .screen {
            var params: [String: RuntimeValue] = [:]
            for param in screen.params where param.defaultValue == nil {
                params[param.name] = try? RuntimeValue.zero(of: param.type, for: param.name)
            }
            guard
                let session = try? ScreenSession(
                    catalog: SampleLoading.catalog(for: app), screen: screen, params: params)
            else { continue }
            try drive(session, feeds: [:], steps: 30)
            driven += 1
        }
        #expect(driven > 0)
    }

    private func drive(_ start: ScreenSession, feeds: [String: [RuntimeValue]], steps: Int = 60) throws {
        var session = start
        var random = SeededGenerator(seed: 7)
        var log: [String] = []
        for _ in 0..<steps {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let tappable = session.tree.visibleMatches(NodeQuery()).filter { found in
                    found.node.events.contains { $0.stimulus == .tap || $0.stimulus == .toggle }
                }
                guard let chosen = tappable.randomElement(using: &random) else { continue }
                let sameType = session.tree.visibleMatches(NodeQuery(type: chosen.node.type))
                let query = NodeQuery(type: chosen.node.type, index: sameType.firstIndex { $0.path == chosen.path })
                log.append("tap \(query)")
                _ = try? session.tap(query)
            case 1:
                let index = Int.random(in: 0..<3, using: &random)
                log.append("select row \(index)")
                _ = try? session.select(section: nil, index: index)
            default:
                guard let name = feeds.keys.sorted().randomElement(using: &random),
                    let value = feeds[name]?.randomElement(using: &random)
                else { continue }
                log.append("feed \(name): \(value)")
                try session.feed([name: value])
            }
            var rebuilt = session
            try rebuilt.rebuildTree()
            #expect(
                TreeDescription.of(session.tree) == TreeDescription.of(rebuilt.tree),
                "after \(log.joined(separator: "; "))")
        }
        #expect(feeds.isEmpty || log.count > steps / 2)
    }
}
