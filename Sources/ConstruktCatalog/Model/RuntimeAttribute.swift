/// A node attribute of the headless runtime tree (CATALOG-FORMAT.md §13).
public enum RuntimeAttribute: String, CaseIterable, Hashable, Sendable {
    case text, hidden, enabled, selected, id, isOn, value, placeholder, image, animating, items
}
