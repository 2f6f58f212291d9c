/// A `route:` statement a committed transaction ran: the destination and its arguments. The
/// navigator shows the destination as its presentation says.
public struct RouteRequest: Hashable, Sendable {
    public var destination: String
    public var arguments: [String: RuntimeValue]
}
