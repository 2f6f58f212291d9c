import Foundation

/// One response of Bazel's JSON worker protocol: the exit code and everything the command printed
/// for one request, written as one line of JSON on the worker's standard output.
struct WorkResponse: Equatable, Sendable {
    var exitCode: Int32
    /// What the command wrote on its standard output and error, which Bazel shows for the action.
    var output: String
    var requestId: Int
    /// Set on the answer to a cancel request: the request was not run.
    var wasCancelled = false

    /// The response as one line: a JSON object with sorted keys, then a newline.
    var jsonLine: Data {
        var fields: [String: Any] = ["exitCode": Int(exitCode), "output": output, "requestId": requestId]
        if wasCancelled { fields["wasCancelled"] = true }
        // Only strings, numbers and booleans: serializing them cannot fail.
        var line = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
        line.append(UInt8(ascii: "\n"))
        return line
    }
}
