import Foundation
import Testing

@testable import ConstruktCLI

/// Bazel's JSON worker protocol as `construkt-gen worker --persistent_worker` speaks it: requests
/// in, one response per request out, in order, and an answer with a non-zero exit code for input
/// that is no request.
@Suite struct PersistentWorkerTests {
    static let screen = "screen: Counter\nbody:\n  LabelView: Hello\n"
    static let broken = "screen: A\nscreen: B\n"

    /// The response lines the worker writes for `input`, fed in chunks of `chunkSize` bytes.
    static func serve(_ input: String, in directory: URL, chunkSize: Int = 4096) -> [[String: Any]] {
        var remaining = Array(input.utf8)[...]
        var output = Data()
        let worker = PersistentWorker(handler: WorkRequestHandler(workingDirectory: directory.path))
        worker.serve(
            read: {
                guard !remaining.isEmpty else { return nil }
                let chunk = Array(remaining.prefix(chunkSize))
                remaining = remaining.dropFirst(chunkSize)
                return chunk
            },
            write: { output.append($0) })
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
        return lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    @Test func requestsDecodeWithTheirDefaultsLeftOut() throws {
        let full = try WorkRequest(
            json: Data(#"{"arguments":["lint","A"],"inputs":[{"path":"A","digest":"AA=="}],"requestId":7}"#.utf8))
        #expect(full == WorkRequest(arguments: ["lint", "A"], requestId: 7))
        #expect(try WorkRequest(json: Data(#"{"arguments":["lint"]}"#.utf8)) == WorkRequest(arguments: ["lint"]))
        #expect(
            try WorkRequest(json: Data(#"{"requestId":3,"cancel":true}"#.utf8))
                == WorkRequest(arguments: [], requestId: 3, cancel: true))
    }

    @Test func malformedRequestsSayWhatIsWrong() {
        let cases: [(String, String)] = [
            ("not json", "the request is no JSON object: not json"),
            ("[1, 2]", "the request is no JSON object: [1, 2]"),
            (#"{"arguments":"lint"}"#, "the request's arguments are not a list of strings"),
            (#"{"arguments":[1]}"#, "the request's arguments are not a list of strings"),
            (#"{"requestId":"one"}"#, "the request's requestId is not a whole number"),
            (#"{"requestId":1.5}"#, "the request's requestId is not a whole number"),
            (#"{"cancel":"yes"}"#, "the request's cancel is not a boolean"),
        ]
        for (json, message) in cases {
            #expect(throws: WorkRequest.Malformed(description: message)) { try WorkRequest(json: Data(json.utf8)) }
        }
    }

    @Test func responsesAreOneLineOfJSONWithSortedKeys() {
        let response = WorkResponse(exitCode: 1, output: "a \"quoted\"\nline\n", requestId: 4)
        #expect(
            String(decoding: response.jsonLine, as: UTF8.self)
                == #"{"exitCode":1,"output":"a \"quoted\"\nline\n","requestId":4}"# + "\n")
        let cancelled = WorkResponse(exitCode: 0, output: "", requestId: 2, wasCancelled: true)
        #expect(
            String(decoding: cancelled.jsonLine, as: UTF8.self)
                == #"{"exitCode":0,"output":"","requestId":2,"wasCancelled":true}"# + "\n")
    }

    @Test func theStreamCutsObjectsOnOneLineOrManyAndStrayLines() {
        var stream = JSONObjectStream()
        let text = "{\"a\": \"}{\\\"\"}{\"b\":\n [1, {\"c\": 2}]\n}\ngarbage here\n  {\"d\":1"
        let pieces = text.utf8.map { stream.append([$0]) }.flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
        #expect(pieces == ["{\"a\": \"}{\\\"\"}", "{\"b\":\n [1, {\"c\": 2}]\n}", "garbage here\n"])
        #expect(stream.finish().map { String(decoding: $0, as: UTF8.self) } == "{\"d\":1")
        #expect(stream.finish() == nil)
    }

    @Test func eachRequestGetsItsCommandsOutputAndExitCodeInOrder() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.screen, "Bad/A.screen.yaml": Self.broken])
        let input = """
            {"arguments":["lint","--format","gnu","Bad"],"requestId":1}
            {
              "arguments": ["lint", "App"],
              "requestId": 2
            }
            {"arguments":["generate","App","--output","Out","--quiet"]}

            """
        // Bytes one at a time too: a request split over reads is still one request.
        for chunkSize in [4096, 1] {
            let responses = Self.serve(input, in: cli.directory, chunkSize: chunkSize)
            #expect(responses.map { $0["requestId"] as? Int } == [1, 2, 0])
            #expect(responses.map { $0["exitCode"] as? Int } == [1, 0, 0])
            #expect((responses[0]["output"] as? String)?.hasPrefix("Bad/A.screen.yaml:2:1: error:") == true)
            #expect(responses[1]["output"] as? String == "checked 1 file: no problems\n")
            #expect(responses[2]["output"] as? String == "")
        }
        #expect(FileManager.default.fileExists(atPath: cli.directory.path + "/Out/Counter.screen.swift"))
    }

    @Test func argumentsFilesAreExpandedInRequestsAndOnTheCommandLine() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.screen])
        try cli.write("params", "lint\n--format\ngnu\nApp\n")
        let responses = Self.serve(#"{"arguments":["@params"],"requestId":5}"#, in: cli.directory)
        #expect(responses.first?["exitCode"] as? Int == 0)
        #expect(responses.first?["requestId"] as? Int == 5)
        #expect(cli.run("worker", "@params").status == 0)
        #expect(
            try ArgumentsFile.expand(["@@literal", "x"], workingDirectory: cli.directory.path) == ["@literal", "x"])
        #expect(throws: ArgumentsFile.Unreadable(path: "missing")) {
            try ArgumentsFile.expand(["@missing"], workingDirectory: cli.directory.path)
        }
    }

    @Test func badInputGetsANonZeroExitCodeAndTheNextRequestStillRuns() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.screen])
        let input = """
            this is no request
            {"arguments":["lsp"],"requestId":8}
            {"arguments":["@missing"],"requestId":9}
            {"arguments":[],"requestId":10}
            {"arguments":[3],"requestId":11}
            {"arguments":["lint","App"],"requestId":12}
            {"arguments":["lint"
            """
        let responses = Self.serve(input, in: cli.directory)
        #expect(responses.map { $0["requestId"] as? Int } == [0, 8, 9, 10, 11, 12, 0])
        #expect(responses.map { $0["exitCode"] as? Int } == [2, 2, 2, 2, 2, 0, 2])
        #expect(
            responses[1]["output"] as? String
                == "error: a worker runs generate, lint, test; the request names 'lsp'\n")
        #expect(responses[2]["output"] as? String == "error: cannot read the arguments file 'missing'\n")
        #expect(
            responses[3]["output"] as? String
                == "error: a worker runs generate, lint, test; the request names no command\n")
        #expect(responses[4]["output"] as? String == "error: the request's arguments are not a list of strings\n")
    }

    @Test func cancelledRequestsAreAnsweredWithoutRunning() throws {
        let cli = try CLIHarness()
        let responses = Self.serve(#"{"requestId":3,"cancel":true}"#, in: cli.directory)
        #expect(responses.first?["wasCancelled"] as? Bool == true)
        #expect(responses.first?["requestId"] as? Int == 3)
    }

    @Test func quietGenerateListsNoFiles() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.screen])
        let outcome = cli.run("generate", "App", "--output", "Out", "--quiet")
        #expect(outcome.status == 0)
        #expect(outcome.output == "")
        #expect(cli.run("generate", "App", "--output", "Out").output == "unchanged Counter.screen.swift\n")
    }
}
