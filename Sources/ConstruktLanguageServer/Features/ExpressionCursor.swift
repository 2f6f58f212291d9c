/// Where a position sits in an expression: after `$` or inside an unclosed `${`, the partial name
/// typed so far, and the names before a `.` (`movie.ti` has `movie` as its base).
struct ExpressionCursor: Equatable {
    var base: [String]
    var partial: String

    /// The cursor of a line's text up to the position, or `nil` outside any expression.
    init?(linePrefix: String) {
        let characters = Array(linePrefix)
        var index = characters.count
        while index > 0,
            characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_"
                || characters[index - 1] == "."
        {
            index -= 1
        }
        let word = String(characters[index...])
        let before = characters[..<index]
        // Inside `${` until its own `}`: a closure's braces nest inside it.
        let insideBraces: Bool = {
            guard let open = linePrefix.range(of: "${", options: .backwards) else { return false }
            var depth = 0
            for character in linePrefix[open.upperBound...] {
                if character == "{" { depth += 1 }
                if character == "}" {
                    if depth == 0 { return false }
                    depth -= 1
                }
            }
            return true
        }()
        guard before.last == "$" || insideBraces else { return nil }
        var parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        partial = parts.removeLast()
        base = parts
    }
}
