// swift-tools-version:6.1
import PackageDescription

// The pipeline, in the order a file travels through it:
//   CLibYAML (system libyaml) → ConstruktYAML (events, positions, file rules)
//   → ConstruktAST (declarations of every file kind, expressions)
//   → ConstruktCatalog (component catalogs) → ConstruktChecker (apps, names, types)
//   → ConstruktRuntime (runs the checked model headlessly: trees, stimuli, scenarios) → … emitter …
//   → ConstruktCLI (the `construkt-gen` commands) → construkt-gen (the executable).
// ConstruktDiagnostics is shared by every stage: source positions, the code catalog, renderers.
let package = Package(
    name: "construkt-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "construkt-gen", targets: ["construkt-gen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
        .target(name: "ConstruktRuntime", dependencies: ["ConstruktChecker", "ConstruktCatalog", "ConstruktDiagnostics", "ConstruktYAML"]),
        .target(
            name: "ConstruktCLI",
            dependencies: [
                "ConstruktAST",
                "ConstruktCatalog",
                "ConstruktChecker",
                "ConstruktRuntime",
                "ConstruktDiagnostics",
                "ConstruktYAML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "construkt-gen", dependencies: ["ConstruktCLI"]),
        .testTarget(name: "ConstruktDiagnosticsTests", dependencies: ["ConstruktDiagnostics"], resources: [.copy("Golden")]),
        .testTarget(name: "ConstruktYAMLTests", dependencies: ["ConstruktYAML"]),
        .testTarget(name: "ConstruktASTTests", dependencies: ["ConstruktAST", "ConstruktYAML"], exclude: ["Examples"]),
        .testTarget(name: "ConstruktCatalogTests", dependencies: ["ConstruktCatalog"]),
        .testTarget(name: "ConstruktCheckerTests", dependencies: ["ConstruktChecker"], exclude: ["Fixtures"]),
        .testTarget(name: "ConstruktRuntimeTests", dependencies: ["ConstruktRuntime", "ConstruktChecker", "ConstruktCatalog", "ConstruktYAML"]),
        .testTarget(name: "ConstruktCLITests", dependencies: ["ConstruktCLI"]),
    ]
)
