import ConstruktCatalog

extension Template {
    /// Whether every occurrence of `hole` stands apart as an argument or element (after `(`,
    /// `,`, `[` or a label's `:`, before `)`, `,`, `]` or the template's end), as the whole
    /// template, or as what a closure assigns (`{ $0.isSelected = {{value}} }`), so any expression
    /// may fill it as written; elsewhere (`{{from}}...{{to}}`, `{{value}}.map { … }`) an
    /// operation needs parentheses.
    func setsApart(_ hole: TemplateHole) -> Bool {
        // A template that is the hole alone is an argument the emitter places (`at: init`).
        guard segments.count > 1 else { return true }
        for (index, segment) in segments.enumerated() where segment == .hole(hole) {
            let before = index > 0 ? Self.text(of: segments[index - 1]).trimmingSuffix(while: \.isWhitespace) : ""
            let after =
                index + 1 < segments.count
                ? Self.text(of: segments[index + 1]).trimmingPrefix(while: \.isWhitespace) : ""
            let assigned = before.hasSuffix(" =") && after.first == "}"
            guard assigned || before.last.map({ "(,[:".contains($0) }) == true else { return false }
            guard assigned || after.isEmpty || "),]".contains(after.first!) else { return false }
        }
        return true
    }

    private static func text(of segment: Segment) -> Substring {
        if case .text(let text) = segment { return Substring(text) }
        return "{{}}"
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var trimmed = self
        while let last = trimmed.last, predicate(last) { trimmed = trimmed.dropLast() }
        return trimmed
    }

    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self.drop(while: predicate)
    }
}
