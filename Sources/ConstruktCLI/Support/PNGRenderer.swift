import Foundation

/// Renders SVG to PNG with librsvg's `rsvg-convert`, run as a child process (at twice the size,
/// as a 2x screen shows it), so the tool itself links no image library.
enum PNGRenderer {
    /// Where to get rsvg-convert, said when it is missing.
    static let installHelp =
        "writing a PNG needs rsvg-convert (librsvg): install it with `apt-get install librsvg2-bin` (Debian, Ubuntu) or `brew install librsvg` (macOS), or write an SVG instead (--output FILE.svg)"

    /// The PNG of `svg`; rsvg-convert is looked for on `searchPath` (a PATH value).
    static func png(fromSVG svg: String, searchPath: String?, scale: Int = 2) throws -> Data {
        guard let tool = executable(named: "rsvg-convert", searchPath: searchPath) else {
            throw CommandFailure(message: installHelp)
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--format", "png", "--zoom", String(scale)]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw CommandFailure(message: "cannot run \(tool.path): \(error.localizedDescription)")
        }
        let writer = Thread {
            input.fileHandleForWriting.write(Data(svg.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure(
                message:
                    "rsvg-convert failed (status \(process.terminationStatus)): \(String(decoding: message, as: UTF8.self))"
            )
        }
        return png
    }

    /// The first executable of that name on the search path (the process's PATH when `nil`).
    static func executable(named name: String, searchPath: String?) -> URL? {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
