// What every parity harness of construkt-differential shares (Scripts/differential.sh compiles it
// with the generated apps' Swift and their harnesses): finding views by accessibility id, taking a
// scenario's steps on them as a user would, and writing what the views show as scenario YAML.
@_spi(StandIn) import ConstruktKit
@_spi(StandIn) import UIKit

@MainActor
func parityViews(_ root: UIView) -> [UIView] {
    [root] + root.subviews.flatMap(parityViews)
}

@MainActor
func parityView<T: UIView>(_ root: UIView, _ id: String, as type: T.Type) -> T? {
    parityViews(root).lazy.compactMap { $0 as? T }.first { $0.accessibilityIdentifier == id }
}

/// Taps the button with this id, as the runtime does: a disabled button ignores it.
@MainActor
func parityTap(_ root: UIView, _ id: String) {
    guard let button = parityView(root, id, as: UIButton.self) else { return }
    if button.isEnabled { button.sendActions(for: .touchUpInside) }
}

@MainActor
func parityToggle(_ root: UIView, _ id: String) {
    guard let toggle = parityView(root, id, as: UISwitch.self) else { return }
    toggle.setOn(!toggle.isOn, animated: false)
    toggle.sendActions(for: .valueChanged)
}

@MainActor
func parityType(_ root: UIView, _ id: String, _ text: String) {
    guard let field = parityView(root, id, as: UITextField.self) else { return }
    field.text = text
    field.sendActions(for: .editingChanged)
}

@MainActor
func paritySelect(_ root: UIView, _ section: String) {
    for list in parityViews(root).compactMap({ $0 as? CollectionViewWrapperView }) {
        guard let position = list.sections.firstIndex(where: { $0.identifier.uniqueId == section }) else { continue }
        list.standInSelectItem(at: IndexPath(item: 0, section: position))
        return
    }
}

/// The texts of the labels shown: not hidden, nor inside a hidden view.
@MainActor
func parityTexts(_ view: UIView) -> [String] {
    guard !view.isHidden else { return [] }
    let own = (view as? UILabel)?.text.map { [$0] } ?? []
    return own + view.subviews.flatMap(parityTexts)
}

func parityQuoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

func parityYAML(_ value: String) -> String { parityQuoted(value) }
func parityYAML(_ value: Int) -> String { String(value) }
func parityYAML(_ value: Double) -> String { String(value) }
func parityYAML(_ value: Float) -> String { String(value) }
func parityYAML(_ value: Bool) -> String { String(value) }
func parityYAML(_ value: URL) -> String { parityQuoted(value.absoluteString) }
func parityYAML(_ value: UUID) -> String { parityQuoted(value.uuidString) }
func parityYAML(_ value: Date) -> String { parityQuoted(ISO8601DateFormatter().string(from: value)) }
func parityYAML<T>(_ values: [T]) -> String {
    "[" + values.map(parityElement).joined(separator: ", ") + "]"
}

/// A dictionary as a scenario writes it, its keys in order.
func parityYAML<Key: Comparable, Value>(_ entries: [Key: Value]) -> String {
    "{ " + entries.sorted { $0.key < $1.key }.map { "\(parityElement($0.key)): \(parityElement($0.value))" }
        .joined(separator: ", ") + " }"
}

/// One element of a list as a scenario writes it: text, a URL, a UUID and a Date quoted as the
/// runtime reads them.
private func parityElement(_ value: Any) -> String {
    switch value {
    case let text as String: parityQuoted(text)
    case let url as URL: parityYAML(url)
    case let uuid as UUID: parityYAML(uuid)
    case let date as Date: parityYAML(date)
    default: "\(value)"
    }
}

/// Drags the CollectionView or ScrollView with this id to a vertical offset, as the runtime's
/// `scroll` step does.
@MainActor
func parityScroll(_ root: UIView, _ id: String, _ offset: CGFloat) {
    if let list = parityView(root, id, as: CollectionViewWrapperView.self) {
        list.standInScroll(toOffset: offset)
    } else {
        parityView(root, id, as: BuilderInternalScrollView.self)?.standInScroll(toOffset: offset)
    }
}

/// Drags the CollectionView with this id to its end, which shows its sections' last items.
@MainActor
func parityScrollToEnd(_ root: UIView, _ id: String) {
    parityView(root, id, as: CollectionViewWrapperView.self)?.standInScrollToEnd()
}

/// Swipes the carousel section with this id to centre its item `page`.
@MainActor
func parityPage(_ root: UIView, _ section: String, _ page: Double) {
    for list in parityViews(root).compactMap({ $0 as? CollectionViewWrapperView }) {
        guard let position = list.sections.firstIndex(where: { $0.identifier.uniqueId == section }) else { continue }
        if page == page.rounded() {
            list.standInCentre(IndexPath(item: Int(page), section: position))
        } else {
            list.standInHold(section: position, at: CGFloat(page))
        }
        return
    }
}

func parityYAML(_ value: CGFloat) -> String { String(Double(value)) }
