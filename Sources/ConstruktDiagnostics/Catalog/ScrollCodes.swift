extension DiagnosticCode {
    public static let scrollHandlerTaken = DiagnosticCode(
        "CK0530", .error,
        summary: "`scrollOffset:` and the scroll event it is written with share one handler",
        explanation: """
        ConstruktKit 1.2.6 keeps one scroll closure per view: CollectionView's `onScroll` and
        ScrollView's `onDidScroll` each replace the last one set. `scrollOffset: $offset` is written
        through that closure, so a view cannot also have the event: one of the two would never run.
        Keep `scrollOffset:` and read the offset in expressions (`alpha: "${progress(offset, 100)}"`),
        or drop it and keep the event.
        """
    )
    public static let scrollOffsetTarget = DiagnosticCode(
        "CK0531", .error,
        summary: "`scrollOffset:` names no CGFloat or Double state",
        explanation: """
        `scrollOffset: $offset` is one way out: the view writes its vertical content offset into the
        state as it scrolls. So it takes a whole-scalar `$name` of a `state:` entry of type CGFloat or
        Double, not an expression, a param or a derived value.

            state: { offset: CGFloat }
            body:
              ScrollView:
                scrollOffset: $offset
        """
    )
    public static let scrollStepTarget = DiagnosticCode(
        "CK0532", .error,
        summary: "a `scroll` step's `to:` is neither an offset nor `end`",
        explanation: """
        `scroll: { id: feed, to: 240 }` scrolls the view with that id 240 points down from its top,
        as a drag does (its `scrollOffset` state follows); `to: end` brings its last items into
        view, which fires the `onNearEnd` of its sections. Negative offsets pull past the top.
        """
    )
}

extension DiagnosticCatalog {
    static let scrollCodes: [DiagnosticCode] = [.scrollHandlerTaken, .scrollOffsetTarget, .scrollStepTarget]
}
