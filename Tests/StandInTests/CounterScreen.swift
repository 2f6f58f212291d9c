import ConstruktKit
import UIKit

// A small screen written the way construkt-gen emits Swift: a view model with @Variable state, a
// ViewBuilder whose body is one Screen expression, struct methods before generic modifiers,
// HStackView spacing as a modifier, typed closure parameters, a collection section with a layout.

/// A list row's model.
struct Fruit: Equatable {
    let id: String
    let name: String
}

/// The generated section ids of CounterScreen.
enum CounterScreenSection: String, SectionConfigIdentifier {
    case fruits
    var uniqueId: String { rawValue }
}

/// CounterScreen's state.
@MainActor
final class CounterScreenViewModel {
    @Variable var title = "Counter"
    @Variable var count = 0
    @Variable var showDetails = false
    @Variable var name = ""
    @Variable var fruits = [Fruit(id: "a", name: "Apple"), Fruit(id: "b", name: "Banana")]
    var selected: [String] = []

    var countText: AnyViewBinding<String> {
        $count.map { (count: Int) -> String in "Count: \(count)" }
    }

    func increment() {
        count += 1
    }
}

/// The screen.
@MainActor
struct CounterScreen: @MainActor ViewBuilder {
    let viewModel: CounterScreenViewModel

    var body: View {
        Screen {
            VStackView(spacing: 12) {
                LabelView(viewModel.$title)
                    .font(UIFont.preferredFont(forTextStyle: .title1))
                    .with { $0.accessibilityIdentifier = "title" }
                LabelView(nil)
                    .text(bind: viewModel.countText)
                HStackView {
                    ButtonView("Go")
                        .onTap { (context: ViewBuilderContext<UIButton>) in viewModel.increment() }
                        .with { $0.accessibilityIdentifier = "go" }
                    Toggle()
                        .isOn(viewModel.$showDetails)
                    SpacerView()
                }
                .spacing(8)
                LabelView("Details")
                    .hidden(bind: viewModel.$showDetails.map { (value: Bool) -> Bool in !value })
                TextField(nil)
                    .text(bidirectionalBind: viewModel.$name)
                    .placeholder("Name")
                fruitList
            }
        }
        .backgroundColor(UIColor.systemBackground)
    }

    private var fruitList: View {
        CollectionView {
            AnySection(id: CounterScreenSection.fruits, items: viewModel.$fruits) { (fruit: Fruit) in
                AnyCell(fruit, id: fruit.id) { (fruit: Fruit) in
                    LabelView(fruit.name)
                }
            }
            .layout {
                CollectionLayoutSectionBuilder.list(
                    itemHeight: .estimated(44),
                    itemInsets: NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            }
            .header { Header { LabelView("Fruits") } }
            .onSelect { (fruit: Fruit) in viewModel.selected.append(fruit.id) }
        }
    }
}
