import CFuzzerDriver
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktEmitter
import ConstruktYAML
import Foundation

/// One input through the whole pipeline as a screen, a routes file, a scenario and a catalog: every
/// kind of file reader and rule sees every input, and every screen that checks goes through the
/// emitter. An `EmitterError` (a construct the emitter refuses) is an answer; crashes, hangs and
/// sanitizer reports are bugs.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for path in [
        "Fuzz.screen.yaml", "Fuzz.routes.yaml", "Fuzz.scenario.yaml", "Fuzz.components.yaml", "construkt.yaml",
    ] {
        let loaded = YAMLLoader.load(SourceFile(path: path, bytes: bytes))
        guard let document = loaded.document else { continue }
        for app in FrontEnd.check([document]).apps {
            let emitter = ScreenEmitter(catalog: app.catalog)
            for screen in app.screens {
                _ = try? emitter.emit(screen, sourcePath: RelativeSourcePath(path))
            }
        }
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    })
