import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// Deterministic byte mutations of small files full of YAML indicators: loading must never crash
/// and every diagnostic must point inside the file. (A longer random run of this found nothing.)
@Suite struct MutationSmokeTests {
    /// A small linear congruential generator, so every run mutates the same way.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    private static let seeds = [
        "screen: Home\ntitle: \"Hi \\\"you\\\"\"\ntags: [a, 'b']\nbody: |\n  line\nempty:\n",
        "a: &a [x, *a]\n<<: {b: 2}\n? [c]\n: d\n%YAML 1.1\n---\n",
        "visible: ${a ? b : c}\n{ enabled: ${n > 1} }\n\"a\"# c\n\tb: 1\n",
        "tïtle: ✓ wörld\r\nnext: \"\\u0085\\e\"\r\n  - x\r\n",
    ]

    private static let alphabet: [UInt8] =
        Array(" :-?[]{},#&*!|>'\"%@`\t\n\r\\$xé".utf8) + [0, 0xC3, 0xFF, 0xEF, 0xBB, 0xBF, 0xE2, 0x80, 0xA8]

    @Test func mutatedInputsNeverCrashAndDiagnosticsStayInsideTheFile() {
        var generator = SeededGenerator(state: 42)
        for iteration in 0..<3_000 {
            var bytes = Array(Self.seeds[iteration % Self.seeds.count].utf8)
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                let byte = Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &generator)]
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[at] = byte
                case 1: bytes.insert(byte, at: at)
                default: if bytes.count > 1 { bytes.remove(at: at) }
                }
            }
            let file = SourceFile(path: "f.yaml", bytes: bytes)
            let result = YAMLLoader.load(file)
            #expect(result.document == nil || !result.diagnostics.hasErrors)
            for diagnostic in result.diagnostics {
                let range = diagnostic.location.range
                #expect(
                    range.start.offset >= 0 && range.start.offset <= range.end.offset && range.end.offset <= bytes.count
                )
                #expect(range.start.line >= 1 && range.end.line <= file.lineCount)
            }
            _ = result.document?.treeDump()
        }
    }
}
