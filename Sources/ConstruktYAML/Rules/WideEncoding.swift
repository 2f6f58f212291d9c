import ConstruktDiagnostics

/// A UTF-16 or UTF-32 file, recognised by its byte order mark or, without one, by the NUL bytes an
/// ASCII first character leaves (YAML 1.2 §5.2). libyaml reads UTF-16; construkt-gen does not.
struct WideEncoding {
    var name: String
    var byteOrderMarkLength: Int

    static func detect(in bytes: [UInt8]) -> WideEncoding? {
        let first = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        let count = bytes.count
        switch (first[0], first[1], first[2], first[3]) {
        case (0x00, 0x00, 0xFE, 0xFF) where count >= 4:
            return WideEncoding(name: "UTF-32 (big-endian)", byteOrderMarkLength: 4)
        case (0xFF, 0xFE, 0x00, 0x00) where count >= 4:
            return WideEncoding(name: "UTF-32 (little-endian)", byteOrderMarkLength: 4)
        case (0xFE, 0xFF, _, _): return WideEncoding(name: "UTF-16 (big-endian)", byteOrderMarkLength: 2)
        case (0xFF, 0xFE, _, _): return WideEncoding(name: "UTF-16 (little-endian)", byteOrderMarkLength: 2)
        case (0x00, 0x00, 0x00, let c) where count >= 4 && c != 0:
            return WideEncoding(name: "UTF-32 (big-endian)", byteOrderMarkLength: 0)
        case (let c, 0x00, 0x00, 0x00) where count >= 4 && c != 0:
            return WideEncoding(name: "UTF-32 (little-endian)", byteOrderMarkLength: 0)
        case (0x00, let c, _, _) where count >= 2 && c != 0:
            return WideEncoding(name: "UTF-16 (big-endian)", byteOrderMarkLength: 0)
        case (let c, 0x00, _, _) where count >= 2 && c != 0:
            return WideEncoding(name: "UTF-16 (little-endian)", byteOrderMarkLength: 0)
        default: return nil
        }
    }

    func diagnostic(in file: SourceFile) -> Diagnostic {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        let end = SourcePosition(line: 1, column: 1 + byteOrderMarkLength, offset: byteOrderMarkLength)
        return Diagnostic(
            .notUTF8,
            "the file is encoded as \(name), not UTF-8",
            at: file.location(SourceRange(start: start, end: end)),
            help: "re-save the file as UTF-8"
        )
    }
}
