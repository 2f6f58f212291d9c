#!/bin/sh
# Type-checks every Generated folder (Samples/*/Generated, Tests/*/Generated) in each Swift mode of
# MODES (default: "5 6 6-main-actor", see Scripts/swift-modes.sh), each as its own module against the
# stand-in UIKit and ConstruktKit, which `swift build` (or `swift test`) has built, with the app's
# own declarations from the `Host` folder beside it when there is one. Fails on any error or
# warning (generated Swift compiles cleanly in Swift 5, Swift 6, and Swift 6 with MainActor
# default isolation), and when the type checker spends more than LIMIT milliseconds
# (default 100) on one expression or function body in each of three runs (generated code
# type-checks quickly; one slow run on a busy machine is noise).
set -eu
cd "$(dirname "$0")/.."
. Scripts/swift-modes.sh
limit=${LIMIT:-100}
modes=${MODES:-5 6 6-main-actor}
swiftc=${SWIFTC:-swiftc}
modules=$(swift build --show-bin-path)/Modules
if [ ! -f "$modules/ConstruktKit.swiftmodule" ] && [ ! -d "$modules/ConstruktKit.swiftmodule" ]; then
    echo "error: $modules has no ConstruktKit module; run swift build first" >&2
    exit 2
fi
status=0
# One type-check of the folder's files in one mode, with the slow-expression and slow-body warnings on.
typecheck() {
    # shellcheck disable=SC2086
    "$swiftc" -typecheck $flags -module-name GeneratedTypeCheck -I "$modules" \
        -Xfrontend -warn-long-expression-type-checking="$limit" -Xfrontend -warn-long-function-bodies="$limit" "$@" 2>&1
}
slow='took [0-9]+ms to type-check \(limit: [0-9]+ms\)'
for folder in Samples/*/Generated Tests/*/Generated; do
    [ -d "$folder" ] || continue
    set -- "$folder"/*.swift
    [ -f "$1" ] || continue
    host=$(dirname "$folder")/Host
    if [ -d "$host" ]; then set -- "$@" "$host"/*.swift; fi
    for mode in $modes; do
        flags=$(swift_mode_flags "$mode") || exit 2
        report=$(typecheck "$@") || {
            printf '%s\n' "$report" >&2
            echo "error: $folder does not type-check in Swift mode $mode" >&2
            status=1
            continue
        }
        warnings=$(printf '%s\n' "$report" | grep -E ': warning: ' || true)
        # A busy machine can stall one type-check past the limit: only warnings other than slowness
        # fail at once; slowness counts when it comes back in each of two more runs.
        retries=0
        while [ -n "$warnings" ] && ! printf '%s\n' "$warnings" | grep -qvE "$slow" && [ "$retries" -lt 2 ]; do
            retries=$((retries + 1))
            echo "$folder, Swift mode $mode: slow on a run, type-checked again ($retries of 2): $warnings"
            warnings=$(typecheck "$@" | grep -E ': warning: ' || true)
        done
        if [ -n "$warnings" ]; then
            printf '%s\n' "$warnings" >&2
            echo "error: $folder has warnings in Swift mode $mode (a slow expression or function is one)" >&2
            status=1
        else
            echo "$folder, Swift mode $mode: no error, no warning, every expression and function body under ${limit} ms"
        fi
    done
done
exit $status
