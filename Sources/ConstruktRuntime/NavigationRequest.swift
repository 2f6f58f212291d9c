/// A navigation statement a committed transaction ran (LANGUAGE.md §5): `route:`, `back` or
/// `dismiss`. The navigator acts on them in order once the transaction has committed.
public enum NavigationRequest: Hashable, Sendable {
    case route(RouteRequest)
    case back
    case dismiss
}
