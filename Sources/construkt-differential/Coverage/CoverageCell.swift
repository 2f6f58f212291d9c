/// Where a property's value comes from: a column group of the coverage table.
enum ValueSource: String, CaseIterable {
    case literal, state, derived, param, componentParam, modelField, loopItem, optional
    /// A payload field of a `switch` that keeps its branches, which follows the state.
    case keptPayload
}

/// Where a node stands: a column group of the coverage table.
enum NodePlace: String, CaseIterable {
    case screenBody, componentBody, ifBranch, forEachBody, switchBranch, slot, tableCell, collectionCell, sectionHeader,
        sectionFooter, nestedList
}

/// A member of a catalog component a row of the coverage table stands for.
struct CoverageRow: Hashable {
    enum Kind: String {
        case property, event, slot
    }

    let component: String
    let member: String
    let kind: Kind

    var label: String { "\(component).\(member)" }
}

/// One column of the coverage table: a form the value is written in, a source of the value, or
/// a place of the node.
enum CoverageColumn: Hashable {
    case form(String)
    case source(ValueSource)
    case place(NodePlace)

    var label: String {
        switch self {
        case .form(let name): "form:\(name)"
        case .source(let source): "source:\(source.rawValue)"
        case .place(let place): "place:\(place.rawValue)"
        }
    }
}

/// One cell of the coverage table: a member of a component, written one way.
struct CoverageCell: Hashable {
    let row: CoverageRow
    let column: CoverageColumn

    /// The cell's name in the table's files: `LabelView.padding@source:state`.
    var id: String { "\(row.label)@\(column.label)" }
}

/// What became of a cell: generated (and then checked by the batch), refused by lint with the
/// rule's code and message, or impossible to write, with the reason.
enum CoverageMark {
    case generated
    case rejected(code: String, reason: String)
    case impossible(String)
}
