import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktPreview
import ConstruktRuntime
import ConstruktYAML
import Foundation
import Testing

/// The Sample apps' screens, started with the params and state of `Golden/inputs.json` (the data
/// a screen shows once its host has loaded it), for the golden pictures.
enum SampleScreens {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Every `*.screen.yaml` path of the Samples, relative to the repository.
    static var paths: [String] {
        let samples = root.appendingPathComponent("Samples")
        let files = FileManager.default.enumerator(atPath: samples.path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".screen.yaml") }.map { "Samples/" + $0 }.sorted()
    }

    /// Screen path → `{"params": {…}, "state": {…}}`.
    static var inputs: [String: [String: Any]] {
        let data = (try? Data(contentsOf: golden.appendingPathComponent("inputs.json"))) ?? Data()
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: [String: Any]] ?? [:]
    }

    /// The screen at `path` started with its inputs, and whether it is a `component:`.
    static func session(_ path: String) throws -> (session: ScreenSession, isComponent: Bool) {
        let app = try self.app(containing: path)
        let screen = try #require(app.screens.first { $0.path == path })
        let input = inputs[path] ?? [:]
        let types = app.symbols.types
        func values(_ key: String, _ declared: [CheckedScreen.Value]) throws -> [String: RuntimeValue] {
            guard let object = input[key] else { return [:] }
            let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
            guard case .object(let fields) = try JSONInput.parse(json) else { return [:] }
            var values: [String: RuntimeValue] = [:]
            for (name, value) in fields {
                let entry = try #require(declared.first { $0.name == name }, "\(path) has no \(key) '\(name)'")
                values[name] = try RuntimeValue(json: value, as: entry.type, types: types)
            }
            return values
        }
        let session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen,
            params: values("params", screen.params), state: values("state", screen.state))
        return (session, screen.kind == .component)
    }

    /// The app of the Sample folder holding `path`, checked; the test fails on any diagnostic.
    static func app(containing path: String) throws -> CheckedApp {
        let folder = path.split(separator: "/").prefix(2).joined(separator: "/")
        let base = root.appendingPathComponent(folder)
        let files = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        let documents = try files.compactMap { file in
            YAMLLoader.load(
                SourceFile(
                    path: folder + "/" + file,
                    text: try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8))
            ).document
        }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        return try #require(apps.first)
    }
}
