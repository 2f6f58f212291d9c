/// Two declarations of one scope that map to the same Swift identifier.
public struct SwiftIdentifierCollision: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier both would declare.
    public let identifier: SwiftIdentifier
    /// What declared the identifier first.
    public let firstOrigin: String
    /// What tried to declare it again.
    public let secondOrigin: String

    public var description: String {
        "\(secondOrigin) and \(firstOrigin) both become the Swift identifier '\(identifier.name)' in one scope"
    }
}
