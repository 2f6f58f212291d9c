import ConstruktPreview
import Testing

/// A section's loading placeholders are laid out as its cells; one written without a placeholder
/// looks as ConstruktKit's default does.
@Suite struct LoadingPlaceholderTests {
    @Test func theDefaultPlaceholderIsAGreyRoundedCellOfTheSectionsLayout() throws {
        let screen = try ScreenFixture(
            """
            screen: Fixture
            state:
              names: "[String]"
            body:
              VStackView:
                children:
                  - CollectionView:
                      sections:
                        - section: names
                          items: $names
                          as: name
                          layout:
                            list: { itemHeight: 60 }
                            spacing: 10
                          shimmer: { count: 3, when: true }
                          cell: { LabelView: $name }
            """)
        let placeholders = screen.picture.svg.components(separatedBy: "\n").filter {
            $0.contains(##"height="60" rx="8" fill="#e5e5ea""##)
        }
        #expect(
            placeholders
                == [
                    ##"<rect x="0" y="0" width="393" height="60" rx="8" fill="#e5e5ea"/>"##,
                    ##"<rect x="0" y="70" width="393" height="60" rx="8" fill="#e5e5ea"/>"##,
                    ##"<rect x="0" y="140" width="393" height="60" rx="8" fill="#e5e5ea"/>"##,
                ].map { " " + $0 })
    }
}
