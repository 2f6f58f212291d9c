import ConstruktDiagnostics

/// A text field's `placeholderColor` sets UIKit's `attributedPlaceholder` from the placeholder's
/// text, and UIKit's `placeholder` setter replaces it with plain text: so the colour is written
/// after a constant `placeholder` (CK0430).
extension BodyRules {
    /// The property that colours the placeholder, and the one whose setter drops the colour.
    private static let colourProperty = "placeholderColor", textProperty = "placeholder"

    mutating func checkPlaceholderColor(_ members: [CheckedMember]) {
        guard let colour = members.firstIndex(where: { $0.name == Self.colourProperty }),
            let text = members.firstIndex(where: { $0.name == Self.textProperty })
        else { return }
        if text > colour {
            report(
                .placeholderColorOrder,
                "'\(Self.colourProperty)' is written before '\(Self.textProperty)', whose setter drops the colour",
                at: members[colour].range,
                help:
                    "write '\(Self.colourProperty)' after '\(Self.textProperty)': modifiers apply in the order written")
        } else if case .property(_, let binding) = members[text].kind, binding != .constant {
            report(
                .placeholderColorOrder,
                "a '\(Self.textProperty)' that follows state drops '\(Self.colourProperty)' at each change",
                at: members[text].range,
                help: "give '\(Self.textProperty)' a constant text, or leave the placeholder in its default colour")
        }
    }
}
