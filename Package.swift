// swift-tools-version:6.1
import PackageDescription

// The pipeline, in the order a file travels through it:
//   CLibYAML (system libyaml) → ConstruktYAML (events, positions, file rules)
//   → ConstruktAST (declarations of every file kind, expressions)
//   → ConstruktCatalog (component catalogs) → ConstruktChecker (apps, names, types)
//   → ConstruktEmitter (Swift text: literals, identifiers, the code writer, generated files)
//   → ConstruktRuntime (runs the checked model headlessly: trees, stimuli, scenarios)
//   → ConstruktCLI (the `construkt-gen` commands) → construkt-gen (the executable).
// ConstruktDiagnostics is shared by every stage: source positions, the code catalog, renderers.
// Test support: UIKit and ConstruktKit (Tests/StandIns) are stand-ins of the real modules' API
// surface, so that generated Swift compiles and runs on Linux; ConstruktKitRecording records the
// view tree such code builds. They use the Swift 5 language mode, as ConstruktKit does.
let package = Package(
    name: "construkt-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "construkt-gen", targets: ["construkt-gen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tests only: they parse the generated Swift. The emitter itself writes text (DESIGN.md).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ConstruktDiagnostics"),
        .target(name: "ConstruktYAML", dependencies: ["CLibYAML", "ConstruktDiagnostics"]),
        .target(name: "ConstruktAST", dependencies: ["ConstruktDiagnostics", "ConstruktYAML"]),
        .target(name: "ConstruktCatalog", dependencies: ["ConstruktDiagnostics", "ConstruktYAML"]),
        .target(name: "ConstruktChecker", dependencies: ["ConstruktAST", "ConstruktCatalog", "ConstruktDiagnostics", "ConstruktYAML"]),
        .target(name: "ConstruktEmitter", dependencies: ["ConstruktAST", "ConstruktCatalog", "ConstruktChecker", "ConstruktDiagnostics"]),
        .target(name: "ConstruktRuntime", dependencies: ["ConstruktChecker", "ConstruktCatalog", "ConstruktDiagnostics", "ConstruktYAML"]),
        .target(
            name: "ConstruktCLI",
            dependencies: [
                "ConstruktAST",
                "ConstruktCatalog",
                "ConstruktChecker",
                "ConstruktRuntime",
                "ConstruktDiagnostics",
                "ConstruktEmitter",
                "ConstruktYAML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "construkt-gen", dependencies: ["ConstruktCLI"]),
        // The libFuzzer target over the whole pipeline, emitter included; `make fuzz` builds it with -sanitize=fuzzer.
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "construkt-fuzz", dependencies: ["CFuzzerDriver", "ConstruktChecker", "ConstruktEmitter"]),
        // `make bench`: writes a synthetic corpus and prints the performance table (README, Performance).
        .executableTarget(name: "construkt-bench", dependencies: ["ConstruktRuntime", "ConstruktChecker", "ConstruktYAML"]),
        // Stand-ins for UIKit and ConstruktKit 1.2.6 (test support): generated Swift compiles and runs
        // against them on Linux, and the tree it builds is recorded.
        .target(name: "UIKit", path: "Tests/StandIns/UIKit", swiftSettings: [.swiftLanguageMode(.v5)]),
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
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "ConstruktDiagnosticsTests", dependencies: ["ConstruktDiagnostics"], resources: [.copy("Golden")]),
        .testTarget(name: "ConstruktYAMLTests", dependencies: ["ConstruktYAML"]),
        .testTarget(name: "ConstruktASTTests", dependencies: ["ConstruktAST", "ConstruktYAML"], exclude: ["Examples"]),
        .testTarget(name: "ConstruktCatalogTests", dependencies: ["ConstruktCatalog"]),
        .testTarget(name: "ConstruktCheckerTests", dependencies: ["ConstruktChecker"], exclude: ["Fixtures"]),
        .testTarget(
            name: "ConstruktEmitterTests",
            dependencies: [
                "ConstruktEmitter",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The emitter's reference test: each sample screen's Swift, compared byte for byte with the
        // checked-in files of GeneratedSamples (CONSTRUKT_RECORD=1 re-records them).
        .testTarget(
            name: "GeneratedSampleTests",
            dependencies: ["ConstruktEmitter", "ConstruktChecker", "ConstruktCatalog", "ConstruktDiagnostics", "ConstruktYAML"]
        ),
        // Those checked-in files, compiled against the stand-ins: the generated Swift builds.
        .target(
            name: "GeneratedSamples",
            dependencies: ["ConstruktKit", "UIKit"],
            path: "Tests/GeneratedSamples",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // And runs: the tree it builds, recorded after each step, equals the headless runtime's.
        .testTarget(
            name: "GeneratedParityTests",
            dependencies: [
                "GeneratedSamples", "ConstruktKit", "ConstruktKitRecording", "UIKit",
                "ConstruktRuntime", "ConstruktChecker", "ConstruktCatalog", "ConstruktDiagnostics", "ConstruktYAML",
            ],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        .testTarget(name: "ConstruktRuntimeTests", dependencies: ["ConstruktRuntime", "ConstruktChecker", "ConstruktCatalog", "ConstruktYAML"]),
        .testTarget(name: "ConstruktCLITests", dependencies: ["ConstruktCLI"]),
        // Swift Testing ships a cross-import overlay for Apple's UIKit (`_Testing_UIKit`), which
        // Linux lacks; importing Testing beside the stand-in UIKit would look for it.
        .testTarget(
            name: "StandInTests",
            dependencies: ["ConstruktKit", "ConstruktKitRecording", "UIKit"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
    ]
)
