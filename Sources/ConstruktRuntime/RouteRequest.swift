/// A `route:` statement a committed transaction ran: the destination and its arguments, and
/// whether this push hides the tab bar when the statement says so. The navigator shows the
/// destination as its presentation says.
public struct RouteRequest: Hashable, Sendable {
    public var destination: String
    public var arguments: [String: RuntimeValue]
    /// The statement's `hidesTabBar:`, over the destination's; nil when not written.
    public var hidesTabBar: Bool? = nil
}
