import ConstruktDiagnostics
import ConstruktReports
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colour only on a TTY, and never when `NO_COLOR` holds a value (no-color.org).
@Suite struct TerminalColorTests {
    /// Whether a pseudo-terminal can be opened here (not in every sandbox).
    static let terminalAvailable = access("/dev/ptmx", R_OK | W_OK) == 0

    /// Runs `body` with the controlling side of a new pseudo-terminal, which is a TTY.
    private func withTerminal(_ body: (Int32) -> Void) {
        let terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            Issue.record("cannot open /dev/ptmx")
            return
        }
        defer { close(terminal) }
        body(terminal)
    }

    @Test(.enabled(if: terminalAvailable)) func terminalWithoutNoColorGetsColor() {
        withTerminal { fd in
            #expect(TerminalColor.shouldUseColor(fileDescriptor: fd, environment: [:]))
            #expect(TerminalColor.shouldUseColor(fileDescriptor: fd, environment: ["TERM": "xterm"]))
        }
    }

    @Test(.enabled(if: terminalAvailable)) func emptyNoColorCountsAsUnset() {
        withTerminal { fd in
            #expect(TerminalColor.shouldUseColor(fileDescriptor: fd, environment: ["NO_COLOR": ""]))
        }
    }

    @Test(.enabled(if: terminalAvailable), arguments: ["1", "0", "true"])
    func noColorWithAnyValueTurnsColorOff(value: String) {
        withTerminal { fd in
            #expect(!TerminalColor.shouldUseColor(fileDescriptor: fd, environment: ["NO_COLOR": value]))
        }
    }

    @Test func pipeIsNotATerminal() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(!TerminalColor.shouldUseColor(fileDescriptor: ends[1], environment: [:]))
    }
}
