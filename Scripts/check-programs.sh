#!/bin/sh
# The promise of a clean lint, checked on whole apps: for each app folder given (default: every
# folder in Tests/Programs), `construkt-gen lint` accepts it, `construkt-gen generate` writes its
# Swift, its scenarios (if it has any) pass `construkt-gen test`, and that Swift type-checks against the stand-in UIKit and ConstruktKit with no error and
# no warning in each Swift mode of MODES (default: "5"; the modes are in Scripts/swift-modes.sh).
# An app that fails any step is named with the step's output, and the script exits 1. `swift build`
# (or `swift test`) must have built construkt-gen and the stand-ins first. A `Host` folder beside an app's YAML holds what the app itself declares
# (a type its types file calls `external`), compiled with its Swift. SCRATCH_PATH names another
# build folder than .build.
set -eu
cd "$(dirname "$0")/.."
. Scripts/swift-modes.sh
swiftc=${SWIFTC:-swiftc}
modes=${MODES:-5}
bin=$(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} --show-bin-path)
tool=$bin/construkt-gen
modules=$bin/Modules
if [ ! -x "$tool" ] || { [ ! -f "$modules/ConstruktKit.swiftmodule" ] && [ ! -d "$modules/ConstruktKit.swiftmodule" ]; }; then
    echo "error: $bin has no construkt-gen or ConstruktKit module; run swift build first" >&2
    exit 2
fi
if [ $# -eq 0 ]; then
    set -- Tests/Programs/*/
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT INT TERM
passed=0
failed=0
fail() {
    echo "FAIL $1: $2" >&2
    printf '%s\n' "$3" | sed 's/^/    /' >&2
    failed=$((failed + 1))
}
for app in "$@"; do
    app=${app%/}
    name=$(basename "$app")
    out=$scratch/$name
    if ! report=$("$tool" lint "$app" 2>&1); then fail "$app" "lint reports an error" "$report"; continue; fi
    if ! report=$("$tool" generate "$app" --output "$out" 2>&1); then fail "$app" "generate refuses a lint-clean app" "$report"; continue; fi
    if ls "$app"/*.scenario.yaml >/dev/null 2>&1 && ! report=$("$tool" test "$app" 2>&1); then
        fail "$app" "a scenario of a lint-clean app fails in the headless runtime" "$report"
        continue
    fi
    set -- "$out"/*.swift
    if [ -d "$app/Host" ]; then set -- "$@" "$app"/Host/*.swift; fi
    ok=1
    for mode in $modes; do
        flags=$(swift_mode_flags "$mode") || exit 2
        # shellcheck disable=SC2086
        if ! report=$("$swiftc" -typecheck $flags -module-name GeneratedProgram -I "$modules" "$@" 2>&1); then
            fail "$app" "its generated Swift does not type-check in Swift mode $mode" "$report"
            ok=0
            break
        fi
        if printf '%s\n' "$report" | grep -q "warning:"; then
            fail "$app" "its generated Swift has warnings in Swift mode $mode" "$report"
            ok=0
            break
        fi
    done
    if [ $ok -eq 1 ]; then passed=$((passed + 1)); fi
done
echo "programs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
