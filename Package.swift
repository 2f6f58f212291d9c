// swift-tools-version:6.1
import Foundation
import PackageDescription

// The pipeline, in the order a file travels through it:
//   CLibYAML (system libyaml) → ConstruktYAML (events, positions, file rules)
//   → ConstruktAST (declarations of every file kind, expressions)
//   → ConstruktCatalog (component catalogs) → ConstruktChecker (apps, names, types)
//   → ConstruktEmitter (Swift text: literals, identifiers, the code writer, generated files)
//   → ConstruktRuntime (runs the checked model headlessly: trees, stimuli, scenarios)
//   → ConstruktPreview (lays the runtime's tree out as UIKit would, draws it as SVG)
//   → ConstruktSchema (the JSON Schemas, from the same key table and catalogs)
//   → ConstruktLanguageServer (`construkt-gen lsp`, the checker in the editor)
//   → ConstruktCLI (the `construkt-gen` commands) → construkt-gen (the executable).
// ConstruktDiagnostics is shared by every stage: source positions, the diagnostic model, the code
// catalog; ConstruktReports renders diagnostics for people and machines (the CLI, the schemas and
// the language server use its JSON).
// Test support: UIKit and ConstruktKit (Tests/StandIns) are stand-ins of the real modules' API
// surface, so that generated Swift compiles and runs on Linux; ConstruktKitRecording records the
// view tree such code builds. UIKit and the recorder use the Swift 6 language mode; ConstruktKit uses
// the Swift 5 mode, as 1.2.6 itself does (its Package.swift), with 1.2.6's own isolation, so Swift 6
// clients see what they would see on iOS.
let package = Package(
    name: "construkt-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "construkt-gen", targets: ["construkt-gen"]),
        .plugin(name: "ConstruktGenPlugin", targets: ["ConstruktGenPlugin"]),
        .plugin(name: "ConstruktLintPlugin", targets: ["ConstruktLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tests only: they parse the generated Swift. The emitter itself writes text.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ConstruktDiagnostics"),
        // What construkt-gen writes for machines and terminals: the diagnostic reports (human, GNU,
        // GitHub, JSON, SARIF, JUnit, Checkstyle, Code Climate) and the JSON they are made of.
        .target(name: "ConstruktReports", dependencies: ["ConstruktDiagnostics"]),
        .target(name: "ConstruktYAML", dependencies: ["CLibYAML", "ConstruktDiagnostics"]),
        .target(name: "ConstruktAST", dependencies: ["ConstruktDiagnostics", "ConstruktYAML"]),
        .target(name: "ConstruktCatalog", dependencies: ["ConstruktDiagnostics", "ConstruktYAML"]),
        .target(
            name: "ConstruktChecker",
            dependencies: ["ConstruktAST", "ConstruktCatalog", "ConstruktDiagnostics", "ConstruktYAML"]),
        .target(
            name: "ConstruktEmitter",
            dependencies: ["ConstruktAST", "ConstruktCatalog", "ConstruktChecker", "ConstruktDiagnostics"]),
        .target(
            name: "ConstruktRuntime",
            dependencies: ["ConstruktChecker", "ConstruktAST", "ConstruktCatalog", "ConstruktDiagnostics"]),
        // Lays out the runtime's tree as UIKit would and draws it as SVG (Docs/preview.md). Its
        // PreviewLayoutProbe is the layout the CLI hands the runtime's ScenarioRunner (Docs/runtime.md).
        .target(name: "ConstruktPreview", dependencies: ["ConstruktRuntime", "ConstruktAST"]),
        // The JSON Schemas of the file kinds, written from the language's key table and the catalogs.
        .target(
            name: "ConstruktSchema",
            dependencies: ["ConstruktAST", "ConstruktCatalog", "ConstruktDiagnostics", "ConstruktReports"]),
        // The language server (`construkt-gen lsp`): JSON-RPC framing, open buffers, the apps they
        // belong to checked as they change, and the editor features answered from the checked app.
        .target(
            name: "ConstruktLanguageServer",
            dependencies: [
                "ConstruktAST", "ConstruktCatalog", "ConstruktChecker", "ConstruktDiagnostics", "ConstruktReports",
                "ConstruktYAML",
            ]
        ),
        .target(
            name: "ConstruktCLI",
            dependencies: [
                "ConstruktAST",
                "ConstruktLanguageServer",
                "ConstruktCatalog",
                "ConstruktChecker",
                "ConstruktRuntime",
                "ConstruktPreview",
                "ConstruktSchema",
                "ConstruktDiagnostics",
                "ConstruktReports",
                "ConstruktEmitter",
                "ConstruktYAML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "construkt-gen", dependencies: ["ConstruktCLI"]),
        // The libFuzzer target over the whole pipeline, emitter included; `make fuzz` builds it with -sanitize=fuzzer.
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "construkt-fuzz", dependencies: ["CFuzzerDriver", "ConstruktChecker", "ConstruktEmitter"]),
        // `make bench`: writes a synthetic corpus and prints the performance table (Docs/performance.md).
        .executableTarget(
            name: "construkt-bench", dependencies: ["ConstruktRuntime", "ConstruktChecker", "ConstruktYAML"]),
        // `make differential`: writes seeded random spec-valid apps (and one-edit mutants of them)
        // for Scripts/differential.sh to lint, generate, type-check and run.
        .executableTarget(
            name: "construkt-differential",
            dependencies: ["ConstruktCatalog", "ConstruktChecker", "ConstruktDiagnostics", "ConstruktYAML"]),
        // Stand-ins for UIKit and ConstruktKit 1.2.6 (test support): generated Swift compiles and runs
        // against them on Linux, and the tree it builds is recorded.
        .target(name: "UIKit", path: "Tests/StandIns/UIKit", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "ConstruktKit",
            dependencies: ["UIKit"],
            path: "Tests/StandIns/ConstruktKit",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "ConstruktKitRecording",
            dependencies: ["ConstruktKit", "UIKit"],
            path: "Tests/StandIns/ConstruktKitRecording",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Test support: golden files compared byte for byte, recorded only on purpose.
        .target(name: "GoldenFiles", path: "Tests/GoldenFiles"),
        .testTarget(name: "ConstruktDiagnosticsTests", dependencies: ["ConstruktDiagnostics"]),
        .testTarget(
            name: "ConstruktReportsTests", dependencies: ["ConstruktReports", "ConstruktDiagnostics", "GoldenFiles"],
            exclude: ["Golden"]),
        .testTarget(name: "ConstruktYAMLTests", dependencies: ["ConstruktYAML"]),
        .testTarget(name: "ConstruktASTTests", dependencies: ["ConstruktAST", "ConstruktYAML"], exclude: ["Examples"]),
        .testTarget(name: "ConstruktCatalogTests", dependencies: ["ConstruktCatalog"]),
        .testTarget(
            name: "ConstruktCheckerTests", dependencies: ["ConstruktChecker", "GoldenFiles"],
            exclude: ["Fixtures", "MalformedMarker"]),
        .testTarget(
            name: "ConstruktEmitterTests",
            dependencies: [
                "ConstruktEmitter",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The emitter's reference test: every sample's generated Swift, compared byte for byte with
        // the checked-in files of its Generated folder (CONSTRUKT_RECORD=1 re-records them).
        .testTarget(
            name: "GeneratedSampleTests",
            dependencies: [
                "ConstruktEmitter", "ConstruktChecker", "ConstruktCatalog", "ConstruktDiagnostics", "ConstruktYAML",
                "GoldenFiles",
            ]
        ),
        // And runs: the tree it builds, recorded after each step, equals the headless runtime's.
        .testTarget(
            name: "GeneratedParityTests",
            dependencies: [
                "CounterSample", "MoviesSample", "SportsAppSample", "ProfileSample", "ConstruktDemoSample",
                "EmitterScreensSample", "EmitterOptionsSample",
                "ConstruktKit", "ConstruktKitRecording", "UIKit",
                "ConstruktRuntime", "ConstruktChecker", "ConstruktCatalog", "ConstruktDiagnostics", "ConstruktYAML",
            ],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        // Tests/EmitterOptions' public generated Swift, used without @testable as another module of
        // the app would: a declaration the emitter left internal does not compile.
        .testTarget(
            name: "EmitterOptionsAPITests",
            dependencies: ["EmitterOptionsSample", "ConstruktKit", "UIKit"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        .testTarget(
            name: "ConstruktRuntimeTests",
            dependencies: ["ConstruktRuntime", "ConstruktChecker", "ConstruktCatalog", "ConstruktYAML", "ConstruktAST"]),
        .testTarget(
            name: "ConstruktPreviewTests",
            dependencies: [
                "ConstruktPreview", "ConstruktRuntime", "ConstruktChecker", "ConstruktCatalog", "ConstruktAST",
                "GoldenFiles",
            ], exclude: ["Golden"]),
        .testTarget(
            name: "ConstruktCLITests",
            dependencies: ["ConstruktCLI", "ConstruktSchema", "ConstruktCatalog", "GoldenFiles"], exclude: ["Golden"]),
        .testTarget(
            name: "ConstruktLanguageServerTests",
            dependencies: [
                "ConstruktLanguageServer", "ConstruktChecker", "ConstruktReports", "ConstruktYAML",
                "ConstruktDiagnostics",
            ]),
        .testTarget(
            name: "ConstruktSchemaTests", dependencies: ["ConstruktSchema", "ConstruktCatalog", "ConstruktReports"]),
        // Swift Testing ships a cross-import overlay for Apple's UIKit (`_Testing_UIKit`), which
        // Linux lacks; importing Testing beside the stand-in UIKit would look for it.
        .testTarget(
            name: "StandInTests",
            dependencies: ["ConstruktKit", "ConstruktKitRecording", "UIKit"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        // The SwiftPM plugins: Swift generated from a target's construkt files at build time, and
        // `swift package construkt-lint`. Tests/Integration is a package that builds through them.
        .plugin(name: "ConstruktGenPlugin", capability: .buildTool(), dependencies: ["construkt-gen"]),
        .plugin(
            name: "ConstruktLintPlugin",
            capability: .command(
                intent: .custom(
                    verb: "construkt-lint", description: "Check the package's construkt files with construkt-gen lint.")
            ),
            dependencies: ["construkt-gen"]
        ),
        // The plugins' own files (symbolic links to them), checked against the tool's rules.
        .testTarget(name: "ConstruktGenPluginTests", dependencies: ["ConstruktCLI", "ConstruktEmitter"]),
    ] + generatedSampleModules
)

// Those checked-in files, each folder compiled as a module against the stand-ins: the generated
// Swift builds. One module per app, as in an app target, so two apps may share a screen name. They
// use the Swift 6 language mode, so the parity tests also run Swift 6's checks that main-actor code
// runs on the main actor (Scripts/check-type-check-times.sh type-checks them in every mode).
// A `Host` folder beside `Generated` holds what the app itself declares (a type its types file
// calls `external`, its own code over the generated Swift).
var generatedSampleModules: [Target] {
    [
        ("CounterSample", "Samples/Counter", []),
        ("MoviesSample", "Samples/Movies", ["Host"]),
        ("SportsAppSample", "Samples/SportsApp", []),
        ("ProfileSample", "Samples/Profile", ["Host"]),
        ("ConstruktDemoSample", "Samples/ConstruktDemo", []),
        ("EmitterScreensSample", "Tests/EmitterScreens", []),
        ("EmitterOptionsSample", "Tests/EmitterOptions", []),
    ].map { name, folder, hostFolders in
        .target(
            name: name,
            dependencies: ["ConstruktKit", "UIKit"],
            path: folder,
            exclude: entries(of: folder, except: ["Generated"] + hostFolders),
            sources: ["Generated"] + hostFolders,
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    }
}

/// The names in `folder` (relative to this file) other than `kept`: the YAML beside the Swift.
func entries(of folder: String, except kept: [String]) -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { !kept.contains($0) }.sorted()
}
