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
}
