@_spi(StandIn) import ConstruktKit
import Testing
@_spi(StandIn) import UIKit

@testable import ConstruktDemoSample

/// A carousel's `page:` on its first layout: UIKit reports the item it lays out first, and the
/// generated helper scrolls to the item the page state holds instead of overwriting it, so a list
/// opened on a choice shows it.
@MainActor
@Suite struct CarouselFirstLayoutTests {
    @Test("the Demo's filter row, opened on Drama, scrolls to its chip when first laid out, then follows a swipe")
    func filterRowOpensOnItsGenre() throws {
        let viewModel = MovieListViewModel(
            title: "Drama", section: .popular, genreId: 18,
            allGenres: [Genre(id: 28, name: "Action"), Genre(id: 18, name: "Drama")])
        let root = MovieListView(viewModel: viewModel).build()
        let list = try #require(
            firstView(CollectionViewWrapperView.self, in: root) { $0.accessibilityIdentifier == "filters" })
        #expect(viewModel.filterPage == 2)
        list.standInCentre(IndexPath(item: 0, section: 0))
        #expect(
            list.collectionView.standInScrolledToItems == [
                IndexPath(item: 2, section: 0), IndexPath(item: 2, section: 0),
            ],
            "the scroll asked for while the screen is built, which UIKit cannot do yet, is asked for again once the row is laid out"
        )
        #expect(viewModel.filterPage == 0, "the swipe to the first chip after it is followed")
    }

    @Test(
        "a page state set to a chip the row does not have leaves the row where it is, and the next swipe is written into the state"
    )
    func pageWithoutAnItemIsTakenOverByTheNextSwipe() throws {
        let viewModel = MovieListViewModel(
            title: "All", section: .popular, genreId: nil, allGenres: [Genre(id: 28, name: "Action")])
        let root = MovieListView(viewModel: viewModel).build()
        let list = try #require(
            firstView(CollectionViewWrapperView.self, in: root) { $0.accessibilityIdentifier == "filters" })
        viewModel.filterPage = 9
        list.standInCentre(IndexPath(item: 0, section: 0))
        #expect(viewModel.filterPage == 0, "the chip shown, as the runtime's page step writes it")
    }
}
