#!/bin/sh
# Fails when the Swift type checker spends more than LIMIT milliseconds (default 100) on one
# expression or one function body of any sample's generated Swift (issue 4: generated code
# type-checks quickly). Each Generated folder is type-checked as its own module against the
# stand-in UIKit and ConstruktKit, which `swift build` (or `swift test`) has built, with the
# app's own declarations from the `Host` folder beside it when there is one.
set -eu
cd "$(dirname "$0")/.."
limit=${LIMIT:-100}
swiftc=${SWIFTC:-swiftc}
modules=$(swift build --show-bin-path)/Modules
if [ ! -f "$modules/ConstruktKit.swiftmodule" ] && [ ! -d "$modules/ConstruktKit.swiftmodule" ]; then
    echo "error: $modules has no ConstruktKit module; run swift build first" >&2
    exit 2
fi
status=0
for folder in Samples/*/Generated Tests/*/Generated; do
    [ -d "$folder" ] || continue
    set -- "$folder"/*.swift
    [ -f "$1" ] || continue
    host=$(dirname "$folder")/Host
    if [ -d "$host" ]; then set -- "$@" "$host"/*.swift; fi
    report=$("$swiftc" -typecheck -swift-version 5 -module-name GeneratedTypeCheckTimes -I "$modules" \
        -Xfrontend -warn-long-expression-type-checking="$limit" -Xfrontend -warn-long-function-bodies="$limit" "$@" 2>&1) || {
        echo "$report" >&2
        echo "error: $folder does not type-check" >&2
        status=1
        continue
    }
    slow=$(printf '%s\n' "$report" | grep -E 'warning: .*(took|type-check).*ms' || true)
    if [ -n "$slow" ]; then
        printf '%s\n' "$slow" >&2
        echo "error: $folder has code that takes more than ${limit} ms to type-check" >&2
        status=1
    else
        echo "$folder: every expression and function body type-checks in under ${limit} ms"
    fi
done
exit $status
