/// A navigation statement a committed transaction ran (Docs/language.md, Events and statements): `route:`, `tab:`, `back`
/// or `dismiss`. The navigator acts on them in order once the transaction has committed.
public enum NavigationRequest: Hashable, Sendable {
    case route(RouteRequest)
    /// Selects the tab whose root is the destination; nothing when the shown root has none.
    case selectTab(String)
    case back
    case dismiss
}
