import ConstruktKit
import UIKit

/// The app's own code: it makes the shelf and answers each pull with the books.
@MainActor
final class ShelfHost {
    let viewModel = ShelfViewModel()
    private let cancelBag = CancelBag()

    func makeController() -> UIViewController {
        viewModel.refreshRequested.observe { [viewModel] _ in
            viewModel.$books.wrappedValue = ["Dune", "Emma"]
            viewModel.$loading.wrappedValue = false
        }.store(in: cancelBag)
        return Shelf(viewModel: viewModel).toPresentable()
    }
}
