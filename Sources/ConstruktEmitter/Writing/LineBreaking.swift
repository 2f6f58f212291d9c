/// How a generated line longer than 120 columns is broken, as swift-format breaks a call: at the
/// outermost (then widest) parenthesis or square bracket that holds a comma, the text up to it
/// stays on the line, what it holds goes one level in (filling each line as far as it goes,
/// broken after its commas), and the closing bracket starts the line after, with what follows it
/// (`) {`, `) else { return }`). A break there never changes what Swift reads; brackets in a string
/// literal or in a closure's braces are not the line's own, and a comment, a directive
/// (`#sourceLocation`) or a line with no such bracket stays whole.
enum LineBreaking {
    /// The widest a generated line is meant to be, indentation included.
    static let width = 120

    /// One line of the broken line: a range of the original text, and how many levels in it goes
    /// from the line's own indentation.
    struct Piece: Equatable {
        let range: Range<Int>
        let level: Int

        /// This piece of a part that starts at `offset` of the line, `deeper` levels further in.
        func inPart(at offset: Int, deeper: Int = 1) -> Piece {
            Piece(range: (range.lowerBound + offset)..<(range.upperBound + offset), level: level + deeper)
        }
    }

    /// The pieces `code`, written `indentation` columns in and followed by `trailing` more
    /// columns (a block's ` {`), is written as; the whole line when it fits or cannot be broken.
    /// A piece that is still too wide is broken in turn.
    static func pieces(of code: UnsafeBufferPointer<UInt8>, indentation: Int, trailing: Int = 0) -> [Piece] {
        let whole = [Piece(range: 0..<code.count, level: 0)]
        guard indentation + code.count + trailing > width, !code.starts(with: "//".utf8),
            !code.starts(with: "#".utf8)
        else { return whole }
        let level = topLevelBlocks(in: code)
        // A block the line opens stays with what comes before it, broken as if it were not there.
        if let opening = openedBlock(in: code, level: level) {
            let before = pieces(
                of: UnsafeBufferPointer(rebasing: code[..<opening]), indentation: indentation,
                trailing: trailing + code.count - opening)
            guard let last = before.last, before.count > 1 else { return whole }
            return before.dropLast() + [Piece(range: last.range.lowerBound..<code.count, level: last.level)]
        }
        // A conditional of the line's own level breaks before each `: …` first, before any bracket in it.
        if holdsConditional(code, from: 0, to: code.count),
            let broken = operatorBreaks(of: code, indentation: indentation)
        {
            return broken
        }
        let pairs = brackets(in: code)
        let outermostWidest: (Pair, Pair) -> Bool = { ($0.depth, -$0.width) < ($1.depth, -$1.width) }
        if let pair = pairs.filter({ !$0.commas.isEmpty }).min(by: outermostWidest) {
            // A call whose one argument is a conditional (`LabelView(a ? String(format: …) : b)`)
            // breaks around that argument first, which then breaks before each of its `: …`.
            let calls = pairs.filter { call in
                call.depth < pair.depth && call.commas.isEmpty && isCall(call, in: code)
                    && holdsConditional(code, from: call.open + 1, to: call.close)
            }
            return pieces(of: code, brokenAt: calls.min(by: outermostWidest) ?? pair, indentation: indentation)
        }
        if let block = closingBlock(of: code, level: level, indentation: indentation) { return block }
        if let broken = operatorBreaks(of: code, indentation: indentation) { return broken }
        // A call of one long argument (`.onReceive(x.map { … }) { (context: C) in`) breaks around it;
        // a parenthesis that groups (`(a ?? b) == c`) is no call and stays.
        if let pair = pairs.filter({ $0.width > 1 && isCall($0, in: code) }).min(by: outermostWidest) {
            return pieces(of: code, brokenAt: pair, indentation: indentation)
        }
        return whole
    }

    /// The pieces of `code` broken at `pair`: the text up to its opening bracket, what it holds one
    /// level in (filled as far as each line goes, broken after its commas), and its closing bracket
    /// with what follows.
    private static func pieces(of code: UnsafeBufferPointer<UInt8>, brokenAt pair: Pair, indentation: Int) -> [Piece] {
        let inner = width - indentation - 4
        var start = pair.open + 1
        var contents: [Range<Int>] = []
        var lastBreak: Int?
        for comma in pair.commas + [pair.close] {
            // The piece up to this comma, the comma included (up to the closing bracket, for the last).
            let end = comma == pair.close ? comma : comma + 1
            if end - start > inner, let last = lastBreak, last > start {
                contents.append(start..<last)
                start = last + 1
            }
            // After the comma; the space after it starts no line.
            lastBreak = comma + 1
        }
        contents.append(start..<pair.close)
        let head = Piece(range: 0..<(pair.open + 1), level: 0)
        let broken = contents.flatMap { range in
            pieces(of: UnsafeBufferPointer(rebasing: code[range]), indentation: indentation + 4).map {
                $0.inPart(at: range.lowerBound)
            }
        }
        // What follows the closing bracket (`] { … }`) is broken in turn when it is still too wide.
        let tail = pieces(of: UnsafeBufferPointer(rebasing: code[pair.close...]), indentation: indentation).map {
            $0.inPart(at: pair.close, deeper: 0)
        }
        return [head] + broken + tail
    }

    /// A line that ends with a one-line closure or block (`… { (context: C) in body }`, `else { return }`,
    /// `if c { a } else { b }`) and holds no bracket to break at: the text up to its first brace
    /// (and a closure's signature), each block's body one level in, and each closing brace
    /// starting a line (`} else {`, `}`), as one writes a closure or an `if` too long for a line.
    private static func closingBlock(of code: UnsafeBufferPointer<UInt8>, level: Level?, indentation: Int) -> [Piece]? {
        guard let (blocks, open) = level, open.isEmpty, let last = blocks.last,
            code[(last.close + 1)...].allSatisfy({ $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "]") }),
            zip(blocks, blocks.dropFirst()).allSatisfy({ isElse(code[($0.close + 1)..<$1.open]) })
        else { return nil }
        var result: [Piece] = []
        var lineStart = 0
        for (number, block) in blocks.enumerated() {
            var bodyStart = block.open + 1
            if number == 0, let signatureEnd = signatureEnd(in: code, from: bodyStart, to: block.close) {
                bodyStart = signatureEnd
            }
            while bodyStart < block.close, code[bodyStart] == UInt8(ascii: " ") { bodyStart += 1 }
            var bodyEnd = block.close
            while bodyEnd > bodyStart, code[bodyEnd - 1] == UInt8(ascii: " ") { bodyEnd -= 1 }
            guard bodyStart < bodyEnd else { return nil }
            var headEnd = bodyStart
            while headEnd > lineStart, code[headEnd - 1] == UInt8(ascii: " ") { headEnd -= 1 }
            // The text before the first brace (`.onReceive(x.map { … }) { (context: C) in`) is broken in
            // turn when it is still too wide.
            result += pieces(of: UnsafeBufferPointer(rebasing: code[lineStart..<headEnd]), indentation: indentation)
                .map { $0.inPart(at: lineStart, deeper: 0) }
            for statement in statements(in: code, from: bodyStart, to: bodyEnd) {
                result += pieces(of: UnsafeBufferPointer(rebasing: code[statement]), indentation: indentation + 4)
                    .map { $0.inPart(at: statement.lowerBound) }
            }
            lineStart = block.close
        }
        return result + [Piece(range: lineStart..<code.count, level: 0)]
    }

    /// The statements of a block's body (`let shown = values.0; return shown.title`): split at each
    /// `; ` of the body's own level that a name follows, so that each goes on a line of its own.
    private static func statements(in code: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var statementStart = start
        var scanner = Scanner(code, from: start, to: end)
        while let token = scanner.next() {
            guard case .other(let index) = token, code[index] == UInt8(ascii: ";"), scanner.depth == 0,
                index + 2 < end, code[index + 1] == UInt8(ascii: " "), startsName(code[index + 2])
            else { continue }
            result.append(statementStart..<index)
            statementStart = index + 2
        }
        return result + [statementStart..<end]
    }

    /// A line whose own level holds a conditional or a chain of `||` or `&&` (`return a && b && c`,
    /// `x ? a : y ? b : c`), broken before the operators of the loosest of them: the text before the
    /// first stays on the line, and each continuation goes one level in, starting with its operator:
    /// every `: …` of a conditional on a line of its own, a chain of `||` or `&&` filling each line
    /// as far as it goes. A piece still too wide is broken in turn. `nil` when the line's own level
    /// has none of them.
    private static func operatorBreaks(of code: UnsafeBufferPointer<UInt8>, indentation: Int) -> [Piece]? {
        var found: [[UInt8]: [Int]] = [:]
        var scanner = Scanner(code)
        while let token = scanner.next() {
            guard case .other(let index) = token, scanner.opens.isEmpty, code[index] == UInt8(ascii: " ") else {
                continue
            }
            for spelling in breakingOperators
            where index + spelling.count + 1 < code.count
                && code[(index + 1)...].starts(with: spelling) && code[index + spelling.count + 1] == UInt8(ascii: " ")
            {
                found[spelling, default: []].append(index)
            }
        }
        var starts = [0]
        if let colons = found[Array(":".utf8)] {
            // A conditional (or a chain of them) puts each `: …` on a line of its own; its `:` may
            // follow a `?` of an earlier line (`) : …`, after a broken bracket).
            starts += colons.map { $0 + 1 }
        } else if let breaks = found[Array("?".utf8)] ?? found[Array("||".utf8)] ?? found[Array("&&".utf8)] {
            var lineStart = 0
            for (number, space) in breaks.enumerated() {
                let next = number + 1 < breaks.count ? breaks[number + 1] : code.count
                if next - lineStart > width - indentation - (starts.count > 1 ? 4 : 0) {
                    starts.append(space + 1)
                    lineStart = space + 1
                }
            }
        }
        guard starts.count > 1 else { return nil }
        var result: [Piece] = []
        for (number, start) in starts.enumerated() {
            var end = number + 1 < starts.count ? starts[number + 1] - 1 : code.count
            while end > start, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
            let deeper = number == 0 ? 0 : 1
            result += pieces(
                of: UnsafeBufferPointer(rebasing: code[start..<end]), indentation: indentation + 4 * deeper
            )
            .map { $0.inPart(at: start, deeper: deeper) }
        }
        return result
    }

    /// Whether a pair is the brackets of a call or a subscript: a name ends just before it.
    private static func isCall(_ pair: Pair, in code: UnsafeBufferPointer<UInt8>) -> Bool {
        pair.open > 0 && isNamePart(code[pair.open - 1])
    }

    /// Whether the code from `start` to `end` holds a conditional of its own level: a ` : ` in no
    /// bracket of that range.
    private static func holdsConditional(_ code: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var scanner = Scanner(code, from: start, to: end)
        while let token = scanner.next() {
            if case .other(let index) = token, scanner.opens.isEmpty, code[index] == UInt8(ascii: ":"), index > start,
                index + 1 < end, code[index - 1] == UInt8(ascii: " "), code[index + 1] == UInt8(ascii: " ")
            {
                return true
            }
        }
        return false
    }

    /// The operators a line is broken before, each written with a space on either side.
    private static let breakingOperators: [[UInt8]] = ["?", ":", "||", "&&"].map { Array($0.utf8) }

    /// Whether a byte can end a Swift name, so that a bracket after it is a call's or a subscript's.
    private static func isNamePart(_ byte: UInt8) -> Bool {
        startsName(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether a byte can start a Swift name (a statement after a `; ` that starts with one cannot be
    /// read as part of the line before it).
    private static func startsName(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    /// Whether the text between two blocks is ` else `.
    private static func isElse(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        text.elementsEqual(" else ".utf8)
    }

    /// The line's own level: its brace blocks (in no bracket, not in a string), where each opens and
    /// closes, and where the brackets the line leaves open open.
    private typealias Level = (blocks: [(open: Int, close: Int)], open: [Int])

    /// The line's own level, scanned once for a line; `nil` when the line leaves a string open.
    private static func topLevelBlocks(in code: UnsafeBufferPointer<UInt8>) -> Level? {
        var scanner = Scanner(code)
        var blocks: [(open: Int, close: Int)] = []
        while let token = scanner.next() {
            // A bracket the line closes but an earlier line opened (`] { … }`) is text.
            if case .closing(let index, let open?) = token, code[index] == UInt8(ascii: "}"), scanner.opens.isEmpty {
                blocks.append((open, index))
            }
        }
        return scanner.inString ? nil : (blocks, scanner.opens)
    }

    /// Where a line that opens a block it does not close (`DynamicContainerView(x.map { … }) {`,
    /// `… { (context: C) in`) opens it: the space before its brace, when that brace is the one
    /// bracket the line leaves open and only a closure's signature follows it.
    private static func openedBlock(in code: UnsafeBufferPointer<UInt8>, level: Level?) -> Int? {
        guard let (_, open) = level, open.count == 1, let brace = open.first, brace > 0,
            code[brace] == UInt8(ascii: "{"), code[brace - 1] == UInt8(ascii: " ")
        else { return nil }
        guard brace + 1 < code.count else { return brace - 1 }
        let signature = UnsafeBufferPointer(rebasing: code[(brace + 1)..<code.count])
        guard signature.count > 4, signature.suffix(3).elementsEqual(" in".utf8),
            isSignature(UnsafeBufferPointer(rebasing: signature.dropLast(3)))
        else { return nil }
        return brace - 1
    }

    /// The end of a closure's signature (`[weak self] (items: [Item]) -> Int in `) that starts at
    /// `start`: the index after ` in `, when the text before it is a capture list, parameters and
    /// a result type only.
    private static func signatureEnd(in code: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var depth = 0
        var inString = false
        var index = start
        while index + 3 < end {
            let byte = code[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"): return nil
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: " ")
            where depth == 0 && code[index + 1] == UInt8(ascii: "i")
                && code[index + 2] == UInt8(ascii: "n") && code[index + 3] == UInt8(ascii: " "):
                return isSignature(UnsafeBufferPointer(rebasing: code[start..<index])) ? index + 4 : nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Whether text is a closure's signature: a capture list `[…]`, then parameters `(…)` (with
    /// whatever follows them) or plain names separated by commas.
    private static func isSignature(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var rest = Substring(decoding: text, as: UTF8.self).drop { $0 == " " }
        if rest.hasPrefix("[") {
            var depth = 0
            var end = rest.startIndex
            for index in rest.indices {
                if rest[index] == "[" { depth += 1 }
                if rest[index] == "]" { depth -= 1 }
                if depth == 0 {
                    end = index
                    break
                }
            }
            rest = rest[rest.index(after: end)...].drop { $0 == " " }
        }
        if rest.hasPrefix("(") { return true }
        return rest.split(separator: ",").allSatisfy { name in
            let trimmed = name.drop { $0 == " " }
            return !trimmed.isEmpty && trimmed.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
        }
    }

    /// A bracket pair of the line's own level: where it opens and closes, and the commas directly
    /// in it that a space follows.
    private struct Pair {
        let open: Int
        /// How many brackets are open around it.
        let depth: Int
        var close = 0
        var commas: [Int] = []
        var width: Int { close - open }
    }

    /// The parenthesis and square-bracket pairs of the line outside string literals and closures'
    /// braces, with the commas directly in each.
    private static func brackets(in code: UnsafeBufferPointer<UInt8>) -> [Pair] {
        var scanner = Scanner(code)
        var pairs: [Pair] = []
        // Where in `pairs` the pair that opens at each index is.
        var pairAt: [Int: Int] = [:]
        while let token = scanner.next() {
            switch token {
            case .opening(let index) where code[index] != UInt8(ascii: "{"):
                guard !scanner.inInterpolation, !scanner.opens.contains(where: { code[$0] == UInt8(ascii: "{") })
                else { break }
                pairAt[index] = pairs.count
                pairs.append(Pair(open: index, depth: scanner.opens.count - 1))
            case .closing(let index, let open):
                guard let open else { return [] }
                if let pair = pairAt[open] { pairs[pair].close = index }
            case .other(let index) where code[index] == UInt8(ascii: ","):
                if let innermost = scanner.opens.last, let pair = pairAt[innermost], index + 1 < code.count,
                    code[index + 1] == UInt8(ascii: " ")
                {
                    pairs[pair].commas.append(index)
                }
            default: break
            }
        }
        // A line may open a closure it does not close (`… { (movie: Movie) in`): its pairs still count.
        return pairs.filter { $0.close > $0.open }
    }

    /// A walk over a line's bytes (or a part's) that keeps the brackets open at each and steps over
    /// string literals, escapes (`\"`) included, where an interpolation `\(…)` is code again up to
    /// its closing parenthesis.
    private struct Scanner {
        /// What the walk meets outside string literals.
        enum Token {
            /// A bracket `(`, `[` or `{` opening at this index.
            case opening(Int)
            /// A bracket `)`, `]` or `}` at this index, closing the one that opens at `open` (`nil`
            /// when none is open: an earlier line opened it).
            case closing(Int, open: Int?)
            /// Any other byte of code (a string literal's quotes aside) at this index.
            case other(Int)
        }

        private let code: UnsafeBufferPointer<UInt8>
        private let end: Int
        private var index: Int
        /// Where each bracket still open opens, outermost first (an interpolation at its `(`).
        private(set) var opens: [Int] = []
        /// How many brackets were open where each interpolation still open opens.
        private var interpolations: [Int] = []
        /// Whether the walk is in a string literal, outside its interpolations.
        private(set) var inString = false
        /// How many closing brackets closed none.
        private var strayClosings = 0

        /// A walk over `code` from `start` up to `end` (its end when `nil`).
        init(_ code: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int? = nil) {
            self.code = code
            self.end = end ?? code.count
            index = start
        }

        /// The brackets opened less those closed: a closing bracket with none open takes it below zero.
        var depth: Int { opens.count - strayClosings }

        /// Whether the walk is in an interpolation's code.
        var inInterpolation: Bool { !interpolations.isEmpty }

        /// The next byte of code, `nil` at the end.
        mutating func next() -> Token? {
            while index < end {
                if inString {
                    stepInString()
                    continue
                }
                let at = index
                index += 1
                switch code[at] {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    opens.append(at)
                    return .opening(at)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard let open = opens.popLast() else {
                        strayClosings += 1
                        return .closing(at, open: nil)
                    }
                    guard interpolations.last == opens.count else { return .closing(at, open: open) }
                    interpolations.removeLast()
                    inString = true
                default: return .other(at)
                }
            }
            return nil
        }

        /// Steps over the string literal's byte at `index`, or its escape (an interpolation's `\(`
        /// opening a bracket).
        private mutating func stepInString() {
            guard code[index] == UInt8(ascii: "\\"), index + 1 < end else {
                if code[index] == UInt8(ascii: "\"") { inString = false }
                index += 1
                return
            }
            if code[index + 1] == UInt8(ascii: "(") {
                interpolations.append(opens.count)
                opens.append(index + 1)
                inString = false
            }
            index += 2
        }
    }
}
