import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// The help, fix-its and related locations for mistakes in the structure of lists and view trees:
/// a section's parts that stand once for the whole list, two components written as one node,
/// names given twice, and the identity a section gives its items when `id:` is absent.
@Suite struct ListStructureHelpTests {
    /// The diagnostics of one screen file, and the checked app.
    private func check(_ yaml: String) -> (apps: [CheckedApp], diagnostics: [Diagnostic]) {
        guard let document = YAMLLoader.load(SourceFile(path: "S.screen.yaml", text: yaml)).document else {
            return ([], [])
        }
        return FrontEnd.check([document])
    }

    private func applying(_ fixIt: Diagnostic.FixIt, to text: String) -> String {
        let bytes = Array(text.utf8)
        let range = fixIt.location.range
        return String(
            decoding: bytes[..<range.start.offset] + Array(fixIt.replacement.utf8) + bytes[range.end.offset...],
            as: UTF8.self)
    }

    @Test func aSectionsHeaderCannotReadTheLoopVariableAndIsToldWhereItCan() {
        let (_, diagnostics) = check(
            """
            screen: S
            state:
              tags: "[String]"
            body:
              CollectionView:
                - section: tags
                  items: $tags
                  as: tag
                  header: { LabelView: $tag }
                  shimmer: { count: 2, when: "${tag.isEmpty}" }
                  cell: { LabelView: $tag }
                  onSelect: { set: tags, to: "${[tag]}" }
            """)
        #expect(diagnostics.map(\.code) == [.unknownName, .unknownName])
        #expect(
            diagnostics.map(\.help) == [
                "'header' stands once for the whole list, not for each item: 'tag' is read in 'cell', 'id' and 'onSelect' only",
                "'shimmer' stands once for the whole list, not for each item: 'tag' is read in 'cell', 'id' and 'onSelect' only",
            ])
    }

    @Test func twoComponentsInOneListItemAreSplitByOneEdit() throws {
        let yaml = """
            screen: S
            body:
              VStackView:
                - LabelView: Hi
                  SpacerView:
            """
        let diagnostic = try #require(check(yaml).diagnostics.first)
        #expect(diagnostic.code == .componentNodeShape)
        #expect(
            diagnostic.help
                == "a node has one component; to list 'SpacerView' after 'LabelView', make each one an item of a list: '- LabelView: …' and '- SpacerView: …'"
        )
        let fixIt = try #require(diagnostic.fixIts.first)
        let fixed = applying(fixIt, to: yaml)
        #expect(fixed.hasSuffix("    - LabelView: Hi\n    - SpacerView:"))
        #expect(check(fixed).diagnostics.isEmpty)
    }

    @Test func twoComponentsWrittenAsAMappingOfChildrenBecomeAList() throws {
        let yaml = """
            screen: S
            body:
              VStackView:
                children:
                  LabelView: Hi
                  SpacerView:
            """
        let diagnostic = try #require(check(yaml).diagnostics.first)
        let fixIt = try #require(diagnostic.fixIts.first)
        let fixed = applying(fixIt, to: yaml)
        #expect(fixed.hasSuffix("      - LabelView: Hi\n      - SpacerView:"))
        #expect(check(fixed).diagnostics.isEmpty)
    }

    @Test func aPropertyWrittenBesideTheComponentIsStillToldToIndent() throws {
        let diagnostic = try #require(
            check(
                """
                screen: S
                body:
                  VStackView:
                    - LabelView: Hi
                      alpha: 0.5
                """
            ).diagnostics.first)
        #expect(diagnostic.help == "indent 'alpha' under 'LabelView:' to make it a property of LabelView")
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func aNameGivenTwiceIsReportedAtTheSecondWithTheFirst() throws {
        let diagnostics = check(
            """
            screen: S
            types:
              Genre: { enum: [action, comedy, action] }
              Movie: { fields: { title: String, year: Int } }
            state:
              genre: Genre
              movie: Movie?
            body:
              LabelView: Hi
            """
        ).diagnostics
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .duplicateName)
        #expect(diagnostic.message == "Genre has the case 'action' twice")
        #expect(diagnostic.location.range.start.column == 35)
        #expect(diagnostic.labels.map(\.location.range.start.column) == [19])
    }

    @Test func twoSectionsOrCellsWithOneIdAreReportedAtTheSecond() {
        let diagnostics = check(
            """
            screen: S
            body:
              CollectionView:
                - section: about
                  cells:
                    - { id: one, cell: { LabelView: One } }
                    - { id: one, cell: { LabelView: Two } }
                - section: about
                  cells:
                    - { id: one, cell: { LabelView: One } }
            """
        ).diagnostics
        #expect(
            diagnostics.map(\.message) == [
                "two cells of one section have the id 'one'", "two sections of one list have the id 'about'",
            ])
        #expect(diagnostics.map(\.location.range.start.line) == [7, 8])
        #expect(diagnostics.map { $0.labels.map(\.location.range.start.line) } == [[6], [4]])
    }

    @Test func aSectionWithoutIdIsKeyedByTheItemsIdFieldElseTheItem() throws {
        let (apps, diagnostics) = check(
            """
            screen: S
            types:
              Movie: { id: Int, title: String }
            state:
              movies: "[Movie]"
              names: "[String]"
            body:
              CollectionView:
                - section: movies
                  items: $movies
                  cell: { LabelView: $item.title }
                - section: names
                  items: $names
                  as: name
                  cell: { LabelView: $name }
            """)
        #expect(diagnostics.isEmpty)
        guard case .component(let list)? = apps.first?.screens.first?.body?.kind,
            case .entries(let sections)? = list.members.first?.kind
        else {
            Issue.record("no sections")
            return
        }
        let identities = sections.map { section in
            section.members.compactMap { member -> String? in
                guard member.name == "id", case .property(let value, _) = member.kind,
                    case .expression(let expression) = value.kind
                else { return nil }
                switch expression.kind {
                case .member(let base, let name, _):
                    if case .reference(let item, _) = base.kind { return "\(item).\(name)" }
                case .reference(let item, _): return item
                default: break
                }
                return nil
            }
        }
        #expect(identities == [["item.id"], ["name"]])
        #expect(sections.allSatisfy { $0.members.contains { $0.name == "layout" } })
    }

    @Test func aSectionOverItemsSwiftCannotHashNeedsAnId() throws {
        let diagnostic = try #require(
            check(
                """
                screen: S
                types:
                  Place: { external: true, fields: { name: String } }
                state:
                  places: "[Place]"
                body:
                  CollectionView:
                    - section: places
                      items: $places
                      cell: { LabelView: $item.name }
                """
            ).diagnostics.first)
        #expect(diagnostic.code == .missingProperty)
        #expect(
            diagnostic.message
                == "a section over Place needs 'id:', an expression over 'item' that tells its items apart")
        #expect(
            diagnostic.help
                == "write 'id: $item.name': Place has no 'id' field, and a list cannot compare its items themselves")
    }
}
