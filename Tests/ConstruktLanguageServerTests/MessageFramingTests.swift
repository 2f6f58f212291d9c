import ConstruktReports
import Testing

@testable import ConstruktLanguageServer

@Suite struct MessageFramingTests {
    @Test func framesAreCutOutOfAStreamWhateverTheChunks() {
        let first = MessageFraming.frame(Array(#"{"a":1}"#.utf8))
        let second = MessageFraming.frame(Array(#"{"b":"é"}"#.utf8))
        var buffer = MessageBuffer()
        var frames: [MessageBuffer.Frame] = []
        for byte in first + second {
            buffer.append([byte])
            while let frame = buffer.nextFrame() { frames.append(frame) }
        }
        #expect(frames == [.content(Array(#"{"a":1}"#.utf8)), .content(Array(#"{"b":"é"}"#.utf8))])
    }

    @Test func aHeaderWithoutContentLengthIsReportedAndSkipped() {
        var buffer = MessageBuffer()
        buffer.append(Array("Content-Type: x\r\n\r\n".utf8) + MessageFraming.frame(Array("{}".utf8)))
        guard case .badHeader? = buffer.nextFrame() else {
            Issue.record("expected a bad header")
            return
        }
        #expect(buffer.nextFrame() == .content(Array("{}".utf8)))
    }

    @Test func bytesWithoutAHeadersEndAreReportedOnceAndDroppedAsTheyCome() {
        var buffer = MessageBuffer()
        var frames: [MessageBuffer.Frame] = []
        let junk = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        for _ in 0..<256 {
            buffer.append(junk)
            while let frame = buffer.nextFrame() { frames.append(frame) }
        }
        buffer.append(Array("\r\n\r\n".utf8) + MessageFraming.frame(Array("{}".utf8)))
        while let frame = buffer.nextFrame() { frames.append(frame) }
        #expect(frames.count == 2)
        guard case .badHeader(let dropped)? = frames.first else {
            Issue.record("expected the junk reported")
            return
        }
        #expect(dropped == String(repeating: "a", count: 80))
        #expect(frames.last == .content(Array("{}".utf8)))
    }

    @Test func malformedMessagesAreErrorsNotCrashes() throws {
        #expect(
            RPCMessage.read(Array("{not json".utf8))
                == .failure(ResponseError(code: .parseError, message: "the message is not JSON")))
        #expect((try? RPCMessage.read(Array("[1]".utf8)).get()) == nil)
        #expect((try? RPCMessage.read(Array(#"{"id":1}"#.utf8)).get()) == nil)
        #expect((try? RPCMessage.read(Array(#"{"id":{},"method":"x"}"#.utf8)).get()) == nil)
        #expect(
            try RPCMessage.read(Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)).get()
                == .notification(method: "initialized", params: [:]))
    }

    @Test func jsonKeepsBooleansAndWholeNumbersApart() {
        let value = JSONValue.parse(Array(#"{"t":true,"n":1,"d":1.5}"#.utf8))
        #expect(value?["t"] == .bool(true))
        #expect(value?["n"]?.intValue == 1)
        #expect(String(decoding: (value ?? .null).serialized(), as: UTF8.self) == #"{"d":1.5,"n":1,"t":true}"#)
    }
}
