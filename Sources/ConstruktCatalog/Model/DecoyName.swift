/// A wrong name the checker rejects with help (`decoys.names`).
public struct DecoyName: Hashable, Sendable {
    /// What the wrong name was meant to be.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case component, property, event
    }

    public let name: String
    public let kind: Kind
    /// The right name, offered as did-you-mean.
    public let use: String
    public let help: String

    /// The help a diagnostic gives: the catalog's words, then the right name unless they already
    /// say it (`Stacks end in View in ConstruktKit; use VStackView`).
    public var advice: String {
        if help.contains(use) { return help }
        let sentence = help.hasSuffix(".") ? String(help.dropLast()) : help
        return sentence.isEmpty ? "use \(use)" : "\(sentence); use \(use)"
    }
}
