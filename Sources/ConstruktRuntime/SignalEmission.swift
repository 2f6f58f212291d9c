/// One `emit:` a committed transaction made: the signal and the value it carried (`nil` for `Void`).
public struct SignalEmission: Hashable, Sendable {
    public var signal: String
    public var value: RuntimeValue?

    public init(signal: String, value: RuntimeValue?) {
        self.signal = signal
        self.value = value
    }
}
