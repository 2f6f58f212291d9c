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
        summary: "a `scroll` step's `to:` is neither an offset nor `end`, or a `page` step's not a number",
        explanation: """
            `scroll: { id: feed, to: 240 }` scrolls the view with that id 240 points down from its top,
            as a drag does (its `scrollOffset` state follows); `to: end` brings its last items into
            view, which fires the `onNearEnd` of its sections. Negative offsets pull past the top.
            `page: { id: hero, to: 2 }` centres a carousel's third item, and `to: 0.5` holds it
            halfway between its first two, as a drag that has not let go.
            """
    )
    public static let pageWithoutCarousel = DiagnosticCode(
        "CK0533", .error,
        summary: "`page:` or `centerDistance:` on a section that is not a carousel",
        explanation: """
            `page: $heroPage` holds the index of a carousel's centred item: the section writes it as the
            user pages and pages to it when the state is set; `centerDistance: distance` gives each cell
            its distance from that centre. Only a section laid out as a carousel pages; a list or grid
            scrolls with its CollectionView (read that with `scrollOffset:`).

                - section: hero
                  items: ${movies}
                  layout: { carousel: { itemWidth: { fractionalWidth: 0.9 }, itemHeight: 220 } }
                  page: $heroPage
            """
    )
    public static let nearEndOnCarousel = DiagnosticCode(
        "CK0534", .error,
        summary: "`onNearEnd:` on a carousel section",
        explanation: """
            `onNearEnd` fires when the last items of a list or grid come into view as the CollectionView
            scrolls down. A carousel scrolls across, one page at a time: its end is its last page, which
            `page: $heroPage` holds, so an expression or action can read it there.
            """
    )
    public static let nearEndDistance = DiagnosticCode(
        "CK0535", .error,
        summary: "`within:` of `onNearEnd` is not a whole number of items of at least 1",
        explanation: """
            `onNearEnd: { within: 5, do: loadMore }` fires when one of the last 5 items comes into view;
            written `onNearEnd: loadMore`, within is 3. It is an Int literal of at least 1: the list's
            end is counted in items, and 0 would never come into view.
            """
    )
    public static let pageTarget = DiagnosticCode(
        "CK0536", .error,
        summary: "`page:` names no Int state",
        explanation: """
            `page: $heroPage` goes both ways: the carousel writes the index of its centred item into the
            state, and follows the state when an action, a feed or a timer sets it. So it takes a
            whole-scalar `$name` of a `state:` entry of type Int.
            """
    )
    public static let scrollToTopTarget = DiagnosticCode(
        "CK0537", .error,
        summary: "`scrollToTop:` names no scroll view of the file's body",
        explanation: """
            `scrollToTop: feed` scrolls the view whose `id:` is `feed` back to its top, so `feed` must be
            the id of a ScrollView, VerticalScrollView or CollectionView written once in the body of the
            same file: not a view in a list's cell or a `forEach`, of which there is one per item, and not
            from the routes file, which has no views.

                body:
                  VerticalScrollView:
                    id: page
                    children: [ ... ]
                actions:
                  showOther: [ { set: shown, to: $other }, { scrollToTop: page } ]
            """
    )
}

extension DiagnosticCode {
    public static let throttleWithoutDistance = DiagnosticCode(
        "CK0538", .warning,
        summary: "`throttle:` of `onNearEnd` has no `distance:` to space",
        explanation: """
            `throttle:` spaces the runs of an `onNearEnd` near the end by a `distance`, which a drag
            reports again and again; one that counts its last items (`within:`) runs once per item count
            already, so a `throttle` beside it changes nothing.

                onNearEnd: { distance: 100, throttle: 0.25, do: loadMore }
            """
    )
}

extension DiagnosticCatalog {
    static let scrollCodes: [DiagnosticCode] = [
        .scrollHandlerTaken, .scrollOffsetTarget, .scrollStepTarget, .pageWithoutCarousel, .nearEndOnCarousel,
        .nearEndDistance, .pageTarget, .scrollToTopTarget, .throttleWithoutDistance,
    ]
}
