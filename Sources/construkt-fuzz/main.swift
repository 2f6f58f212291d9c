import CFuzzerDriver
import Foundation
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML

/// One input through the front end as a screen, a routes file, a scenario and a catalog: every
/// kind of file reader and rule sees every input. Crashes, hangs and sanitizer reports are bugs.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for path in ["Fuzz.screen.yaml", "Fuzz.routes.yaml", "Fuzz.scenario.yaml", "Fuzz.components.yaml", "construkt.yaml"] {
        let loaded = YAMLLoader.load(SourceFile(path: path, bytes: bytes))
        if let document = loaded.document { _ = FrontEnd.check([document]) }
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    guard let data else { return 0 }
    return fuzz(data, size)
})
