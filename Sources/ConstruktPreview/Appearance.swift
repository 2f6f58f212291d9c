/// Light or dark mode: which of a dynamic system colour's two values is drawn.
public enum Appearance: String, CaseIterable, Sendable {
    case light, dark
}
