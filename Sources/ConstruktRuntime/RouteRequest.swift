/// A `route:` statement a committed transaction ran: the destination and its arguments. The
/// navigator that acts on it is a later step; until then the request is recorded.
public struct RouteRequest: Hashable, Sendable {
    public var destination: String
    public var arguments: [String: RuntimeValue]
}
