import ConstruktRuntime

/// CollectionView: its sections one below the other from the offset its `scrollOffset` state
/// holds, or without one, that a `scroll` step dragged it to (the top when not scrolled; never
/// past the content's end), below its written `contentInset` and UIKit's automatic inset under the
/// status bar when its content is taller than it (UIKit adds the two), between the written inset's
/// sides, clipped to the view. A section's header and footer follow its
/// content insets at the sides (compositional layout's `supplementariesFollowContentInsets`, true
/// unless set, and 1.2.6 sets none), the top inset between the header and the cells; its cells
/// (or loading placeholders) are laid out as a list (full-width rows), a grid (equal columns) or a
/// carousel (one row of fixed-width items running off the edge), with the section's spacing
/// between items and rows. Its background decoration is drawn behind the whole section, header to
/// footer, as a decoration item is. The empty state fills the view while it shows.
extension LayoutEngine {
    func placeCollection(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        canvas.add(.beginGroup(clip: frame, radius: 0, opacity: 1))
        let dragged = scrollOffset(of: node)
        let written = node.insets("contentInset")
        // The content's height matters when UIKit would inset it were it to scroll, or when it is
        // dragged, and only up to where a drag that far would show its end.
        let insetIfScrolling = adjustedContentInsets(of: node, in: frame, scrollsVertically: true)
        let height =
            insetIfScrolling != .zero || dragged > 0
            ? contentHeight(of: node, in: frame, sides: written, upTo: frame.height + dragged + 1) : 0
        let adjusted = adjustedContentInsets(of: node, in: frame, scrollsVertically: height > frame.height)
        // At rest, as UIKit's bounce leaves it, the content is not scrolled past its end.
        let offset = min(dragged, max(0, height + adjusted.vertical + written.vertical - frame.height))
        placeContent(
            of: node, from: frame.y + adjusted.top + written.top - offset, until: frame.maxY, in: frame,
            sides: written, path: path, canvas: &canvas)
        canvas.add(.endGroup)
    }

    /// Lays out the collection's sections (between the `sides` of its content inset) and its empty
    /// state from `top`, stopping once past `until`; answers where they end.
    @discardableResult
    private func placeContent(
        of node: RuntimeNode, from top: Double, until bottom: Double, in frame: Rect, sides: EdgeInsets,
        path: [Int], canvas: inout Canvas
    ) -> Double {
        var y = top
        let x = frame.x + sides.left
        let width = max(0, frame.width - sides.left - sides.right)
        for (index, child) in node.children.enumerated() where !child.isHidden {
            if child.kind == "section" {
                canvas.record(Rect(x: x, y: y, width: width, height: 0), at: path + [index])
                y = placeSection(
                    child, width: width, x: x, top: y, viewHeight: frame.height, path: path + [index],
                    canvas: &canvas)
            } else {
                place(child, in: embeddedFrame(of: child, in: frame), path: path + [index], canvas: &canvas)
            }
            if y > bottom { break }
        }
        return y
    }

    /// The height of the collection's content, or a height past `limit` when it is taller: laid
    /// out from its top on a canvas that is then dropped.
    private func contentHeight(of node: RuntimeNode, in frame: Rect, sides: EdgeInsets, upTo limit: Double) -> Double {
        var scratch = Canvas(size: Size(width: frame.maxX, height: frame.maxY))
        return placeContent(
            of: node, from: frame.y, until: frame.y + limit, in: frame, sides: sides, path: [], canvas: &scratch)
            - frame.y
    }

    /// Lays out one section from `top`; answers where the next one starts.
    private func placeSection(
        _ section: RuntimeNode, width: Double, x: Double, top: Double, viewHeight: Double, path: [Int],
        canvas: inout Canvas
    ) -> Double {
        let indexed = Array(section.children.enumerated()).filter { !$0.element.isHidden }
        let decorations = indexed.filter { $0.element.slot == "backgroundDecoration" }
        var content = Canvas(size: canvas.size)
        let bottom = placeSectionContent(
            section, indexed.filter { $0.element.slot != "backgroundDecoration" }, width: width, x: x, top: top,
            viewHeight: viewHeight, path: path, canvas: &content)
        for (index, decoration) in decorations {
            place(
                decoration, in: Rect(x: x, y: top, width: width, height: bottom - top), path: path + [index],
                canvas: &canvas)
        }
        canvas.append(content)
        return bottom
    }

    /// How far a carousel's row is scrolled: to centre the item its `page` state holds, as the
    /// generated `scrollToItem(at:at: .centeredHorizontally)` does, never before the row's start
    /// nor past its end, where UIKit stops the section's own scroll view.
    private func carouselOffset(of section: RuntimeNode, widths: [Double], spacing: Double, inner: Double) -> Double {
        guard let page = section.number("page").map(Int.init), widths.indices.contains(page), page > 0 else { return 0 }
        let start = widths[..<page].reduce(0) { $0 + $1 + spacing }
        let content = widths.reduce(0, +) + spacing * Double(widths.count - 1)
        return min(max(0, start + widths[page] / 2 - inner / 2), max(0, content - inner))
    }

    /// Lays out a section's header, cells and footer from `top`; answers where they end.
    private func placeSectionContent(
        _ section: RuntimeNode, _ indexed: [(offset: Int, element: RuntimeNode)], width: Double, x: Double,
        top: Double, viewHeight: Double, path: [Int], canvas: inout Canvas
    ) -> Double {
        let spec = SectionLayoutSpec(section)
        var y = top
        let headers = indexed.filter { $0.element.slot == "header" }
        let footers = indexed.filter { $0.element.slot == "footer" }
        let cells = indexed.filter { $0.element.slot != "header" && $0.element.slot != "footer" }
        let inner = width - spec.insets.horizontal
        let left = x + spec.insets.left
        for (index, header) in headers {
            let height = (spec.header ?? .estimated(44)).resolved(width: inner, height: viewHeight) {
                measure(header, width: inner).height
            }
            place(header, in: Rect(x: left, y: y, width: inner, height: height), path: path + [index], canvas: &canvas)
            y += height
        }
        y += spec.insets.top
        switch spec.arrangement {
        case .list:
            for (position, (index, cell)) in cells.enumerated() {
                let height = spec.itemHeight.resolved(width: inner, height: viewHeight) {
                    measure(cell, width: inner - spec.itemInsets.horizontal).height + spec.itemInsets.vertical
                }
                place(
                    cell, in: Rect(x: left, y: y, width: inner, height: height).inset(by: spec.itemInsets),
                    path: path + [index], canvas: &canvas)
                y += height + (position < cells.count - 1 ? spec.spacing : 0)
            }
        case .grid(let columns):
            let cellWidth = max(0, (inner - spec.spacing * Double(columns - 1)) / Double(columns))
            var row = 0
            while row * columns < cells.count {
                let members = cells[(row * columns)..<min(cells.count, row * columns + columns)]
                // An item's fractional height is of its group's width: the section's, as 1.2.6's grid makes it.
                let height =
                    members.map { _, cell in
                        spec.itemHeight.resolved(width: inner, height: viewHeight) {
                            measure(cell, width: cellWidth - spec.itemInsets.horizontal).height
                                + spec.itemInsets.vertical
                        }
                    }.max() ?? 0
                for (column, (index, cell)) in members.enumerated() {
                    place(
                        cell,
                        in: Rect(
                            x: left + (cellWidth + spec.spacing) * Double(column), y: y, width: cellWidth,
                            height: height
                        ).inset(by: spec.itemInsets), path: path + [index], canvas: &canvas)
                }
                y += height + ((row + 1) * columns < cells.count ? spec.spacing : 0)
                row += 1
            }
        case .carousel(let itemWidth):
            let widths = cells.map { _, cell in
                itemWidth.resolved(width: inner, height: viewHeight) {
                    measure(cell, width: nil).width + spec.itemInsets.horizontal
                }
            }
            var cellX = left - carouselOffset(of: section, widths: widths, spacing: spec.spacing, inner: inner)
            var tallest = 0.0
            for ((index, cell), cellWidth) in zip(cells, widths) {
                let height = spec.itemHeight.resolved(width: inner, height: viewHeight) {
                    measure(cell, width: cellWidth - spec.itemInsets.horizontal).height + spec.itemInsets.vertical
                }
                if cellX < x + width, cellX + cellWidth > x {
                    place(
                        cell, in: Rect(x: cellX, y: y, width: cellWidth, height: height).inset(by: spec.itemInsets),
                        path: path + [index], canvas: &canvas)
                }
                cellX += cellWidth + spec.spacing
                tallest = max(tallest, height)
            }
            y += tallest
        }
        y += spec.insets.bottom
        for (index, footer) in footers {
            let height = (spec.footer ?? .estimated(44)).resolved(width: inner, height: viewHeight) {
                measure(footer, width: inner).height
            }
            place(footer, in: Rect(x: left, y: y, width: inner, height: height), path: path + [index], canvas: &canvas)
            y += height
        }
        return y
    }
}
