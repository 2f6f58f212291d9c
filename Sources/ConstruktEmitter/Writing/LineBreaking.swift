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

    /// One line of the broken line: a range of the original text, and whether it goes one level in.
    struct Piece: Equatable {
        let range: Range<Int>
        let isIndented: Bool
    }

    /// The pieces `code`, written `indentation` columns in and followed by `trailing` more
    /// columns (a block's ` {`), is written as; the whole line when it fits or cannot be broken.
    /// A piece that is still too wide is broken in turn.
    static func pieces(of code: UnsafeBufferPointer<UInt8>, indentation: Int, trailing: Int = 0) -> [Piece] {
        let whole = [Piece(range: 0..<code.count, isIndented: false)]
        guard indentation + code.count + trailing > width, !code.starts(with: "//".utf8),
            !code.starts(with: "#".utf8),
            let pair = brackets(in: code).filter({ !$0.commas.isEmpty }).min(by: {
                ($0.depth, -$0.width) < ($1.depth, -$1.width)
            })
        else { return whole }
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
        let head = Piece(range: 0..<(pair.open + 1), isIndented: false)
        let broken = contents.flatMap { range in
            pieces(of: UnsafeBufferPointer(rebasing: code[range]), indentation: indentation + 4).map { piece in
                Piece(
                    range: (piece.range.lowerBound + range.lowerBound)..<(piece.range.upperBound + range.lowerBound),
                    isIndented: true)
            }
        }
        return [head] + broken + [Piece(range: pair.close..<code.count, isIndented: false)]
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
        enum Frame {
            /// A bracket, with the index of its pair in `pairs`, or `nil` in a closure's braces.
            case parenthesis(Int?)
            case bracket(Int?)
            case brace
            case string
            /// An interpolation `\(…)` in a string: it ends at its closing parenthesis.
            case interpolation
        }
        var stack: [Frame] = []
        var pairs: [Pair] = []
        var braces = 0
        var index = 0
        while index < code.count {
            let byte = code[index]
            if case .string? = stack.last {
                if byte == UInt8(ascii: "\\"), index + 1 < code.count {
                    if code[index + 1] == UInt8(ascii: "(") { stack.append(.interpolation) }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { stack.removeLast() }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): stack.append(.string)
            case UInt8(ascii: "("), UInt8(ascii: "["):
                var pair: Int?
                if braces == 0, !stack.contains(where: { if case .interpolation = $0 { true } else { false } }) {
                    pairs.append(Pair(open: index, depth: stack.count))
                    pair = pairs.count - 1
                }
                stack.append(byte == UInt8(ascii: "(") ? .parenthesis(pair) : .bracket(pair))
            case UInt8(ascii: "{"):
                braces += 1
                stack.append(.brace)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let frame = stack.popLast() else { return [] }
                switch frame {
                case .parenthesis(let pair?), .bracket(let pair?): pairs[pair].close = index
                case .brace: braces -= 1
                default: break
                }
            case UInt8(ascii: ","):
                switch stack.last {
                case .parenthesis(let pair?)?, .bracket(let pair?)?:
                    if index + 1 < code.count, code[index + 1] == UInt8(ascii: " ") { pairs[pair].commas.append(index) }
                default: break
                }
            default: break
            }
            index += 1
        }
        // A line may open a closure it does not close (`… { (movie: Movie) in`): its pairs still count.
        return pairs.filter { $0.close > $0.open }
    }
}
