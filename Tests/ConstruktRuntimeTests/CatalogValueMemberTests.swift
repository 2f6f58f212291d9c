import ConstruktRuntime
import Testing

/// Expressions read catalog values as their Swift types answer (CATALOG-FORMAT.md §4 `exposes`,
/// records): an Insets in any of its forms, a Size, and a GeometryReader's proxy, which measures
/// the headless viewport. State of an enum, a model or Insets without a default starts where the
/// generated Swift starts it.
@Suite struct CatalogValueMemberTests {
    private func texts(_ yaml: String) throws -> [String?] {
        let app = try SampleLoading.app([("Values.screen.yaml", yaml)])
        let session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        return Self.labels(session.tree)
    }

    private static func labels(_ node: RuntimeNode) -> [String?] {
        (node.kind == "label" ? [node.attributes["text"].map(\.description)] : []) + node.children.flatMap(labels)
    }

    @Test func insetsAreReadEdgeByEdgeWhateverTheirForm() throws {
        let labels = try texts(
            """
            screen: Values
            params:
              all: { type: Insets, default: 8 }
              hv: { type: Insets, default: { h: 16, v: 4 } }
              edges: { type: Insets, default: { top: 1 } }
            body:
              VStackView:
                - LabelView: "${format(all.left, '%.0f')} ${format(hv.top, '%.0f')} ${format(hv.right, '%.0f')} ${format(edges.top + edges.left, '%.0f')}"
            """)
        #expect(labels == ["\"8 4 16 1\""])
    }

    @Test func geometryReaderContentReadsTheViewportThroughItsProxy() throws {
        let labels = try texts(
            """
            screen: Values
            body:
              VStackView:
                - GeometryReader:
                    - LabelView: "${format(proxy.size.width, '%.0f')}"
                - GeometryReader:
                    as: geometry
                    children:
                      - LabelView: "${format(geometry.size.height, '%.0f')} ${format(geometry.safeAreaInsets.top, '%.0f')}"
            """)
        #expect(labels == ["\"393\"", "\"852 0\""])
    }

    @Test func stateWithoutADefaultStartsAtItsTypesStartValue() throws {
        let labels = try texts(
            """
            screen: Values
            types:
              Movie: { title: String, year: Int, tags: [String] }
            state:
              align: TextAlignment
              movie: Movie
              gap: Insets
            body:
              VStackView:
                - LabelView: "${align == 'left' ? 'left' : 'other'} [${movie.title}] ${format(movie.year, '%d')} ${format(movie.tags.count, '%d')} ${format(gap.bottom, '%.0f')}"
            """)
        #expect(labels == ["\"left [] 0 0 0\""])
    }
}
