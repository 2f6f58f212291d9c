import ConstruktKit
import UIKit

// Every template of Schemas/ConstruktKit.components.yaml that a screen can reach, filled in the
// way the emitter fills them (explicit types, struct methods before modifiers, `.with` for
// properties without a modifier). If a template names an API the stand-in lacks, or spells one
// differently from 1.2.6, this file stops compiling.

/// The generated section ids of CatalogTemplatesScreen.
enum CatalogTemplatesSection: String, SectionConfigIdentifier {
    case grid
    case statics
    var uniqueId: String { rawValue }
}

/// State for CatalogTemplatesScreen.
@MainActor
final class CatalogTemplatesViewModel {
    @Variable var volume: Float = 0.25
    @Variable var quantity: Double = 2
    @Variable var progress: Float = 0.5
    @Variable var loading = true
    @Variable var notes = "Notes"
    @Variable var wifi = true
    @Variable var nickname: String? = nil
    @Variable var tint = UIColor.systemRed
    @Variable var avatar: UIImage? = UIImage(systemName: "person")
    @Variable var rows = ["one", "two"]
    @Variable var listIsEmpty = false
    @Variable var refreshing = false
    var events: [String] = []
}

/// A screen that touches the catalog's templates.
@MainActor
struct CatalogTemplatesScreen: @MainActor ViewBuilder {
    let viewModel: CatalogTemplatesViewModel

    var body: View {
        Screen {
            VerticalScrollView(padding: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), safeArea: true) {
                controls
                looks
                images
                lists
            }
        }
        .navigationBar {
            ZStackView {
                LabelView("Bar").position(.top).height(48)
            }
        }
        .overlay {
            CircleView().size(width: 20, height: 20).backgroundColor(UIColor("#FF000080"))
        }
        .contentUnderNavBar(false)
        .onHostDidLoad { viewModel.events.append("load") }
        .onHostWillAppear { (animated: Bool) in viewModel.events.append("appear") }
        .onHostWillDisappear { (animated: Bool) in viewModel.events.append("disappear") }
    }

    private var controls: View {
        VStackView(spacing: 8) {
            Slider(value: 0, in: 0...1)
                .value(viewModel.$volume)
                .minimumTrackTintColor(UIColor.systemBlue)
                .isContinuous(true)
                .with {
                    $0.addAction(
                        UIAction { (action: UIAction) in
                            viewModel.events.append("slid \((action.sender as? UISlider)?.value ?? 0)")
                        }, for: .valueChanged)
                }
            Stepper(value: 0, in: 0...10, step: 1)
                .value(viewModel.$quantity)
                .autorepeat(true)
                .wraps(false)
                .with {
                    $0.addAction(
                        UIAction { (action: UIAction) in
                            viewModel.events.append("stepped \((action.sender as? UIStepper)?.value ?? 0)")
                        }, for: .valueChanged)
                }
            ProgressView(value: 0, total: 1)
                .value(viewModel.$progress, total: 1)
                .progressViewStyle(.bar)
                .trackTintColor(UIColor.systemGray5)
            ActivityIndicator(style: .large)
                .color(UIColor.gray)
                .animating(viewModel.$loading)
            ActivityIndicator(style: .medium)
                .animating(AnyViewBinding<Bool>.just(false))
            TextEditor(text: "")
                .text(viewModel.$notes)
                .isEditable(true)
                .with { $0.font = UIFont.preferredFont(forTextStyle: .body) }
            SwitchView(true)
                .isOn(bidirectionalBind: viewModel.$wifi)
                .onChange { (context: ViewBuilderValueContext<UISwitch, Bool>) in
                    viewModel.events.append("wifi \(context.value)")
                }
            Toggle(isOn: true)
                .onTintColor(UIColor.systemGreen)
                .isOn(bind: viewModel.$wifi)
            TextField(nil)
                .text(bind: viewModel.$nickname)
                .keyboardType(.emailAddress)
                .returnKeyType(.done)
                .autocapitalizationType(.none)
                .autocorrectionType(.no)
                .secureTextEntry(false)
                .textContentType(.username)
                .enablesReturnKeyAutomatically(true)
                .textColor(UIColor.label)
                .with { $0.font = UIFont.systemFont(ofSize: 15, weight: .medium) }
                .onEditingDidEndOnExit { (context: ViewBuilderValueContext<UITextField, String?>) in
                    viewModel.events.append(context.value ?? "")
                }
                .onEditingDidBegin { (context: ViewBuilderValueContext<UITextField, String?>) in }
                .onEditingDidEnd { (context: ViewBuilderValueContext<UITextField, String?>) in }
            ButtonView("Save")
                .color(UIColor.white, for: .normal)
                .color(UIColor.gray, for: .highlighted)
                .backgroundColor(UIColor.systemBlue, for: .normal)
                .font(UIFont.preferredFont(forTextStyle: .headline))
                .alignment(.center)
                .with { $0.setImage(UIImage(systemName: "square.and.arrow.down"), for: .normal) }
                .with { $0.isHighlighted = false }
                .with { $0.isSelected = true }
                .enabled(bind: viewModel.$wifi)
                .padding(h: 16, v: 8)
                .onTap { (context: ViewBuilderContext<UIButton>) in viewModel.events.append("saved") }
        }
    }

    private var looks: View {
        HStackView {
            LabelView("Look")
                .font(UIFont.systemFont(ofSize: 17, weight: .semibold))
                .color(bind: viewModel.$tint)
                .alignment(.center)
                .numberOfLines(2)
                .lineBreakMode(.byTruncatingTail)
                .padding(top: 1, left: 2, bottom: 3, right: 4)
                .onAppear { (context: ViewBuilderContext<UIView>) in }
                .onTapGesture { (context: BuilderTapGestureContext<BuilderInternalUILabel>) in
                    viewModel.events.append("tapped")
                }
            VerticalDivider(width: 1, verticalInset: 0, alignment: .center)
                .color(UIColor.separator)
            GradientLabelView("Fancy", colors: [UIColor.red, UIColor.blue])
                .font(UIFont.preferredFont(forTextStyle: .title2))
                .alignment(.left)
            LinearGradient(
                colors: [UIColor.black, UIColor.white], startPoint: CGPoint(x: 0.5, y: 0),
                endPoint: CGPoint(x: 0.5, y: 1)
            )
            .locations([0, 1].map { NSNumber(value: $0) })
            .frame(height: 44, width: nil)
            BlurView(style: .systemMaterial)
                .vibrancy(
                    UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial)),
                    content: { LabelView("Vibrant") })
            FixedSpacerView(width: 8)
            SpacerView(w: 4)
        }
        .spacing(4)
        .alignment(.center)
        .distribution(.fill)
        .layoutMarginsRelativeArrangement(true)
        .alpha(0.9)
        .backgroundColor(UIColor.secondarySystemBackground)
        .border(color: UIColor.separator, lineWidth: 0.5)
        .clipsToBounds(true)
        .contentMode(.scaleToFill)
        .cornerRadius(8)
        .roundedCorners(8, corners: [.topLeft, .topRight])
        .shadow(color: UIColor.black, radius: 4, opacity: 0.2, offset: CGSize(width: 0, height: 2))
        .tintColor(UIColor.systemPink)
        .isOpaque(false)
        .zIndex(1)
        .shimmerable(false)
        .visible(true)
        .isUserInteractionEnabled(true)
        .userInteractionEnabled(bind: viewModel.$wifi)
        .with { $0.accessibilityIdentifier = "looks" }
        .with { $0.tag = 7 }
        .size(width: 320, height: 44)
        .height(min: 44)
        .width(max: 400)
        .height(44, priority: 750)
        .contentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
        .contentCompressionResistancePriority(.required, for: .vertical)
        .navigation(title: "Looks")
        .hideKeyboardOnBackgroundTap(cancelsTouchesInView: false)
        .onSwipeLeft { (context: BuilderSwipeGestureContext<BuilderInternalUIStackView>) in }
    }

    private var images: View {
        ContainerView {
            ImageView(systemName: "star")
                .tintColor(UIColor.systemYellow)
                .margins(h: 8, v: 4)
                .position(.topLeft)
            ImageView(viewModel.$avatar)
                .margins(top: 1, left: 2, bottom: 3, right: 4)
                .safeArea(false)
            ImageView(
                url: URL(string: "https://example.com/a.png")!, placeholder: UIImage(named: "placeholder"),
                animated: true
            )
            .margins(insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            ImageView(UIImage(named: "logo"))
                .image(bind: viewModel.$avatar)
            DividerView(color: UIColor.separator, height: 1)
                .color(UIColor.systemGray4)
            GeometryReader { (proxy: GeometryProxy) in
                LabelView("\(proxy.size.width)")
            }
            .defaultPosition(.center)
            .padding(4)
        }
        .defaultPosition(.fill)
        .defaultSafeArea(false)
        .padding(insets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    }

    private var lists: View {
        VStackView {
            TableView(DynamicItemViewBuilder(viewModel.rows) { (row: String) in LabelView(row) })
                .separatorStyle(.none)
                .onSelect { (row: String) in viewModel.events.append("row \(row)") }
                .onReceive(viewModel.$rows) { context in
                    (context.view.builder as? DynamicItemViewBuilder<String>)?.items = context.value
                }
            CollectionView {
                AnySection(id: CatalogTemplatesSection.grid, items: AnyViewBinding<[String]>.just(["x", "y"])) {
                    (item: String) in
                    AnyCell(item, id: item) { (item: String) in
                        LabelView(item)
                    }
                }
                .layout {
                    CollectionLayoutSectionBuilder.grid(
                        itemHeight: .absolute(120), columns: 2, itemInsets: NSDirectionalEdgeInsets(v: 4, h: 4)
                    ).spacing(8).insets(NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
                        .supplementaryHeader(height: .estimated(44), isSticky: false)
                }
                .header { Header { LabelView("Grid") } }
                .footer { Footer { LabelView("End") } }
                .shimmer(count: 2, when: viewModel.$loading, includeSupplementary: false, hideSupplementary: true) {
                    ContainerView().backgroundColor(UIColor.systemGray5).cornerRadius(8)
                }
                .emptyState { LabelView("Nothing") }
                .onSelect { (item: String) in viewModel.events.append("item \(item)") }
                AnySection(id: CatalogTemplatesSection.statics) {
                    Header(id: "h") { LabelView("Static") }.hidden(false)
                    AnyCell((), id: "first") { (_: Void) in LabelView("First") }
                        .onSelect { (_: Void) in viewModel.events.append("first") }
                    Footer(id: "f") { LabelView("Bottom") }
                }
                .layout {
                    CollectionLayoutSectionBuilder.carousel(
                        itemWidth: .fractionalWidth(0.8), itemHeight: .estimated(60),
                        itemInsets: NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                    ).orthogonalScrolling(.groupPaging).supplementaryFooter(height: .estimated(44), isSticky: false)
                }
            }
            .emptyState(when: viewModel.$listIsEmpty) { LabelView("Empty list") }
            .contentInset(top: 0, left: 0, bottom: 16, right: 0)
            .onRefresh(viewModel.$refreshing, action: { viewModel.events.append("refresh") })
            .onScroll { (scrollView: UIScrollView) in }
            .onWillBeginDragging { (scrollView: UIScrollView) in }
            .onDidEndDragging { (scrollView: UIScrollView, decelerate: Bool) in }
            .onDidEndDecelerating { (scrollView: UIScrollView) in }
            ScrollView(padding: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), safeArea: false) {
                LabelView("Scrolled")
            }
            .bounces(true)
            .showVerticalIndicator(false)
            .showHorizontalIndicator(false)
            .automaticallyAdjustForKeyboard()
            .onDidScroll { (context: ViewBuilderContext<UIScrollView>) in }
        }
    }
}
