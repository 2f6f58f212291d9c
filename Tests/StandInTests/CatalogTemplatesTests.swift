@_spi(StandIn) import ConstruktKit
import ConstruktKitRecording
import Testing
import UIKit

@Suite("The catalog's templates compile against the stand-in and build a recordable tree")
@MainActor
struct CatalogTemplatesTests {
    @Test("the screen records the tree its templates describe")
    func records() {
        let tree = ViewTreeRecorder.record(CatalogTemplatesScreen(viewModel: CatalogTemplatesViewModel()))
        #expect(
            tree.description == """
                Screen
                  CircleView
                  VerticalScrollView
                    VStackView
                      Slider enabled="true" value="0.25"
                      Stepper enabled="true" value="2"
                      ProgressView value="0.5"
                      ActivityIndicator animating="true"
                      ActivityIndicator animating="false" hidden="true"
                      TextEditor text="Notes"
                      SwitchView enabled="true" isOn="true"
                      Toggle enabled="true" isOn="true"
                      TextField enabled="true" text=""
                      ButtonView enabled="true" selected="true" text="Save"
                    HStackView id="looks"
                      LabelView text="Look"
                      VerticalDivider
                      GradientLabelView text="Fancy"
                      LinearGradient
                      BlurView
                        LabelView text="Vibrant"
                      FixedSpacerView
                      SpacerView
                    ContainerView
                      ImageView image="systemName:star"
                      ImageView image="systemName:person"
                      ImageView
                      ImageView image="systemName:person"
                      DividerView
                      GeometryReader
                        LabelView text="0.0"
                    VStackView
                      TableView
                        LabelView text="one"
                        LabelView text="two"
                      CollectionView
                        AnySection id="grid"
                          AnyCell id="shimmer_0"
                            ContainerView
                          AnyCell id="shimmer_1"
                            ContainerView
                        AnySection id="statics"
                          Header
                            LabelView text="Static"
                          AnyCell id="first"
                            LabelView text="First"
                          Footer
                            LabelView text="Bottom"
                      ScrollView
                        LabelView text="Scrolled"
                  ContainerView
                    LabelView text="Bar"
                """)
    }

    @Test("controls write their two-way state and run their UIAction events")
    func controlEvents() throws {
        let viewModel = CatalogTemplatesViewModel()
        let root = CatalogTemplatesScreen(viewModel: viewModel).build()
        let slider = try #require(firstView(UISlider.self, in: root))
        let stepper = try #require(firstView(UIStepper.self, in: root))
        let editor = try #require(firstView(UITextView.self, in: root))
        let field = try #require(firstView(UITextField.self, in: root))

        slider.setValue(0.75, animated: false)
        slider.sendActions(for: .valueChanged)
        stepper.value = 3
        stepper.sendActions(for: .valueChanged)
        editor.text = "Typed"
        editor.delegate?.textViewDidChange(editor)
        field.text = "nick"
        field.sendActions(for: .editingDidEndOnExit)

        #expect(viewModel.volume == 0.75)
        #expect(viewModel.quantity == 3)
        #expect(viewModel.notes == "Typed")
        #expect(viewModel.events == ["slid 0.75", "stepped 3.0", "nick"])
    }

    @Test("loading, empty and list states follow their bindings")
    func listStates() throws {
        let viewModel = CatalogTemplatesViewModel()
        let root = CatalogTemplatesScreen(viewModel: viewModel).build()
        let list = try #require(firstView(CollectionViewWrapperView.self, in: root))
        let table = try #require(firstView(BuilderInternalTableView.self, in: root))

        viewModel.loading = false
        viewModel.listIsEmpty = true
        viewModel.rows = ["three"]
        list.standInSelectItem(at: IndexPath(item: 1, section: 0))
        list.standInSelectItem(at: IndexPath(item: 0, section: 1))
        table.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))

        #expect(
            ViewTreeRecorder.record(list).description == """
                CollectionView
                  AnySection hidden="true" id="grid"
                    Header
                      LabelView text="Grid"
                    AnyCell id="x"
                      LabelView text="x"
                    AnyCell id="y"
                      LabelView text="y"
                    Footer
                      LabelView text="End"
                  AnySection hidden="true" id="statics"
                    Header
                      LabelView text="Static"
                    AnyCell id="first"
                      LabelView text="First"
                    Footer
                      LabelView text="Bottom"
                  VStackView
                    LabelView text="Empty list"
                """)
        #expect(ViewTreeRecorder.record(table).description == "TableView\n  LabelView text=\"three\"")
        #expect(viewModel.events == ["item y", "first", "row three"])
        let spinner = try #require(firstView(UIActivityIndicatorView.self, in: root))
        #expect(spinner.isHidden && !spinner.isAnimating)
    }

    @Test("host lifecycle events reach the root through toPresentable")
    func hostLifecycle() {
        let viewModel = CatalogTemplatesViewModel()
        let controller = CatalogTemplatesScreen(viewModel: viewModel).toPresentable()

        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)

        #expect(viewModel.events == ["load", "appear", "disappear"])
    }
}
