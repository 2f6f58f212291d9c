#!/bin/sh
# The differential test (README, Differential testing): construkt-differential writes SEEDS random
# spec-valid apps from seed START on (and a one-edit mutant of each); then, for every app,
# `construkt-gen lint` must accept it, `generate` must write its Swift, that Swift must type-check
# against the stand-in UIKit and ConstruktKit (BATCH apps per swiftc call, in each Swift mode of
# MODES), and its scenarios (random walks of stimuli) must pass in the headless runtime. For every
# mutant, lint must report an error at the mutated line without crashing, and generate must fail
# and write nothing. Then the parity check: each app's harness (app-N.parity, from the generator)
# drives the generated Swift through the same random walk as its scenario, and writes what the
# screen shows and its state as a scenario, which the runtime must pass. Each failure names its seed and app folder; the folders stay in OUT to
# reproduce and shrink. FAMILIES picks the construct families (construkt-differential
# --list-families). `swift build` must have built construkt-gen, construkt-differential and the
# stand-ins first (`make differential` does).
set -eu
cd "$(dirname "$0")/.."
seeds=${1:-${SEEDS:-100}}
start=${2:-${START:-1}}
families=${FAMILIES:-default}
modes=${MODES:-5}
batch=${BATCH:-25}
out=${OUT:-.build-differential/seed-$start}
swiftc=${SWIFTC:-swiftc}
bin=$(swift build --show-bin-path)
tool=$bin/construkt-gen
generator=$bin/construkt-differential
modules=$bin/Modules
for needed in "$tool" "$generator"; do
    if [ ! -x "$needed" ]; then echo "error: $needed is missing; run make differential or swift build first" >&2; exit 2; fi
done
case ",$families," in *collisionNames*|*,all,*) batch=1 ;; esac

rm -rf "$out"
mkdir -p "$out"
"$generator" --out "$out" --seed "$start" --count "$seeds" --families "$families" --mutants
failures=$out/FAILURES
: > "$failures"
fail() {
    { echo "FAIL seed=$1 app=$2: $3"; printf '%s\n' "$4" | { grep -A2 -E 'error:|✗|found:' || printf '%s\n' "$4"; } | head -n 20 | sed 's/^/    /'; } >> "$failures"
}
began=$(date +%s)

# Apps: lint, generate, run the scenarios; those that generate are type-checked below.
: > "$out/typecheck-list"
seed=$start
end=$((start + seeds))
while [ "$seed" -lt "$end" ]; do
    app=$out/app-$seed
    if ! report=$("$tool" lint "$app" --format gnu 2>&1); then
        fail "$seed" "$app" "lint rejects a generated app (a generator bug, or lint wrongly rejects)" "$report"
    elif ! report=$("$tool" generate "$app" --output "$app.swift" 2>&1); then
        fail "$seed" "$app" "generate refuses a lint-clean app" "$report"
    else
        echo "$seed" >> "$out/typecheck-list"
        if ls "$app"/*.scenario.yaml > /dev/null 2>&1 && ! report=$("$tool" test "$app" 2>&1); then
            fail "$seed" "$app" "a scenario fails in the headless runtime" "$report"
        fi
    fi
    seed=$((seed + 1))
done

# Type-check the generated Swift, BATCH apps per swiftc call (their names are unique by seed). A
# batch that fails is split into single apps, so each failure names its app.
typecheck() {
    for mode in $modes; do
        case $mode in
            5) flags="-swift-version 5" ;;
            6) flags="-swift-version 6" ;;
            6-main-actor) flags="-swift-version 6 -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances" ;;
            *) echo "error: unknown mode $mode (5, 6, 6-main-actor)" >&2; exit 2 ;;
        esac
        # shellcheck disable=SC2086
        if ! report=$("$swiftc" -typecheck $flags -module-name GeneratedPrograms -I "$modules" "$@" 2>&1); then
            echo "Swift mode $mode"
            printf '%s\n' "$report" | grep -E 'error:' || printf '%s\n' "$report"
            return 1
        fi
    done
}
set --
count=0
check_batch() {
    [ $# -eq 0 ] && return 0
    files=""
    for s in "$@"; do files="$files $out/app-$s.swift/*.swift"; done
    # shellcheck disable=SC2086
    if typecheck $files > /dev/null 2>&1; then printf '%s\n' "$@" >> "$out/parity-list"; return 0; fi
    for s in "$@"; do
        # shellcheck disable=SC2086
        if ! report=$(typecheck $out/app-$s.swift/*.swift); then
            fail "$s" "$out/app-$s" "its generated Swift does not type-check" "$report"
        else
            echo "$s" >> "$out/parity-list"
        fi
    done
}
: > "$out/parity-list"
pending=""
while read -r s; do
    pending="$pending $s"
    count=$((count + 1))
    if [ "$count" -ge "$batch" ]; then
        # shellcheck disable=SC2086
        check_batch $pending
        pending=""
        count=0
    fi
done < "$out/typecheck-list"
# shellcheck disable=SC2086
check_batch $pending

# Parity: the apps that type-check and have a harness, BATCH per program (generated Swift, harnesses,
# Tests/Differential/ParitySupport.swift, linked with the stand-ins' objects). The program writes
# each screen's parity scenario into its app folder; a batch that fails to build or run is split.
parity_program() {
    dir=$out/parity-build
    rm -rf "$dir"
    mkdir -p "$dir"
    {
        echo "import Foundation"
        echo "let folder = CommandLine.arguments[1]"
        for s in "$@"; do
            echo "for scenario in parityApp_A$s() { try! scenario.text.write(toFile: folder + \"/app-$s/\" + scenario.file, atomically: true, encoding: .utf8) }"
        done
    } > "$dir/main.swift"
    files=""
    for s in "$@"; do files="$files $out/app-$s.swift/*.swift $out/app-$s.parity/*.swift"; done
    # shellcheck disable=SC2086
    "$swiftc" -swift-version 5 -module-name ParityProgram -I "$modules" -Xfrontend -disable-cross-import-overlays \
        $files Tests/Differential/ParitySupport.swift "$dir/main.swift" \
        "$bin"/UIKit.build/*.o "$bin"/ConstruktKit.build/*.o -o "$dir/parity" 2>&1 | grep -E 'error:' && return 1
    [ -x "$dir/parity" ] || return 1
    "$dir/parity" "$out" 2>&1
}
parity_batch() {
    [ $# -eq 0 ] && return 0
    if parity_program "$@" > /dev/null 2>&1; then return 0; fi
    for s in "$@"; do
        if ! report=$(parity_program "$s"); then
            fail "$s" "$out/app-$s" "its parity harness does not build or run (harness: $out/app-$s.parity)" "$report"
        fi
    done
}
if [ -f Tests/Differential/ParitySupport.swift ]; then
    pending=""
    count=0
    while read -r s; do
        [ -f "$out/app-$s.parity/Parity.swift" ] || continue
        pending="$pending $s"
        count=$((count + 1))
        if [ "$count" -ge "$batch" ]; then
            # shellcheck disable=SC2086
            parity_batch $pending
            pending=""
            count=0
        fi
    done < "$out/parity-list"
    # shellcheck disable=SC2086
    parity_batch $pending
    for scenario in "$out"/app-*/*Parity.scenario.yaml; do
        [ -f "$scenario" ] || continue
        app=$(dirname "$scenario")
        seed=${app#"$out"/app-}
        if ! report=$("$tool" test "$scenario" 2>&1); then
            fail "$seed" "$app" "the generated Swift and the runtime disagree after the same walk ($scenario)" "$report"
        fi
    done
fi

# Mutants: a located error from lint (exit 1, never a crash), and nothing from generate.
mutants=0
for mutant in "$out"/app-*.mutant; do
    [ -d "$mutant" ] || continue
    mutants=$((mutants + 1))
    seed=${mutant#"$out"/app-}
    seed=${seed%.mutant}
    file=$(sed -n 1p "$mutant/MUTATION")
    line=$(sed -n 2p "$mutant/MUTATION")
    kind=$(sed -n 3p "$mutant/MUTATION")
    status=0
    report=$("$tool" lint "$mutant" --format gnu 2>&1) || status=$?
    if [ "$status" -ne 1 ]; then
        fail "$seed" "$mutant" "lint exits $status on a mutant with $kind at $file:$line (expected 1)" "$report"
    elif ! printf '%s\n' "$report" | grep -q "$file:$line:[0-9]*: error:"; then
        fail "$seed" "$mutant" "lint reports no error at $file:$line for $kind" "$report"
    fi
    status=0
    report=$("$tool" generate "$mutant" --output "$mutant.swift" 2>&1) || status=$?
    if [ "$status" -eq 0 ] || [ -n "$(ls -A "$mutant.swift" 2> /dev/null)" ]; then
        fail "$seed" "$mutant" "generate exits $status and writes $(ls "$mutant.swift" 2> /dev/null | wc -l) files for a mutant with $kind at $file:$line" "$report"
    fi
done

failed=$(grep -c '^FAIL' "$failures" || true)
cat "$failures"
echo "differential: $seeds apps and $mutants mutants from seed $start (families: $families) in $(( $(date +%s) - began )) s: $failed failures; apps in $out"
[ "$failed" -eq 0 ]
