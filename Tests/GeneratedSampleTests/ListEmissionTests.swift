import ConstruktEmitter
import Testing

/// What the emitter writes, and refuses, for lists, live content and component files.
@Suite("Lists, live content and component files in the emitter")
struct ListEmissionTests {
    private func emit(_ files: [(String, String)], screenFile: String) throws -> String {
        try SampleEmission.emit(files, screenFile: screenFile).swift
    }

    @Test(
        "a forEach over live items is a DynamicContainerView, rebuilt when they change, holding a stack like the enclosing one"
    )
    func liveForEachInAStack() throws {
        let screen = """
            screen: Tags
            state:
              tags: { type: "[String]", default: [a] }
            body:
              HStackView:
                spacing: 6
                children:
                  - forEach: $tags
                    as: tag
                    do: [ { LabelView: $tag } ]
            """
        let swift = try emit([("Tags.screen.yaml", screen)], screenFile: "Tags.screen.yaml")
        #expect(
            swift.contains(
                """
                            DynamicContainerView(viewModel.$tags.distinctUntilChanged()) { (tags: [String]) in
                                HStackView {
                                    for tag in tags {
                                        LabelView(tag)
                                    }
                                }
                                .spacing(6)
                            }
                """))
    }

    @Test(
        "a live 'if' with several nodes outside a stack overlays them in one ZStackView, since a DynamicContainerView that appeared shows only the first view it builds"
    )
    func liveConditionalOutsideAStack() throws {
        let screen = """
            screen: Maybe
            state:
              shown: { type: Bool, default: false }
            body:
              ZStackView:
                - if: $shown
                  then:
                    - LabelView: Shown
                    - LabelView: Twice
            """
        let swift = try emit([("Maybe.screen.yaml", screen)], screenFile: "Maybe.screen.yaml")
        #expect(
            swift.contains(
                """
                        ZStackView {
                            DynamicContainerView(viewModel.$shown.distinctUntilChanged()) { (isTrue: Bool) in
                                ZStackView {
                                    if isTrue {
                                        LabelView("Shown")
                                        LabelView("Twice")
                                    }
                                }
                            }
                        }
                """))
    }

    @Test("a section over a constant list takes it as a binding that never changes")
    func constantItems() throws {
        let screen = """
            screen: Names
            params:
              names: "[String]"
            body:
              CollectionView:
                - section: names
                  items: $names
                  as: name
                  id: $name
                  layout: { list: { itemHeight: 44 } }
                  cell: { LabelView: $name }
            """
        let swift = try emit([("Names.screen.yaml", screen)], screenFile: "Names.screen.yaml")
        #expect(
            swift.contains(
                "AnySection(\n                id: NamesSection.names, items: AnyViewBinding<[String]>.just(viewModel.names)\n"
                    + "            ) { (name: String) in"))
        #expect(swift.contains("AnyCell(name, id: \"names-\\(name)\") { (name: String) in"))
    }

    @Test("a catalog's module is imported when its component is used only inside a cell")
    func moduleOfACellsComponent() throws {
        let catalog = """
            catalog: Badges
            formatVersion: 1
            module: BadgeKit
            classes:
              BadgeView: { super: UIView }
            components:
              BadgeView:
                class: BadgeView
                construct: 'ViewModifier(Modified(BadgeView()))'
            """
        let screen = """
            screen: Badged
            body:
              CollectionView:
                - section: badges
                  layout: { list: { itemHeight: 44 } }
                  cells:
                    - id: one
                      cell: { BadgeView: }
            """
        let files = [
            ("construkt.yaml", "catalogs: [Badges.components.yaml]\n"), ("Badges.components.yaml", catalog),
            ("Badged.screen.yaml", screen),
        ]
        let swift = try emit(files, screenFile: "Badged.screen.yaml")
        #expect(swift.contains("import BadgeKit\n"))
    }

    @Test("a TableView over a constant list hosts its cell in the item builder's closure")
    func constantTable() throws {
        let screen = """
            screen: Plain
            params:
              names: "[String]"
            body:
              TableView:
                items: $names
                as: name
                cell: { LabelView: $name }
            """
        let swift = try emit([("Plain.screen.yaml", screen)], screenFile: "Plain.screen.yaml")
        #expect(
            swift.contains(
                """
                        TableView(DynamicItemViewBuilder(viewModel.names) { (name: String) in
                            LabelView(name)
                        })
                """))
    }

    @Test(
        "a section without a layout gets the catalog's list layout, and without an id its items' id field, else the item itself"
    )
    func sectionDefaults() throws {
        let types = """
            types:
              Movie: { id: Int, title: String }
            """
        let screen = """
            screen: Bare
            state:
              movies: "[Movie]"
              names: "[String]"
            body:
              CollectionView:
                sections:
                  - section: movies
                    items: $movies
                    cell: { LabelView: $item.title }
                  - section: names
                    items: $names
                    as: name
                    cell: { LabelView: $name }
            """
        let swift = try emit(
            [("Bare.screen.yaml", screen), ("Movie.types.yaml", types)], screenFile: "Bare.screen.yaml")
        #expect(swift.contains("AnyCell(item, id: \"movies-\\(item.id)\") { (item: Movie) in"))
        #expect(swift.contains("AnyCell(name, id: \"names-\\(name)\") { (name: String) in"))
        #expect(
            swift.components(
                separatedBy: """
                                .layout {
                                    CollectionLayoutSectionBuilder.list(
                                        itemHeight: .estimated(44),
                                        itemInsets: NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                                    )
                                }
                    """
            ).count == 3)
    }

    @Test(
        "without a routes file, back and dismiss reject their action: the screen is the root of its own stack, as in the runtime"
    )
    func navigationWithoutRoutes() throws {
        let screen = """
            screen: Home
            state:
              count: Int
            actions:
              close: [ { set: count, to: 1 }, dismiss ]
            body:
              ButtonView: { title: Back, onTap: back }
            """
        let swift = try emit([("Home.screen.yaml", screen)], screenFile: "Home.screen.yaml")
        #expect(
            swift.contains(
                """
                        case .close:
                            transaction.count = 1
                            try Self.rejectNavigation()
                """))
        #expect(swift.contains("try HomeViewModel.rejectNavigation()"))
        #expect(
            swift.contains(
                """
                    fileprivate static func rejectNavigation() throws {
                        throw Rejection()
                    }
                """))
        #expect(!swift.contains("navigator"))
    }

    @Test(
        "a component that navigates takes the navigator of the screen using it, and its view model performs its requests there"
    )
    func navigatingComponent() throws {
        let routes = """
            routes: AppRoute
            destinations:
              home: { screen: Home }
            root: { navigation: home }
            """
        let home = """
            screen: Home
            body:
              VStackView:
                - Row:
            """
        let row = """
            component: Row
            body:
              ButtonView: { title: Close, onTap: back }
            """
        let files = [("App.routes.yaml", routes), ("Home.screen.yaml", home), ("Row.screen.yaml", row)]
        let screen = try emit(files, screenFile: "Home.screen.yaml")
        #expect(screen.contains("weak var navigator: AppNavigator?"))
        #expect(screen.contains("Row(navigator: viewModel.navigator)"))
        let component = try emit(files, screenFile: "Row.screen.yaml")
        #expect(
            component.contains(
                """
                    init(navigator: AppNavigator? = nil) {
                        viewModel = RowViewModel()
                        viewModel.navigator = navigator
                    }
                """))
        #expect(component.contains("navigator?.perform(request)"))
        #expect(component.contains("transaction.navigation.append(.back)"))
    }

    @Test("a component whose event removes from its state gets the view model's index check")
    func componentEventRemoves() throws {
        let component = """
            component: Chips
            state:
              chips: { type: "[String]", default: [a, b] }
            body:
              ButtonView:
                title: Drop
                onTap: { remove: chips, at: 0 }
            """
        let swift = try emit([("Chips.screen.yaml", component)], screenFile: "Chips.screen.yaml")
        #expect(
            swift.contains(
                "try transaction.chips.remove(at: ChipsViewModel.checked(index: 0, in: transaction.chips.indices))"))
        #expect(
            swift.contains(
                "fileprivate static func checked(index: Int, in bounds: some RangeExpression<Int>) throws -> Int"))
    }

    @Test("a component named like a library type is declared; the library's is named with its module")
    func componentNamedLikeALibraryType() throws {
        let component = "component: Variable\nstate:\n  on: Bool\nbody:\n  Toggle: $on\n"
        let swift = try emit([("Variable.screen.yaml", component)], screenFile: "Variable.screen.yaml")
        #expect(swift.contains("    @ConstruktKit.Variable var on: Bool = false\n"))
        #expect(swift.contains("struct Variable: @MainActor ViewBuilder {"))
    }

    @Test("a component node with a live argument is rebuilt with each value inside a DynamicContainerView")
    func componentWithLiveArgument() throws {
        let component = """
            component: Badge
            params:
              title: String
              count: Int
            body:
              LabelView: "${title} ${count}"
            """
        let screen = """
            screen: Home
            state:
              unread: Int
            body:
              VStackView:
                - Badge: { title: Inbox, count: $unread }
            """
        let swift = try emit(
            [("Badge.screen.yaml", component), ("Home.screen.yaml", screen)], screenFile: "Home.screen.yaml")
        #expect(
            swift.contains(
                """
                            DynamicContainerView(viewModel.$unread.distinctUntilChanged()) { (count: Int) in
                                Badge(title: "Inbox", count: count)
                            }
                """))
    }

    @Test("a component used as a node passes its params by label, leaving defaults out")
    func componentNode() throws {
        let component = """
            component: Badge
            params:
              title: String
              tint: { type: Color, default: systemBlue }
            body:
              LabelView: { text: $title, color: $tint }
            """
        let screen = """
            screen: Home
            body:
              VStackView:
                - Badge: { title: New, id: badge }
            """
        let swift = try emit(
            [("Badge.screen.yaml", component), ("Home.screen.yaml", screen)], screenFile: "Home.screen.yaml")
        #expect(
            swift.contains(
                """
                            Badge(title: "New")
                                .with { $0.accessibilityIdentifier = "badge" }
                """))
    }
}
