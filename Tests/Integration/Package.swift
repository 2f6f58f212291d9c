// swift-tools-version:6.1
import PackageDescription

// The proof that the build plugin works: IntegrationScreens holds only construkt files, and
// ConstruktGenPlugin (from the construkt-gen package two folders up) generates its Swift at build
// time. The code compiles against the UIKit and ConstruktKit stand-ins, reached through the
// symbolic links in StandIns/ (a target's path must lie inside its package), and the tests drive
// the generated screens. `make test` builds and runs it.
let package = Package(
    name: "construkt-integration",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "construkt-gen", path: "../.."),
    ],
    targets: [
        .target(name: "UIKit", path: "StandIns/UIKit", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "ConstruktKit", dependencies: ["UIKit"], path: "StandIns/ConstruktKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "ConstruktKitRecording",
            dependencies: ["ConstruktKit", "UIKit"],
            path: "StandIns/ConstruktKitRecording",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "IntegrationScreens",
            dependencies: ["ConstruktKit", "UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "ConstruktGenPlugin", package: "construkt-gen")]
        ),
        // Swift Testing's cross-import overlay for Apple's UIKit does not exist on Linux; importing
        // Testing beside the stand-in UIKit would look for it.
        .testTarget(
            name: "IntegrationScreensTests",
            dependencies: ["IntegrationScreens", "ConstruktKit", "ConstruktKitRecording", "UIKit"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
    ]
)
