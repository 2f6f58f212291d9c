import ConstruktChecker

/// The Swift of sections that track their scrolling (Docs/language.md "Scrolling and paging"): a
/// carousel's `page` and a list's `onNearEnd`. ConstruktKit 1.2.6 has neither, so a screen that
/// uses them gets a small helper class of its own, `<Screen>SectionScrolling`, held by its view
/// struct as `sectionScrolling` (`ComponentExpression.sectionScrollingProperty`):
///
///     .layout {
///         sectionScrolling.carousel(
///             FeedSection.hero,
///             page: viewModel.$heroPage,
///             layout: CollectionLayoutSectionBuilder.carousel(…)
///         )
///     }
///     …
///     .with { (wrapper: CollectionViewWrapperView) in
///         sectionScrolling.attach(wrapper, sections: [FeedSection.hero])
///         sectionScrolling.follow(viewModel.$heroPage, in: FeedSection.hero)
///     }
///
/// The helper sets the section layout's `visibleItemsInvalidationHandler`, which UIKit calls with
/// the visible items as the section scrolls: the centred item of a carousel becomes its page, and
/// the last items of a list coming into view run its `onNearEnd` once per item count. Setting the
/// page state pages the carousel with `scrollToItem(at:at:animated:)`, and a carousel laid out for
/// the first time shows the item its page state holds (a filter row opening on its selection).
enum SectionScrolling {
    /// Whether a section tracks its scrolling: a carousel with a `page` or a `centerDistance`, a
    /// list with `onNearEnd`.
    static func isTracked(_ section: CheckedComponent) -> Bool {
        section.loop?.centerDistance != nil || section.members.contains { $0.name == "page" || $0.name == "onNearEnd" }
    }

    /// One section that tracks its scrolling.
    struct Tracked {
        /// The section id as Swift names it, `FeedSection.hero`.
        var section: String
        /// The page state's binding, `viewModel.$heroPage`, for a carousel.
        var page: String?
        /// Where the end of a list with `onNearEnd` begins.
        var nearEnd: NearEnd?
        /// Whether the carousel's cells read their distance from its centre (`centerDistance:`).
        var measuresCenterDistance = false

        /// The helper's method that makes the section's layout.
        var call: String { page != nil || measuresCenterDistance ? "carousel" : "list" }

        /// The method's arguments before the layout.
        var arguments: [String] {
            let end: [String] =
                switch nearEnd {
                case .within(let count)?: ["within: " + count]
                case .distance(let points, let throttle)?: ["distance: " + points, "throttle: " + throttle]
                case nil: []
                }
            return [section] + (page.map { ["page: " + $0] } ?? []) + end
        }
    }

    /// Where a list's end begins for its `onNearEnd`: at its last `within` items, or `distance`
    /// points from its content's end while the user drags, at most once per `throttle` seconds.
    enum NearEnd {
        case within(String)
        case distance(String, throttle: String)
    }

    /// What ends the CollectionView's chain: the helper learns which list holds the sections, and
    /// follows each page state into its carousel.
    static func attachment(of tracked: [Tracked], through property: String, wrapperType: String)
        -> ComponentExpression.ChainItem
    {
        var lines = ["\(property).attach(wrapper, sections: [\(tracked.map(\.section).joined(separator: ", "))])"]
        for section in tracked {
            guard let page = section.page else { continue }
            lines.append("\(property).follow(\(page), in: \(section.section))")
        }
        return .closure(".with { (wrapper: \(wrapperType)) in", lines, "}")
    }

    /// `opening` (ending in `in`), `body` one level in, then `}`.
    private static func closure(
        _ opening: String, to writer: inout SwiftCodeWriter, _ body: (inout SwiftCodeWriter) -> Void
    ) {
        writer.line(opening)
        writer.indented(body)
        writer.line("}")
    }

    /// Writes the helper class of a screen whose sections have the id type `sectionType`; with
    /// `measuresCenterDistance`, what measures its carousel cells' distances from the centre too.
    static func writeHelper(
        named name: String, sectionType: String, appTypes: AppTypeNames, measuresCenterDistance: Bool,
        to writer: inout SwiftCodeWriter
    ) {
        let types = HelperTypes(appTypes: appTypes, section: sectionType)
        let wrapper = types.wrapper
        writer.blankLine()
        writer.docComment(
            """
            What a generated screen's collection sections show as they scroll: the centred item of a
            carousel, written into its page state and followed back when the state is set, and the
            last items of a list coming into view, which run its onNearEnd once per item count, or a
            drag near its end, which runs it at most once per throttle.
            """)
        writer.line("@MainActor")
        writer.block("final class \(name)") { writer in
            writer.docComment("The list that holds a section, held weakly.")
            writer.block("private final class Attachment") { writer in
                writer.line("weak var wrapper: \(wrapper)?")
                writer.blankLine()
                writer.block("init(_ wrapper: \(wrapper))") { writer in writer.line("self.wrapper = wrapper") }
            }
            writer.blankLine()
            writer.docComment("The list of each tracked section, by section id.")
            writer.line("private var lists: [String: Attachment] = [:]")
            writer.docComment(
                "The item each carousel shows, as its layout last reported it or a page state scrolled it to.")
            writer.line("private var shownPages: [String: Int] = [:]")
            writer.docComment("The carousels UIKit has laid out, which a scroll to an item can move.")
            writer.line("private var laidOut: \(appTypes.library("Set", in: "Swift"))<String> = []")
            writer.docComment("The item count of each list when its onNearEnd last ran.")
            writer.line("private var nearEndCounts: [String: Int] = [:]")
            writer.docComment("The lists whose onNearEnd ran by a drag less than their throttle ago.")
            writer.line("private var throttled: \(appTypes.library("Set", in: "Swift"))<String> = []")
            if measuresCenterDistance {
                writer.docComment(
                    "The distance of each carousel cell from its carousel's centre, by section id and cell id.")
                writer.line(
                    "private var centerDistances: [String: [AnyHashable: \(types.property)<CGFloat>]] = [:]")
                writer.docComment("The page state of each carousel that has one, by section id.")
                writer.line("private var pages: [String: \(types.property)<Int>] = [:]")
            }
            writer.blankLine()
            writer.docComment("Tells the helper which list holds the sections `ids`.")
            writer.block("func attach(_ wrapper: \(wrapper), sections ids: [\(sectionType)])") { writer in
                writer.line("for id in ids { lists[id.uniqueId] = Attachment(wrapper) }")
            }
            writeCarousel(types, measuresCenterDistance: measuresCenterDistance, to: &writer)
            if measuresCenterDistance { writeCenterDistance(types, to: &writer) }
            writeList(types, to: &writer)
            writeDistanceList(types, to: &writer)
            writeFollowAndScroll(types, measuresCenterDistance: measuresCenterDistance, to: &writer)
        }
    }

    /// The library types the helper names, as the app's own types leave them (`AppTypeNames.library`).
    private struct HelperTypes {
        let wrapper: String
        let property: String
        let builder: String
        let view: String
        /// The screen's section id enum.
        let section: String

        init(appTypes: AppTypeNames, section: String) {
            wrapper = appTypes.library("CollectionViewWrapperView", in: "ConstruktKit")
            property = appTypes.library("Property", in: "ConstruktKit")
            builder = appTypes.library("CollectionLayoutSectionBuilder", in: "ConstruktKit")
            view = appTypes.library("View", in: "ConstruktKit")
            self.section = section
        }
    }

    /// The parameters of a section's `visibleItemsInvalidationHandler`, typed by the property
    /// (`NSCollectionLayoutSectionVisibleItemsInvalidationHandler`) they are assigned to.
    private static let handlerParameters = "items, offset, environment"

    /// `carousel(_:page:layout:)`: a carousel's layout, which follows its centred item and, with
    /// `measuresCenterDistance`, measures its cells' distances from its centre (its page optional).
    private static func writeCarousel(
        _ types: HelperTypes, measuresCenterDistance measures: Bool, to writer: inout SwiftCodeWriter
    ) {
        let (property, builder, sectionType) = (types.property, types.builder, types.section)
        writer.blankLine()
        writer.docComment(
            measures
                ? """
                The layout of the carousel `id`, which sets the distance of each cell `centered` gave one,
                and writes the index of its centred item into `page`; laid out the first time, it shows
                the item `page` holds instead.
                """
                : """
                The layout of the carousel `id`, which writes the index of its centred item into `page`;
                laid out the first time, it shows the item `page` holds instead.
                """)
        let page = measures ? "page: \(property)<Int>? = nil" : "page: \(property)<Int>"
        writer.block(
            "func carousel(_ id: \(sectionType), \(page), layout: \(builder)) -> NSCollectionLayoutSection"
        ) { writer in
            writer.line("let section = layout.section")
            if measures { writer.line("let spacing = section.interGroupSpacing") }
            closure("section.visibleItemsInvalidationHandler = { [weak self] \(handlerParameters) in", to: &writer) {
                writer in
                writer.line("let centre = offset.x + environment.container.contentSize.width / 2")
                writer.line("let cells = items.filter { $0.representedElementCategory == .cell }")
                if measures { writer.line("self?.measure(id, cells, centre: centre, spacing: spacing)") }
                writer.line(
                    "guard let self, \(measures ? "let page, " : "")let centred = cells.min(by: { abs($0.center.x - centre) < abs($1.center.x - centre) }) else { return }"
                )
                writer.line("let item = centred.indexPath.item")
                writer.block("if self.laidOut.insert(id.uniqueId).inserted") { writer in
                    writer.line(
                        "// Laid out for the first time (a scroll asked for before did nothing): it shows the")
                    writer.line("// item its page state holds, and the state is left as it is.")
                    writer.line("self.shownPages[id.uniqueId] = item")
                    writer.line(
                        "if page.wrappedValue != item { self.scroll(id, to: page.wrappedValue, animated: false) }")
                    writer.line("return")
                }
                writer.line("guard self.shownPages[id.uniqueId] != item else { return }")
                writer.line("self.shownPages[id.uniqueId] = item")
                writer.line("if page.wrappedValue != item { page.wrappedValue = item }")
            }
            writer.line("return section")
        }
    }

    /// `centered(_:in:_:)` and `measure(_:_:centre:spacing:)`: a carousel cell's distance from the
    /// carousel's centre, a Property per cell id that the layout's handler sets as it scrolls.
    private static func writeCenterDistance(_ types: HelperTypes, to writer: inout SwiftCodeWriter) {
        let (property, sectionType) = (types.property, types.section)
        writer.blankLine()
        writer.docComment(
            """
            The views of the cell `cell` of the carousel `id`, given its distance from the carousel's
            centre in item widths (0 centred, 1 when the next item is, or further), which the
            carousel's layout sets as it scrolls; a cell made again keeps its distance.
            """)
        writer.block(
            "func centered<Content: \(types.view)>(_ cell: AnyHashable, in id: \(sectionType), _ content: (\(property)<CGFloat>) -> Content) -> Content"
        ) { writer in
            writer.line("if let distance = centerDistances[id.uniqueId]?[cell] { return content(distance) }")
            writer.line("let distance = \(property)<CGFloat>(startDistance(of: cell, in: id))")
            writer.line("centerDistances[id.uniqueId, default: [:]][cell] = distance")
            writer.line("return content(distance)")
        }
        writer.blankLine()
        writer.docComment(
            """
            A cell's distance before the layout measures it: from the item the carousel shows, or
            its page state holds, in items, at most 1.
            """)
        writer.block("private func startDistance(of cell: AnyHashable, in id: \(sectionType)) -> CGFloat") { writer in
            writer.line("guard let wrapper = lists[id.uniqueId]?.wrapper,")
            writer.line(
                "      let section = (0..<wrapper.collectionView.numberOfSections).lazy.compactMap({ wrapper.sectionController(for: $0) }).first(where: { $0.identifier.uniqueId == id.uniqueId }),"
            )
            writer.line("      let index = section.cells.firstIndex(where: { $0.id == cell }) else { return 0 }")
            writer.line("let shown = shownPages[id.uniqueId] ?? pages[id.uniqueId]?.wrappedValue ?? 0")
            writer.line("return min(abs(CGFloat(index - shown)), 1)")
        }
        writer.blankLine()
        writer.docComment(
            """
            Sets the distance of each visible cell of the carousel `id` from `centre`: how far its
            centre is over its width and the spacing, at most 1.
            """)
        writer.block(
            "private func measure(_ id: \(sectionType), _ items: [any NSCollectionLayoutVisibleItem], centre: CGFloat, spacing: CGFloat)"
        ) { writer in
            writer.line(
                "guard let distances = centerDistances[id.uniqueId], let wrapper = lists[id.uniqueId]?.wrapper else { return }"
            )
            writer.block("for item in items") { writer in
                writer.line("guard let section = wrapper.sectionController(for: item.indexPath.section),")
                writer.line("      section.cells.indices.contains(item.indexPath.item),")
                writer.line("      let distance = distances[section.cells[item.indexPath.item].id] else { continue }")
                writer.line("let pitch = item.frame.width + spacing")
                writer.line("let value = pitch > 0 ? min(abs(item.center.x - centre) / pitch, 1) : 0")
                writer.line("if distance.wrappedValue != value { distance.wrappedValue = value }")
            }
        }
    }

    /// `list(_:within:layout:onNearEnd:)`: a list's layout, which runs its onNearEnd near its end.
    private static func writeList(_ types: HelperTypes, to writer: inout SwiftCodeWriter) {
        let (builder, sectionType) = (types.builder, types.section)
        writer.blankLine()
        writer.docComment(
            """
            The layout of the list `id`, which runs `onNearEnd` when one of its last `within` items
            comes into view, once per item count.
            """)
        writer.block(
            "func list(_ id: \(sectionType), within: Int, layout: \(builder), onNearEnd: @escaping () -> Void) -> NSCollectionLayoutSection"
        ) { writer in
            writer.line("let section = layout.section")
            closure("section.visibleItemsInvalidationHandler = { [weak self] \(handlerParameters) in", to: &writer) {
                writer in
                writer.line("let cells = items.filter { $0.representedElementCategory == .cell }")
                writer.line(
                    "guard let self, let collectionView = self.lists[id.uniqueId]?.wrapper?.collectionView,")
                writer.line(
                    "      let last = cells.map(\\.indexPath).max(by: { $0.item < $1.item }) else { return }")
                writer.line("let count = collectionView.numberOfItems(inSection: last.section)")
                writer.line(
                    "guard last.item >= count - within, self.nearEndCounts[id.uniqueId] != count else { return }")
                writer.line("self.nearEndCounts[id.uniqueId] = count")
                writer.line("onNearEnd()")
            }
            writer.line("return section")
        }
    }

    /// `list(_:distance:throttle:layout:onNearEnd:)`: a list's layout, which runs its onNearEnd
    /// while the user drags near its content's end, as a paginated feed asks for more.
    private static func writeDistanceList(_ types: HelperTypes, to writer: inout SwiftCodeWriter) {
        let (builder, sectionType) = (types.builder, types.section)
        writer.blankLine()
        writer.docComment(
            """
            The layout of the list `id`, which runs `onNearEnd` while the user drags its CollectionView
            within `distance` points of its content's end, at most once per `throttle` seconds.
            """)
        writer.block(
            "func list(_ id: \(sectionType), distance: CGFloat, throttle: TimeInterval, layout: \(builder), onNearEnd: @escaping () -> Void) -> NSCollectionLayoutSection"
        ) { writer in
            writer.line("let section = layout.section")
            closure("section.visibleItemsInvalidationHandler = { [weak self] \(handlerParameters) in", to: &writer) {
                writer in
                writer.line(
                    "guard let self, let collectionView = self.lists[id.uniqueId]?.wrapper?.collectionView,")
                writer.line("      collectionView.isDragging, !self.throttled.contains(id.uniqueId) else { return }")
                writer.line(
                    "let end = collectionView.contentSize.height - collectionView.bounds.height - distance")
                writer.line("guard collectionView.contentOffset.y > end else { return }")
                writer.line("self.throttled.insert(id.uniqueId)")
                writer.line(
                    "DispatchQueue.main.asyncAfter(deadline: .now() + throttle) { [weak self] in self?.throttled.remove(id.uniqueId) }"
                )
                writer.line("onNearEnd()")
            }
            writer.line("return section")
        }
    }

    /// `follow(_:in:)` and `scroll(_:to:animated:)`: a carousel paged to the item its state holds.
    private static func writeFollowAndScroll(
        _ types: HelperTypes, measuresCenterDistance measures: Bool, to writer: inout SwiftCodeWriter
    ) {
        let (property, sectionType) = (types.property, types.section)
        writer.blankLine()
        writer.docComment(
            "Pages the carousel `id` to the item `page` holds whenever the state is set to another one.")
        writer.block("func follow(_ page: \(property)<Int>, in id: \(sectionType))") { writer in
            writer.line("guard let wrapper = lists[id.uniqueId]?.wrapper else { return }")
            if measures { writer.line("pages[id.uniqueId] = page") }
            closure("page.observe(on: .main) { [weak self] (page: Int) in", to: &writer) { writer in
                writer.line("self?.scroll(id, to: page)")
            }
            writer.line(".store(in: wrapper.cancelBag)")
        }
        writer.blankLine()
        writer.docComment(
            """
            Scrolls the carousel `id` to centre the item `page`. A carousel without that item stays
            where it is, and the next item its layout reports is written into the page state.
            """)
        writer.block("private func scroll(_ id: \(sectionType), to page: Int, animated: Bool = true)") { writer in
            writer.line(
                "guard shownPages[id.uniqueId] != page, let wrapper = lists[id.uniqueId]?.wrapper else { return }")
            writer.line("let collectionView = wrapper.collectionView")
            writer.line(
                "guard let section = (0..<collectionView.numberOfSections).first(where: { wrapper.sectionController(for: $0)?.identifier.uniqueId == id.uniqueId }),"
            )
            writer.line("      (0..<collectionView.numberOfItems(inSection: section)).contains(page) else {")
            writer.indented { writer in
                writer.line("shownPages[id.uniqueId] = nil")
                writer.line("return")
            }
            writer.line("}")
            writer.line("shownPages[id.uniqueId] = page")
            writer.line(
                "collectionView.scrollToItem(at: IndexPath(item: page, section: section), at: .centeredHorizontally, animated: animated)"
            )
        }
    }
}
