import ConstruktDiagnostics

/// The byte-level rules, checked before libyaml sees the file: the file is UTF-8 (not UTF-16 or
/// UTF-32, which libyaml would accept), every byte sequence is valid UTF-8, a byte order mark
/// appears only at the very start, and no control character appears raw. One linear pass; each
/// problem is located by its exact byte offset.
enum EncodingCheck {
    /// The most problems one pass reports before it stops (a binary file would yield thousands).
    static let maximumReports = 20

    static func diagnostics(for file: SourceFile) -> [Diagnostic] {
        if let wide = WideEncoding.detect(in: file.bytes) {
            return [wide.diagnostic(in: file)]
        }
        return file.bytes.withUnsafeBufferPointer { scan($0, in: file) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, in file: SourceFile) -> [Diagnostic] {
        var reports: [Diagnostic] = []
        let count = bytes.count
        var offset = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while offset < count, reports.count < maximumReports {
            let lead = bytes[offset]
            // Printable ASCII, tabs and line breaks, nearly every byte of a file, need no more.
            if (0x20..<0x7F).contains(lead) || lead == 0x0A || lead == 0x09 || lead == 0x0D {
                offset += 1
                continue
            }
            if lead < 0x80 {
                if CharacterRules.isForbiddenControl(UInt32(lead), allowCarriageReturn: true) {
                    reports.append(controlCharacter(UInt32(lead), offset: offset, length: 1, in: file))
                }
                offset += 1
                continue
            }
            switch UTF8Decoding.decode(bytes, at: offset) {
            case .scalar(let value, let length):
                if value == 0xFEFF {
                    reports.append(
                        Diagnostic(
                            .misplacedByteOrderMark,
                            "a byte order mark (U+FEFF) is only allowed at the very start of the file",
                            at: file.location(file.range(fromOffset: offset, toOffset: offset + length)),
                            help: "delete the invisible character"
                        ))
                } else if CharacterRules.isForbiddenControl(value, allowCarriageReturn: true) {
                    reports.append(controlCharacter(value, offset: offset, length: length, in: file))
                }
                offset += length
            case .invalid(let length, let reason):
                reports.append(
                    Diagnostic(
                        .invalidUTF8,
                        "invalid UTF-8: \(reason)",
                        at: file.location(file.range(fromOffset: offset, toOffset: offset + length)),
                        help: "retype the character or re-save the file as UTF-8"
                    ))
                offset += length
            }
        }
        return reports
    }

    private static func controlCharacter(_ value: UInt32, offset: Int, length: Int, in file: SourceFile) -> Diagnostic {
        var notes: [String] = []
        if value == 0x85 || value == 0x2028 || value == 0x2029 {
            notes.append(
                "YAML 1.1 readers treat \(TextDisplay.codePoint(value)) as a line break, so the file would not read the same everywhere"
            )
        }
        return Diagnostic(
            .controlCharacter,
            "the control character \(CharacterRules.describe(value)) is not allowed",
            at: file.location(file.range(fromOffset: offset, toOffset: offset + length)),
            notes: notes,
            help: "delete the character; for a line break inside a text use a literal block scalar ('|')"
        )
    }
}
