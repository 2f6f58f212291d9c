#!/usr/bin/env bash
# `make check-release`: the bundle `make release` wrote, used as a project would. A scratch package
# (.build-ci/bundle-consumer) takes it as `.binaryTarget(path:)`, and a build plugin of its own
# runs that construkt-gen as a prebuild command (which only a binary tool may be) to lint the
# target's construkt files:
#   - with Tests/CI/Apps/Clean as the target's files the package builds,
#   - with a broken screen added the build fails with the screen's path:line:column error.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
swift=${SWIFT:-swift}
bundle=$root/.build-release/dist/construkt-gen.artifactbundle
package=$root/.build-ci/bundle-consumer
if [ ! -f "$bundle/info.json" ]; then
    echo "check-artifact-bundle: no $bundle: run make release first" >&2
    exit 1
fi

rm -rf "$package"
mkdir -p "$package/Plugins/LintScreens" "$package/Sources/Screens"
cp -R "$bundle" "$package/"
cp "$root"/Tests/CI/Apps/Clean/* "$package/Sources/Screens/"
echo '/// The target the plugin lints; SwiftPM keeps only targets with a Swift file.' > "$package/Sources/Screens/Screens.swift"
cat > "$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "BundleConsumer",
    targets: [
        .binaryTarget(name: "construkt-gen", path: "construkt-gen.artifactbundle"),
        .plugin(name: "LintScreens", capability: .buildTool(), dependencies: ["construkt-gen"]),
        .target(name: "Screens", plugins: ["LintScreens"]),
    ]
)
SWIFT
cat > "$package/Plugins/LintScreens/LintScreens.swift" <<'SWIFT'
import PackagePlugin

/// Lints the target's folder with the construkt-gen of the artifact bundle before each build.
@main struct LintScreens: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        [
            .prebuildCommand(
                displayName: "construkt-gen lint \(target.name)",
                executable: try context.tool(named: "construkt-gen").url,
                arguments: ["lint", "--format", "gnu", target.directoryURL.path],
                outputFilesDirectory: context.pluginWorkDirectoryURL.appending(path: "lint")
            ),
        ]
    }
}
SWIFT

build() { "$swift" build --package-path "$package" --scratch-path "$package/.build" 2>&1; }

if ! output=$(build); then
    printf 'check-artifact-bundle: the package with a clean app should build, but:\n%s\n' "$output" >&2
    exit 1
fi
cp "$root/Tests/CI/Apps/Broken/Broken.screen.yaml" "$package/Sources/Screens/"
expected="$package/Sources/Screens/Broken.screen.yaml:3:17: error: unknown name 'missing' [CK0404]"
if output=$(build) || ! grep -qF "$expected" <<<"$output"; then
    printf 'check-artifact-bundle: the build with a broken screen should fail with "%s", but:\n%s\n' "$expected" "$output" >&2
    exit 1
fi
echo "check-artifact-bundle: the bundle's construkt-gen runs from a build plugin: a clean app builds, a broken screen fails the build"
