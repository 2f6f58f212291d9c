#!/usr/bin/env bash
# Writes a Bazel workspace that builds construkt apps with the rules of bazel/ (Docs/bazel.md):
#   Scripts/bazel-workspace.sh WORKSPACE RULES CONSTRUKT_GEN APPS_FOLDER...
# RULES is a folder holding a copy of bazel/ (loaded as @construkt), CONSTRUKT_GEN the executable
# (copied to //tools:construkt-gen). Each APPS_FOLDER's subfolders that hold a construkt.yaml become
# packages named like them, with their construkt files (Generated/ and other files left out), a
# construkt_swift_sources target `swift` and a construkt_lint_test `lint`. Nothing is downloaded
# (test with --coverage_report_generator=//tools:no_coverage_tools when offline).
set -euo pipefail
workspace=$1 rules=$2 tool=$3
shift 3
mkdir -p "$workspace/tools"
cat > "$workspace/WORKSPACE" <<WORKSPACE
workspace(name = "construkt_apps")

local_repository(name = "construkt", path = "$rules")
WORKSPACE
cp "$tool" "$workspace/tools/construkt-gen"
cat > "$workspace/tools/BUILD.bazel" <<'BUILD'
exports_files(["construkt-gen"])

# Stands for Bazel's coverage report generator, which every test rule depends on and Bazel
# downloads (@remote_coverage_tools); with --coverage_report_generator=//tools:no_coverage_tools a
# build offline can test. Coverage itself is not measured.
filegroup(name = "no_coverage_tools")
BUILD
for apps in "$@"; do
    for config in "$apps"/*/construkt.yaml; do
        app=$(dirname "$config")
        package=$workspace/$(basename "$apps")/$(basename "$app")
        mkdir -p "$package"
        (cd "$app" && find . -name '*.yaml' -not -path './Generated/*' -exec cp --parents -t "$package" {} +)
        cat > "$package/BUILD.bazel" <<'BUILD'
load("@construkt//:construkt.bzl", "construkt_lint_test", "construkt_swift_sources")

construkt_swift_sources(
    name = "swift",
    srcs = glob(["**/*.yaml"]),
    tool = "//tools:construkt-gen",
)

construkt_lint_test(
    name = "lint",
    size = "small",
    srcs = glob(["**/*.yaml"]),
    tool = "//tools:construkt-gen",
)
BUILD
    done
done
