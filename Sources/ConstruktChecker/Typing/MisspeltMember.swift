import ConstruktDiagnostics

/// What to say about a name that is none of those allowed (an enum's cases, a value type's named
/// forms, a component's properties): `.center` is SwiftUI's spelling of `center`, which needs no
/// dot here; otherwise the nearest names. When one name is meant, a fix-it writes it.
struct MisspeltMember {
    let help: String?
    private let meant: String?

    init(_ text: String, among names: [String]) {
        if text.hasPrefix("."), names.contains(String(text.dropFirst())) {
            meant = String(text.dropFirst())
            help = "write it without the dot: '\(text.dropFirst())'"
            return
        }
        let nearest = NameSuggestion.nearest(to: text, among: names)
        meant = nearest.count == 1 ? nearest[0] : nil
        help = NameSuggestion.help(for: text, among: names)
    }

    func fixIts(at location: SourceLocation) -> [Diagnostic.FixIt] {
        meant.map { [Diagnostic.FixIt(location, replacement: $0)] } ?? []
    }
}
