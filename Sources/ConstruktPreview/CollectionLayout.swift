import ConstruktRuntime

/// CollectionView: its sections one below the other from the offset its `scrollOffset` state
/// holds (the top without one), clipped to the view. A section's header and footer span the full width (compositional
/// layout's boundary items ignore the section's content insets); its cells (or loading
/// placeholders) are laid out as a list (full-width rows), a grid (equal columns) or a carousel
/// (one row of fixed-width items running off the edge), with the section's spacing between items
/// and rows. The empty state fills the view while it shows.
extension LayoutEngine {
    func placeCollection(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        canvas.add(.beginGroup(clip: frame, radius: 0, opacity: 1))
        var y = frame.y - scrollOffset(of: node)
        for (index, child) in node.children.enumerated() where !child.isHidden {
            if child.kind == "section" {
                canvas.record(Rect(x: frame.x, y: y, width: frame.width, height: 0), at: path + [index])
                y = placeSection(
                    child, width: frame.width, x: frame.x, top: y, viewHeight: frame.height, path: path + [index],
                    canvas: &canvas)
            } else {
                place(child, in: embeddedFrame(of: child, in: frame), path: path + [index], canvas: &canvas)
            }
            if y > frame.maxY { break }
        }
        canvas.add(.endGroup)
    }

    /// Lays out one section from `top`; answers where the next one starts.
    private func placeSection(
        _ section: RuntimeNode, width: Double, x: Double, top: Double, viewHeight: Double, path: [Int],
        canvas: inout Canvas
    ) -> Double {
        let spec = SectionLayoutSpec(section)
        var y = top
        let indexed = Array(section.children.enumerated()).filter { !$0.element.isHidden }
        let headers = indexed.filter { $0.element.slot == "header" }
        let footers = indexed.filter { $0.element.slot == "footer" }
        let cells = indexed.filter { $0.element.slot != "header" && $0.element.slot != "footer" }
        for (index, header) in headers {
            let height = (spec.header ?? .estimated(44)).resolved(width: width, height: viewHeight) {
                measure(header, width: width).height
            }
            place(header, in: Rect(x: x, y: y, width: width, height: height), path: path + [index], canvas: &canvas)
            y += height
        }
        y += spec.insets.top
        let inner = width - spec.insets.horizontal
        let left = x + spec.insets.left
        switch spec.arrangement {
        case .list:
            for (position, (index, cell)) in cells.enumerated() {
                let height = spec.itemHeight.resolved(width: inner, height: viewHeight) {
                    measure(cell, width: inner).height
                }
                place(
                    cell, in: Rect(x: left, y: y, width: inner, height: height), path: path + [index], canvas: &canvas)
                y += height + (position < cells.count - 1 ? spec.spacing : 0)
            }
        case .grid(let columns):
            let cellWidth = max(0, (inner - spec.spacing * Double(columns - 1)) / Double(columns))
            var row = 0
            while row * columns < cells.count {
                let members = cells[(row * columns)..<min(cells.count, row * columns + columns)]
                let height =
                    members.map { _, cell in
                        spec.itemHeight.resolved(width: cellWidth, height: viewHeight) {
                            measure(cell, width: cellWidth).height
                        }
                    }.max() ?? 0
                for (column, (index, cell)) in members.enumerated() {
                    place(
                        cell,
                        in: Rect(
                            x: left + (cellWidth + spec.spacing) * Double(column), y: y, width: cellWidth,
                            height: height), path: path + [index], canvas: &canvas)
                }
                y += height + ((row + 1) * columns < cells.count ? spec.spacing : 0)
                row += 1
            }
        case .carousel(let itemWidth):
            var cellX = left
            var tallest = 0.0
            for (index, cell) in cells {
                let cellWidth = itemWidth.resolved(width: inner, height: viewHeight) { measure(cell, width: nil).width }
                let height = spec.itemHeight.resolved(width: inner, height: viewHeight) {
                    measure(cell, width: cellWidth).height
                }
                if cellX < x + width {
                    place(
                        cell, in: Rect(x: cellX, y: y, width: cellWidth, height: height), path: path + [index],
                        canvas: &canvas)
                }
                cellX += cellWidth + spec.spacing
                tallest = max(tallest, height)
            }
            y += tallest
        }
        y += spec.insets.bottom
        for (index, footer) in footers {
            let height = (spec.footer ?? .estimated(44)).resolved(width: width, height: viewHeight) {
                measure(footer, width: width).height
            }
            place(footer, in: Rect(x: x, y: y, width: width, height: height), path: path + [index], canvas: &canvas)
            y += height
        }
        return y
    }
}
