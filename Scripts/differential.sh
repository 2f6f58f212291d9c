#!/bin/sh
# The differential test (README, Differential testing). construkt-differential writes SEEDS random
# spec-valid apps from seed START on, a one-edit mutant of each (app-N.mutant) and a parity harness
# (app-N.parity), and up to sixteen more mutants by other edits (app-N.mutant2, …: lines edited
# as a hand slips, expressions and statements made wrong for their types, names and values aimed
# at the checker's rules). Then:
#   - every app: `construkt-gen lint` accepts it, `generate` writes its Swift (and, run again
#     into the same folder, finds every file unchanged), and its scenarios (random walks of
#     stimuli) pass in the headless runtime;
#   - the generated Swift compiles against the stand-in UIKit and ConstruktKit, BATCH apps per
#     swiftc call (names are unique by seed), with the harnesses, into one program per batch; in
#     every Swift mode of MODES besides 5 it type-checks too; a warning about it fails it as an error does;
#   - parity: that program drives each screen's generated Swift through its scenario's walk and
#     writes what the screen then shows and its state as a scenario (app-N/*Parity.scenario.yaml),
#     which the runtime must pass;
#   - every mutant: lint reports an error at the mutated line (exit 1, no crash), and generate
#     fails and writes nothing; each fix-it lint offers, applied, removes its error and adds none
#     (Scripts/check-fixits.py);
#   - the coverage-driven apps (the coverage table, below) lint clean, generate, type-check and
#     render, and the table has no blank cell.
# Each failure names its seed and app folder; the folders stay in OUT to reproduce and shrink.
# FAMILIES picks the construct families (construkt-differential --list-families). `swift build`
# must have built construkt-gen, construkt-differential and the stand-ins (`make differential`);
# SCRATCH_PATH names another build folder than .build, so a long run keeps its own tools; TOOL names
# another construkt-gen (one built for coverage).
set -eu
cd "$(dirname "$0")/.."
. Scripts/swift-modes.sh
seeds=${1:-${SEEDS:-100}}
start=${2:-${START:-1}}
families=${FAMILIES:-default}
modes=${MODES:-5}
batch=${BATCH:-40}
out=${OUT:-.build-differential/seed-$start}
swiftc=${SWIFTC:-swiftc}
bin=$(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} --show-bin-path)
tool=${TOOL:-$bin/construkt-gen}
generator=$bin/construkt-differential
modules=$bin/Modules
for needed in "$tool" "$generator" "$bin/ConstruktKit.build"; do
    if [ ! -e "$needed" ]; then echo "error: $needed is missing; run make differential or swift build first" >&2; exit 2; fi
done
linker=
if command -v ld.lld > /dev/null 2>&1; then linker=-use-ld=lld; fi
# Apps with colliding names (Action, View, …) cannot share a module.
case ",$families," in *collisionNames*|*,all,*) batch=1 ;; esac

began=$(date +%s)
rm -rf "$out"
mkdir -p "$out"
"$generator" --out "$out" --seed "$start" --count "$seeds" --families "$families" --mutants
failures=$out/FAILURES
: > "$failures"
fail() {
    { echo "FAIL seed=$1 app=$2: $3"; printf '%s\n' "$4" | { grep -A2 -E 'error:|✗|found:' || printf '%s\n' "$4"; } | head -n 20 | sed 's/^/    /'; } >> "$failures"
}
seeds_list() {
    seed=$start
    while [ "$seed" -lt $((start + seeds)) ]; do echo "$seed"; seed=$((seed + 1)); done
}
# The seeds whose app folder a report's `…/app-N/…:line:col:` locations name.
seeds_named() {
    grep -oE "app-[0-9]+/[^ :]*:[0-9]+:[0-9]+: error" | sed -E 's|app-([0-9]+)/.*|\1|' | sort -un
}

# Lint, all apps in one run: an app with an error is a generator bug or lint wrongly rejects it.
report=$("$tool" lint $(seeds_list | sed "s|^|$out/app-|") --format gnu 2>&1 || true)
printf '%s\n' "$report" | seeds_named > "$out/lint-rejected"
# Apps lint warns have a condition that never changes (CK0415): Swift says its dead branch "will
# never be executed", which is then no fault of the emitter.
printf '%s\n' "$report" | grep -F "[CK0415]" | grep -oE "app-[0-9]+/" | sed -E 's|app-([0-9]+)/|\1|' | sort -un > "$out/constant-conditions"
: > "$out/generated"
for seed in $(seeds_list); do
    app=$out/app-$seed
    if grep -qx "$seed" "$out/lint-rejected"; then
        fail "$seed" "$app" "lint rejects a generated app (a generator bug, or lint wrongly rejects)" "$(printf '%s\n' "$report" | grep "app-$seed/")"
    elif ! generated=$("$tool" generate "$app" --output "$app.swift" 2>&1); then
        fail "$seed" "$app" "generate refuses a lint-clean app" "$generated"
    else
        echo "$seed" >> "$out/generated"
        # Generating again into the same folder, as every build does, leaves each file as it is.
        if ! again=$("$tool" generate "$app" --output "$app.swift" 2>&1) || printf '%s\n' "$again" | grep -qv '^unchanged '; then
            fail "$seed" "$app" "a second generate into the same folder changes its Swift or fails" "$again"
        fi
    fi
done

# The scenarios of every generated app, in one run; a failing app is run again alone for its report.
scenario_failures() {
    "$tool" test "$@" 2>&1 | grep -v ": warning: " | grep -oE "app-[0-9]+/[^ :]*\.scenario\.yaml:[0-9]+:[0-9]+:" | sed -E 's|app-([0-9]+)/.*|\1|' | sort -un
}
if [ -s "$out/generated" ]; then
    for seed in $(scenario_failures $(sed "s|^|$out/app-|" "$out/generated")); do
        fail "$seed" "$out/app-$seed" "a scenario fails in the headless runtime" "$("$tool" test "$out/app-$seed" 2>&1)"
    done
fi

# The Swift: BATCH apps and their harnesses compiled into one program (mode 5). When a batch does
# not build, each app is type-checked alone; the apps that fail are reported and the rest rebuilt.
swift_of() {
    for seed in "$@"; do
        printf '%s ' "$out"/app-"$seed".swift/*.swift
        if [ -d "$out/app-$seed.parity" ]; then printf '%s ' "$out"/app-"$seed".parity/*.swift; fi
    done
}
build_program() {
    dir=$out/program
    rm -rf "$dir"
    mkdir -p "$dir"
    {
        printf '%s\n' "import Foundation"
        printf '%s\n' "let folder = CommandLine.arguments[1]"
        printf '%s\n' "let after = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2])! : -1"
        printf '%s\n' "@MainActor func drive(_ seed: Int, _ scenarios: @MainActor () -> [(file: String, text: String)]) {"
        printf '%s\n' "    guard seed > after else { return }"
        printf '%s\n' "    FileHandle.standardError.write(Foundation.Data(\"driving app-\\(seed)\\n\".utf8))"
        printf '%s\n' "    for scenario in scenarios() { try! scenario.text.write(toFile: folder + \"/app-\\(seed)/\" + scenario.file, atomically: true, encoding: .utf8) }"
        printf '%s\n' "}"
        printf '%s\n' "MainActor.assumeIsolated {"
        for seed in "$@"; do
            if [ -d "$out/app-$seed.parity" ]; then printf '%s\n' "    drive($seed, parityApp_A$seed)"; fi
        done
        printf '%s\n' "}"
    } > "$dir/main.swift"
    # shellcheck disable=SC2046
    "$swiftc" -swift-version 5 -module-name GeneratedPrograms -I "$modules" -Xfrontend -disable-cross-import-overlays \
        -wmo -gnone -c $(swift_of "$@") Tests/Differential/ParitySupport.swift "$dir/main.swift" -o "$dir/program.o" 2>&1 \
        && "$swiftc" $linker "$dir/program.o" "$bin"/UIKit.build/*.o "$bin"/ConstruktKit.build/*.o -o "$dir/program" 2>&1
}
typecheck() {
    mode=$1
    shift
    # shellcheck disable=SC2046
    "$swiftc" -typecheck $(swift_mode_flags "$mode") -module-name GeneratedPrograms -I "$modules" "$@" 2>&1
}
check_batch() {
    [ $# -eq 0 ] && return 0
    if ! report=$(build_program "$@"); then
        kept=""
        for seed in "$@"; do
            # shellcheck disable=SC2046
            if ! single=$(typecheck 5 $(swift_of "$seed") Tests/Differential/ParitySupport.swift); then
                if printf '%s\n' "$single" | grep -q "app-$seed.swift/"; then
                    fail "$seed" "$out/app-$seed" "its generated Swift does not compile in Swift mode 5" "$single"
                else
                    fail "$seed" "$out/app-$seed" "its parity harness does not compile ($out/app-$seed.parity)" "$single"
                fi
            else
                kept="$kept $seed"
            fi
        done
        # shellcheck disable=SC2086
        set -- $kept
        [ $# -eq 0 ] && return 0
        if ! report=$(build_program "$@"); then
            for seed in "$@"; do fail "$seed" "$out/app-$seed" "its batch does not build although it type-checks alone" "$report"; done
            return 0
        fi
    fi
    warned "$report" 5 "$@"
    # A crash is the last app the program started driving; the program then goes on after it.
    after=-1
    while ! "$out/program/program" "$out" "$after" > "$out/program/run.log" 2>&1; do
        crashed=$(grep -oE '^driving app-[0-9]+' "$out/program/run.log" | tail -n 1 | sed 's/driving app-//')
        [ -n "$crashed" ] || { fail "$1" "$out/app-$1" "the parity program of its batch does not start" "$(head -n 20 "$out/program/run.log")"; break; }
        fail "$crashed" "$out/app-$crashed" "the generated Swift crashes when its parity harness drives it ($out/app-$crashed.parity)" \
            "$(grep -E 'Fatal|error|Simultaneous|crashed' "$out/program/run.log" | head -n 8)"
        after=$crashed
    done
    for mode in $modes; do
        [ "$mode" = 5 ] && continue
        # shellcheck disable=SC2046
        if ! report=$(typecheck "$mode" $(for seed in "$@"; do printf '%s ' "$out"/app-"$seed".swift/*.swift; done)); then
            for seed in "$@"; do
                # shellcheck disable=SC2046
                single=$(typecheck "$mode" "$out"/app-"$seed".swift/*.swift) \
                    || fail "$seed" "$out/app-$seed" "its generated Swift does not type-check in Swift mode $mode" "$single"
            done
        else
            warned "$report" "$mode" "$@"
        fi
    done
}
# Fails each app of the seeds given whose generated Swift a compiler report ($1, in Swift mode $2)
# warns about: generated code compiles without a warning in every mode, but for "will never be
# executed" in an app whose constant condition lint warned of (CK0415).
warned() {
    report=$1
    mode=$2
    shift 2
    for seed in "$@"; do
        warnings=$(printf '%s\n' "$report" | grep "app-$seed\.swift/[^:]*:[0-9]*:[0-9]*: warning:" || true)
        if grep -qx "$seed" "$out/constant-conditions"; then
            warnings=$(printf '%s\n' "$warnings" | grep -v "warning: will never be executed" || true)
        fi
        if [ -n "$warnings" ]; then
            fail "$seed" "$out/app-$seed" "its generated Swift has warnings in Swift mode $mode" "$(printf '%s\n' "$warnings" | sed 's/warning:/error: (warning)/')"
        fi
    done
}
pending=""
count=0
while read -r seed; do
    pending="$pending $seed"
    count=$((count + 1))
    if [ "$count" -ge "$batch" ]; then
        # shellcheck disable=SC2086
        check_batch $pending
        pending=""
        count=0
    fi
done < "$out/generated"
# shellcheck disable=SC2086
check_batch $pending

# Parity scenarios, all in one run: a failing one means the generated Swift and the runtime disagree.
set -- "$out"/app-*/*Parity.scenario.yaml
if [ -f "$1" ]; then
    for seed in $(scenario_failures "$@"); do
        for scenario in "$out"/app-"$seed"/*Parity.scenario.yaml; do
            report=$("$tool" test "$scenario" 2>&1) \
                || fail "$seed" "$out/app-$seed" "the generated Swift and the runtime disagree after the same walk ($scenario)" "$report"
        done
    done
fi

# Mutants: a located error from lint (exit 1, never a crash), and nothing from generate. Lint runs
# over all mutants at once; when that run does not exit 1, each mutant is linted alone for its code.
set --
for mutant in "$out"/app-*.mutant*; do
    case $mutant in *.swift) continue ;; esac
    [ -d "$mutant" ] && set -- "$@" "$mutant"
done
mutants=$#
status=0
together=$("$tool" lint "$@" --format gnu 2>&1) || status=$?
for mutant in "$@"; do
    seed=${mutant#"$out"/app-}
    seed=${seed%%.*}
    file=$(sed -n 1p "$mutant/MUTATION")
    line=$(sed -n 2p "$mutant/MUTATION")
    kind=$(sed -n 3p "$mutant/MUTATION")
    report=$(printf '%s\n' "$together" | grep "/$(basename "$mutant")/" || true)
    if [ "$status" -ne 1 ]; then
        alone=0
        report=$("$tool" lint "$mutant" --format gnu 2>&1) || alone=$?
        if [ "$alone" -ne 1 ]; then
            fail "$seed" "$mutant" "lint exits $alone on a mutant with $kind at $file:$line (expected 1)" "$report"
            continue
        fi
    fi
    if ! printf '%s\n' "$report" | grep -q "$file:$line:[0-9]*: error:"; then
        fail "$seed" "$mutant" "lint reports no error at $file:$line for $kind" "$report"
    fi
    generated=0
    report=$("$tool" generate "$mutant" --output "$mutant.swift" 2>&1) || generated=$?
    if [ "$generated" -eq 0 ] || [ -n "$(ls -A "$mutant.swift" 2> /dev/null)" ]; then
        fail "$seed" "$mutant" "generate exits $generated and writes $(ls "$mutant.swift" 2> /dev/null | wc -l) files for a mutant with $kind at $file:$line" "$report"
    fi
done

# Every fix-it lint offers for a mutant, applied, removes its error and adds none.
if [ "$mutants" -gt 0 ]; then
    set --
    for mutant in "$out"/app-*.mutant*; do
        case $mutant in *.swift) continue ;; esac
        [ -d "$mutant" ] && set -- "$@" "$mutant"
    done
    fixits=$(python3 Scripts/check-fixits.py "$tool" "$@" 2>&1) || fail fixits "$out" "a fix-it lint offers for a mutant does not hold" "$fixits"
    printf '%s\n' "$fixits" | tail -n 1
fi

# Coverage-driven apps (Docs/development.md, "The coverage table"): every catalog member of every
# component, in each form, from each source and in each place, written alone and checked as lint
# checks it; the cells lint refuses are marked with the rule, and the lint-clean ones are bundled
# into apps (cov-C1, …) that must lint clean, generate, type-check without a warning in every Swift
# mode and render in the runtime. A bundle that fails marks its cells failed; the table has no
# blank cell and no failed one when the run passes.
coverage=$out/coverage
rm -rf "$coverage"
"$generator" --coverage "$coverage"
: > "$coverage/FAILED"
cover_fail() {
    echo "$1" >> "$coverage/FAILED"
    fail cov "$coverage/$1" "$2" "$3"
}
set -- "$coverage"/cov-C*
report=$("$tool" lint "$@" --format gnu 2>&1 || true)
for bundle in "$@"; do
    name=$(basename "$bundle")
    if printf '%s\n' "$report" | grep -q "/$name/[^:]*:[0-9]*:[0-9]*: error"; then
        cover_fail "$name" "lint rejects a coverage bundle whose cells each lint clean alone" "$(printf '%s\n' "$report" | grep "/$name/" | grep error)"
    elif ! generated=$("$tool" generate "$bundle" --output "$bundle.swift" 2>&1); then
        cover_fail "$name" "generate refuses a lint-clean coverage bundle" "$generated"
    fi
done
covered() { for bundle in "$coverage"/cov-C*; do [ -d "$bundle.swift" ] && ! grep -qx "$(basename "$bundle")" "$coverage/FAILED" && echo "$bundle"; done; }
for mode in $modes; do
    # shellcheck disable=SC2046
    if ! report=$(typecheck "$mode" $(for bundle in $(covered); do printf '%s ' "$bundle".swift/*.swift; done)) \
        || printf '%s\n' "$report" | grep -q "warning:"; then
        for bundle in $(covered); do
            single=$(typecheck "$mode" "$bundle".swift/*.swift) || { cover_fail "$(basename "$bundle")" "its Swift does not type-check in Swift mode $mode" "$single"; continue; }
            if printf '%s\n' "$single" | grep -q "warning:"; then
                cover_fail "$(basename "$bundle")" "its Swift has warnings in Swift mode $mode" "$(printf '%s\n' "$single" | grep -A3 "warning:" | sed 's/warning:/error: (warning)/')"
            fi
        done
    fi
done
set -- "$coverage"/cov-C*/*.scenario.yaml
if [ -f "$1" ]; then
    scenarios=$("$tool" test "$@" 2>&1) || for bundle in $(printf '%s\n' "$scenarios" | grep -v ": warning: " | grep -oE "cov-C[0-9]+/[^ :]*\.scenario\.yaml:[0-9]+:[0-9]+:" | sed 's|/.*||' | sort -u); do
        cover_fail "$bundle" "its scenario fails in the headless runtime" "$("$tool" test "$coverage/$bundle" 2>&1)"
    done
fi
# The cells lint refuses, bundled too: lint refuses each bundle (exit 1, never a crash), and
# generate writes nothing of it.
for bundle in "$coverage"/refused-R*; do
    status=0
    report=$("$tool" lint "$bundle" --format gnu 2>&1) || status=$?
    [ "$status" -eq 1 ] || fail cov "$bundle" "lint exits $status on a bundle of refused cells (expected 1)" "$report"
    status=0
    report=$("$tool" generate "$bundle" --output "$bundle.swift" 2>&1) || status=$?
    if [ "$status" -eq 0 ] || [ -n "$(ls -A "$bundle.swift" 2> /dev/null)" ]; then
        fail cov "$bundle" "generate exits $status and writes files for a bundle of refused cells" "$report"
    fi
done
"$generator" --coverage-report "$coverage" || fail cov "$coverage" "the coverage table has blank or failed cells" "$coverage/COVERAGE.md"

failed=$(grep -c '^FAIL' "$failures" || true)
parity=$(ls "$out"/app-*/*Parity.scenario.yaml 2> /dev/null | wc -l)
cat "$failures"
echo "differential: $seeds apps, $parity parity walks and $mutants mutants from seed $start (families: $families) in $(( $(date +%s) - began )) s: $failed failures; apps in $out"
[ "$failed" -eq 0 ]
