/// One line of Swift with places in it where code of several lines goes: a list's cell, a
/// component's view-slot closure, an event's statements. A catalog template whose hole stands for
/// such code fills to one of these (`TemplateFilling.splice`), and the writer writes the text before
/// each place, the place's code indented under it, and the text after:
/// `TableView(DynamicItemViewBuilder(items) { (item: Item) in`, the cell, `})`.
struct SplicedCode<Place> {
    /// The text around the places, one more than there are places: `texts[i]` comes before
    /// `places[i]`, and the last text after the last place.
    private(set) var texts: [String]
    private(set) var places: [Place]

    /// Text with no place in it.
    init(_ text: String = "") {
        texts = [text]
        places = []
    }

    /// A place alone, with no text around it.
    static func place(_ place: Place) -> SplicedCode {
        var code = SplicedCode()
        code.places.append(place)
        code.texts.append("")
        return code
    }

    /// The text, when the code has no place in it.
    var text: String? { places.isEmpty ? texts[0] : nil }

    mutating func append(_ text: String) {
        texts[texts.count - 1] += text
    }

    mutating func append(_ other: SplicedCode) {
        append(other.texts[0])
        places += other.places
        texts += other.texts.dropFirst()
    }

    /// The text before the only place and the text after it, without the spaces at either cut;
    /// `nil` unless there is exactly one place.
    var aroundOnlyPlace: (before: String, place: Place, after: String)? {
        guard places.count == 1 else { return nil }
        return (texts[0].droppingTrailingSpaces, places[0], texts[1].droppingLeadingSpaces)
    }
}

extension Array {
    /// The codes one after another, `separator` between each two.
    func joined<Place>(separator: String) -> SplicedCode<Place> where Element == SplicedCode<Place> {
        var code = SplicedCode<Place>()
        for (index, element) in enumerated() {
            if index > 0 { code.append(separator) }
            code.append(element)
        }
        return code
    }
}

extension String {
    /// The text without the spaces at its end, where a line is cut before a place.
    var droppingTrailingSpaces: String {
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
            end = utf8.index(before: end)
        }
        return String(self[..<end])
    }

    /// The text without the spaces at its start, where a line resumes after a place.
    var droppingLeadingSpaces: String {
        var start = utf8.startIndex
        while start < utf8.endIndex, utf8[start] == UInt8(ascii: " ") { start = utf8.index(after: start) }
        return String(self[start...])
    }
}
