/// Swift the emitter must never produce (`decoys.swift`).
public struct SwiftDecoy: Hashable, Sendable {
    public let spelling: String
    public let reason: String
}
