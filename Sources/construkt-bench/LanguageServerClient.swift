import Foundation

/// A minimal LSP client over a child process's standard input and output, for the language server
/// rows: it writes framed JSON-RPC messages and reads them back, waiting for the one it needs.
final class LanguageServerClient {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var nextID = 1

    init(tool: String) throws {
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    var processIdentifier: Int32 { process.processIdentifier }

    func notify(_ method: String, _ params: Any) throws {
        try write(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and returns its result (notifications read meanwhile are dropped).
    @discardableResult
    func request(_ method: String, _ params: Any) throws -> Any? {
        let id = nextID
        nextID += 1
        try write(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        while true {
            let message = try read()
            if message["id"] as? Int == id {
                if let error = message["error"] { throw BenchmarkFailure("\(method) failed: \(error)") }
                return message["result"]
            }
        }
    }

    /// Reads messages until a notification of `method` whose params satisfy `matches`.
    func waitForNotification(_ method: String, where matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        while true {
            let message = try read()
            if message["method"] as? String == method, let params = message["params"] as? [String: Any], matches(params)
            {
                return params
            }
        }
    }

    /// Shuts the server down and waits for it to exit.
    func close() throws {
        try request("shutdown", NSNull())
        try notify("exit", NSNull())
        process.waitUntilExit()
    }

    private func write(_ message: [String: Any]) throws {
        let content = try JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(content.count)\r\n\r\n".utf8) + content)
    }

    private func read() throws -> [String: Any] {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let end = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                guard
                    let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                        let parts = line.split(separator: ":")
                        return parts.count == 2 && parts[0].lowercased() == "content-length"
                            ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                    }).first
                else { throw BenchmarkFailure("the server sent a header without Content-Length: \(header)") }
                if buffer.count - (end.upperBound - buffer.startIndex) >= length {
                    let content = buffer[end.upperBound..<(end.upperBound + length)]
                    buffer = Data(buffer[(end.upperBound + length)...])
                    guard let message = try JSONSerialization.jsonObject(with: content) as? [String: Any] else {
                        throw BenchmarkFailure("the server sent a message that is not an object")
                    }
                    return message
                }
            }
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { throw BenchmarkFailure("the language server closed its output") }
            buffer.append(more)
        }
    }
}
