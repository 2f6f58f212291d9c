@_spi(StandIn) import ConstruktKit
@_spi(StandIn) import UIKit

/// Records a built view hierarchy (ConstruktKit stand-in views) as a `RecordedNode` tree.
///
/// Structure:
/// - Each view is a node, except plumbing that has no component of its own: the container
///   `[View].build()` makes for several views (its children take its place), a DividerView's line,
///   the views inside UIKit controls, and cells' content views.
/// - `ZStackView` records as `ContainerView` (it is a typealias). A Screen's children are its
///   overlay's views, then its navigation bar's and its content's: the bar's first by default,
///   the content's first with `contentUnderNavBar(false)`.
/// - A CollectionView's children are one `AnySection` node per section (attribute `id`, the
///   section's uniqueId); while `emptyState(when:)` is true the sections are `hidden` and the
///   empty state follows them, as a VStackView of its views (1.2.6 centres them in one). A
///   section's children are a `Header` node (if any), one `AnyCell` node per cell (attribute `id`,
///   the cell id's description; its children are the cell's content) and a `Footer` node.
/// - A TableView's children are its rows' views; a TableViewCell's, the views of its content view.
///
/// Attributes (always written unless noted):
/// - every node: `hidden` only when true, `id` (accessibilityIdentifier) only when set;
/// - LabelView, GradientLabelView, UILabel: `text` when not nil;
/// - ButtonView: `text` (the normal-state title) when not nil;
/// - every UIControl (ButtonView, TextField, Toggle, SwitchView, Slider, Stepper): `enabled`,
///   and `selected` only when true;
/// - TextField: `text` (never nil: UITextField reads "" for nil), `placeholder` when set;
///   TextEditor: `text`;
/// - Toggle, SwitchView: `isOn`; Slider, Stepper: `value`; ProgressView: `value` (the progress,
///   0…1); ActivityIndicator: `animating` (a stopped indicator is also `hidden`);
/// - ImageView: `image` when set, `systemName:<name>` or `named:<name>`.
///
/// Values: Bools are `true`/`false`; numbers are Swift's description in the control's own type
/// (Float or Double) without a trailing `.0` (`0.5`, `3`).
@MainActor
public enum ViewTreeRecorder {
    /// Builds `view` and records it.
    public static func record(_ view: View) -> RecordedNode {
        record(view.build())
    }

    /// Records a built view and everything below it.
    public static func record(_ view: UIView) -> RecordedNode {
        nodes(for: view)[0]
    }

    /// The nodes a view stands for: one, or its children's when it is plumbing.
    private static func nodes(for view: UIView) -> [RecordedNode] {
        if view is PinnedGroupView {
            return view.subviews.flatMap(nodes(for:))
        }
        var node = RecordedNode(typeName(of: view), commonAttributes(of: view))
        switch view {
        case let wrapper as CollectionViewWrapperView:
            node.children = wrapper.sections.map { section in
                var sectionNode = sectionNode(section)
                if wrapper.collectionView.isHidden { sectionNode.attributes["hidden"] = "true" }
                return sectionNode
            }
            if let emptyState = wrapper.emptyStateView, !emptyState.isHidden {
                node.children += nodes(for: emptyState)
            }
        case is BuilderInternalDividerView, is BuilderInternalVerticalDividerView, is UIControl, is UILabel, is _GradientLabelView:
            break
        case let cell as BuilderInternalTableViewCell:
            node.children = cell.contentView.subviews.flatMap(nodes(for:))
        case let effectView as UIVisualEffectView:
            node.children = effectView.contentView.subviews.flatMap { subview -> [RecordedNode] in
                guard let vibrancy = subview as? UIVisualEffectView else { return nodes(for: subview) }
                return vibrancy.contentView.subviews.flatMap(nodes(for:))
            }
        default:
            node.children = view.subviews.flatMap(nodes(for:))
        }
        node.attributes.merge(specificAttributes(of: view)) { _, specific in specific }
        return [node]
    }

    private static func typeName(of view: UIView) -> String {
        switch view {
        case is ScreenView: return "Screen"
        case is BuilderInternalUILabel: return "LabelView"
        case let stack as BuilderInternalUIStackView: return stack.axis == .vertical ? "VStackView" : "HStackView"
        case is BuilderInternalContainerView: return "ContainerView"
        case is BuilderVerticalScrollView: return "VerticalScrollView"
        case is BuilderInternalScrollView: return "ScrollView"
        case is SpacerMarkerView: return "SpacerView"
        case is FixedSpacerMarkerView: return "FixedSpacerView"
        case is BuilderInternalDividerView: return "DividerView"
        case is BuilderInternalVerticalDividerView: return "VerticalDivider"
        case is _TextEditorView: return "TextEditor"
        case is _ToggleView: return "Toggle"
        case is _SliderView: return "Slider"
        case is _StepperView: return "Stepper"
        case is _ProgressView: return "ProgressView"
        case is _CircleView: return "CircleView"
        case is _GradientView: return "LinearGradient"
        case is _GradientLabelView: return "GradientLabelView"
        case is GeometryReaderInternalView: return "GeometryReader"
        case is BuilderInternalTableView: return "TableView"
        case is BuilderInternalTableViewCell: return "TableViewCell"
        case is CollectionViewWrapperView: return "CollectionView"
        default: break
        }
        // Components whose view is a plain UIKit class: only the exact class is the component.
        let exactNames: [ObjectIdentifier: String] = [
            ObjectIdentifier(UIButton.self): "ButtonView",
            ObjectIdentifier(UIImageView.self): "ImageView",
            ObjectIdentifier(UITextField.self): "TextField",
            ObjectIdentifier(UISwitch.self): "SwitchView",
            ObjectIdentifier(UIActivityIndicatorView.self): "ActivityIndicator",
            ObjectIdentifier(UIVisualEffectView.self): "BlurView",
        ]
        return exactNames[ObjectIdentifier(type(of: view))] ?? String(describing: type(of: view))
    }

    private static func commonAttributes(of view: UIView) -> [String: String] {
        var attributes: [String: String] = [:]
        if view.isHidden { attributes["hidden"] = "true" }
        if let id = view.accessibilityIdentifier { attributes["id"] = id }
        if let control = view as? UIControl {
            attributes["enabled"] = String(control.isEnabled)
            if control.isSelected { attributes["selected"] = "true" }
        }
        return attributes
    }

    private static func specificAttributes(of view: UIView) -> [String: String] {
        var attributes: [String: String] = [:]
        switch view {
        case let label as UILabel:
            attributes["text"] = label.text
        case let gradientLabel as _GradientLabelView:
            attributes["text"] = gradientLabel.label.text
        case let button as UIButton:
            attributes["text"] = button.title(for: .normal)
        case let field as UITextField:
            attributes["text"] = field.text
            attributes["placeholder"] = field.placeholder
        case let textView as UITextView:
            attributes["text"] = textView.text ?? ""
        case let switchView as UISwitch:
            attributes["isOn"] = String(switchView.isOn)
        case let slider as UISlider:
            attributes["value"] = number(slider.value.description)
        case let stepper as UIStepper:
            attributes["value"] = number(stepper.value.description)
        case let progress as UIProgressView:
            attributes["value"] = number(progress.progress.description)
        case let indicator as UIActivityIndicatorView:
            attributes["animating"] = String(indicator.isAnimating)
        case let imageView as UIImageView:
            attributes["image"] = imageView.image?.standInSource
        default:
            break
        }
        return attributes
    }

    private static func number(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }

    private static func sectionNode(_ section: SectionConfig) -> RecordedNode {
        var children: [RecordedNode] = section.decorationProviders.sorted { $0.key < $1.key }.map { kind, content in
            RecordedNode("BackgroundDecoration", [:], content().asViews().map { $0() }.flatMap(nodes(for:)))
        }
        if let header = section.header {
            children.append(supplementaryNode("Header", header))
        }
        children += section.cells.map { cell in
            RecordedNode("AnyCell", ["id": String(describing: cell.id.base)],
                         cell.standInMakeCell().contentView.subviews.flatMap(nodes(for:)))
        }
        if let footer = section.footer {
            children.append(supplementaryNode("Footer", footer))
        }
        return RecordedNode("AnySection", ["id": section.identifier.uniqueId], children)
    }

    private static func supplementaryNode(_ type: String, _ controller: SupplementaryController) -> RecordedNode {
        RecordedNode(type, controller.isHidden ? ["hidden": "true"] : [:], controller.standInBuildViews().flatMap(nodes(for:)))
    }
}
