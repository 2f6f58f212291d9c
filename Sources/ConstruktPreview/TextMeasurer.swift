/// Measures and wraps text with Inter's advance widths (kerning is not applied), as UILabel
/// wraps: by word, a word longer than the line broken by character, the last allowed line
/// truncated at its tail with "…".
enum TextMeasurer {
    /// The width of one line of text.
    static func width(of text: String, font: TextFont) -> Double {
        let advances = InterAdvances.table[font.weight] ?? [:]
        let fallback = advances["n"] ?? 1700
        let units = text.reduce(0) { $0 + (advances[$1] ?? fallback) }
        return Double(units) / InterAdvances.unitsPerEm * font.size
    }

    /// The lines the text takes at most `width` wide (`nil`: unlimited), with at most `lines`
    /// lines (0: no limit). A one-line label does not wrap; it is truncated.
    static func lines(of text: String, font: TextFont, width: Double?, lines limit: Int) -> [String] {
        var result: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for paragraph in paragraphs {
            guard let width, limit != 1 else {
                result.append(paragraph)
                continue
            }
            result += wrap(paragraph, font: font, width: width)
        }
        if result.isEmpty { result = [""] }
        if limit > 0, result.count > limit {
            let kept = Array(result.prefix(limit))
            let rest = result[limit - 1] + " " + result[limit...].joined(separator: " ")
            result = Array(kept.dropLast()) + [rest]
            if let width { result[limit - 1] = truncated(rest, font: font, width: width, force: true) }
        }
        if let width, let last = result.last, self.width(of: last, font: font) > width {
            result[result.count - 1] = truncated(last, font: font, width: width, force: false)
        }
        return result
    }

    private static func wrap(_ paragraph: String, font: TextFont, width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if self.width(of: candidate, font: font) <= width
                || current.isEmpty && self.width(of: word, font: font) <= width
            {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            for character in word {
                if !current.isEmpty, self.width(of: current + String(character), font: font) > width {
                    lines.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        lines.append(current)
        return lines
    }

    /// The text cut at its tail to fit with "…" (`force`: the ellipsis even when it fits, for a
    /// line that had more after it).
    static func truncated(_ text: String, font: TextFont, width: Double, force: Bool) -> String {
        if !force, self.width(of: text, font: font) <= width { return text }
        var kept = text
        while !kept.isEmpty, self.width(of: kept + "…", font: font) > width { kept.removeLast() }
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }
}
