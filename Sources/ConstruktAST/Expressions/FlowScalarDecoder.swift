import ConstruktYAML

/// Decodes the source of a plain, single-quoted or double-quoted scalar the way libyaml does,
/// keeping for each decoded character the source bytes it came from.
///
/// Rules (YAML 1.2 §7, as libyaml 0.2.5 implements them): white space before a line break and at
/// the start of the next line is dropped; one line break folds to a space, `n` breaks in a row to
/// `n - 1` newlines; in single quotes `''` is one quote; in double quotes a backslash starts an
/// escape, and a backslash before a line break joins the lines without a space.
enum FlowScalarDecoder {
    static func decode(_ source: [MappedScalar], style: ScalarStyle) -> [MappedScalar] {
        var index = 0
        var end = source.count
        let quote: Unicode.Scalar? =
            switch style {
            case .singleQuoted: "'"
            case .doubleQuoted: "\""
            default: nil
            }
        if let quote {
            if index < end, source[index].scalar == quote { index += 1 }
            if end > index, source[end - 1].scalar == quote { end -= 1 }
        }
        var output: [MappedScalar] = []
        output.reserveCapacity(end - index)
        var pendingBlanks: [MappedScalar] = []
        while index < end {
            let current = source[index]
            if current.scalar.isBlank {
                pendingBlanks.append(current)
                index += 1
                continue
            }
            if current.scalar.isLineBreak {
                pendingBlanks.removeAll()
                let first = consumeBreak(source, &index, end)
                let following = consumeEmptyLines(source, &index, end)
                if following.isEmpty {
                    output.append(MappedScalar(scalar: " ", start: first.start, end: first.end))
                } else {
                    output += following
                }
                continue
            }
            output += pendingBlanks
            pendingBlanks.removeAll()
            if style == .singleQuoted, current.scalar == "'", index + 1 < end, source[index + 1].scalar == "'" {
                output.append(MappedScalar(scalar: "'", start: current.start, end: source[index + 1].end))
                index += 2
            } else if style == .doubleQuoted, current.scalar == "\\", index + 1 < end {
                if source[index + 1].scalar.isLineBreak {
                    index += 1
                    _ = consumeBreak(source, &index, end)
                    output += consumeEmptyLines(source, &index, end)
                } else if let (scalar, length) = escape(in: source, at: index, end: end) {
                    output.append(
                        MappedScalar(scalar: scalar, start: current.start, end: source[index + length - 1].end))
                    index += length
                } else {
                    output.append(current)
                    index += 1
                }
            } else {
                output.append(current)
                index += 1
            }
        }
        output += pendingBlanks
        return output
    }

    /// Consumes one LF, CR or CRLF and returns it as a single `\n`.
    static func consumeBreak(_ source: [MappedScalar], _ index: inout Int, _ end: Int) -> MappedScalar {
        let first = source[index]
        index += 1
        if first.scalar == "\r", index < end, source[index].scalar == "\n" {
            index += 1
            return MappedScalar(scalar: "\n", start: first.start, end: source[index - 1].end)
        }
        return MappedScalar(scalar: "\n", start: first.start, end: first.end)
    }

    /// Skips the blanks that start the next line and returns the breaks of any empty lines after
    /// a line break, each as one `\n`.
    private static func consumeEmptyLines(_ source: [MappedScalar], _ index: inout Int, _ end: Int) -> [MappedScalar] {
        var breaks: [MappedScalar] = []
        while index < end {
            if source[index].scalar.isBlank {
                index += 1
            } else if source[index].scalar.isLineBreak {
                breaks.append(consumeBreak(source, &index, end))
            } else {
                break
            }
        }
        return breaks
    }

    /// The character a double-quoted escape starting at `index` (the backslash) stands for, and
    /// how many source characters it spans; `nil` when it is not an escape libyaml knows.
    private static func escape(in source: [MappedScalar], at index: Int, end: Int) -> (Unicode.Scalar, Int)? {
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}",
            "f": "\u{0C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "'": "'",
            "\\": "\\", "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
        ]
        let letter = source[index + 1].scalar
        if let scalar = simple[letter] { return (scalar, 2) }
        let digits: Int
        switch letter {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default: return nil
        }
        guard index + 2 + digits <= end else { return nil }
        var value: UInt32 = 0
        for offset in 0..<digits {
            guard let digit = hexValue(source[index + 2 + offset].scalar) else { return nil }
            value = value << 4 | digit
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, 2 + digits)
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }
}
