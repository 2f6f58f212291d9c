#!/bin/sh
# How much of the back ends the random apps reach (Docs/development.md, "Differential testing"):
# construkt-gen built with coverage instrumentation in a folder of its own (.build-coverage), the
# differential batch of SEEDS apps from START run through it (Scripts/differential.sh, with the
# generator and the stand-ins of .build), then llvm-cov's line coverage of ConstruktEmitter and
# ConstruktChecker by those runs: lint, generate and the scenarios of the apps, lint and generate
# of their mutants and the coverage table's apps. Every line missed is listed, with its text, in
# .build-coverage/profiles/uncovered.txt, to choose what the generator should write next.
# MIN_EMITTER and MIN_CHECKER (percent) make it fail below them.
set -eu
cd "$(dirname "$0")/.."
seeds=${SEEDS:-100}
start=${START:-1}
scratch=.build-coverage
out=.build-differential/coverage-$start
profiles=$scratch/profiles
# The toolchain's own llvm-profdata and llvm-cov read the profiles its swiftc writes (an older
# system LLVM does not).
toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
swift build --scratch-path "$scratch" --product construkt-gen -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping
swift build --product construkt-differential
swift build --target ConstruktKit
tool=$(swift build --scratch-path "$scratch" --show-bin-path)/construkt-gen
rm -rf "$profiles"
mkdir -p "$profiles"
status=0
LLVM_PROFILE_FILE="$PWD/$profiles/construkt-gen-%4m.profraw" TOOL=$tool OUT=$out Scripts/differential.sh "$seeds" "$start" || status=$?
"$toolchain/llvm-profdata" merge -sparse "$profiles"/*.profraw -o "$profiles/merged.profdata"
report() {
    "$toolchain/llvm-cov" report "$tool" -instr-profile="$profiles/merged.profdata" "Sources/$1" | tail -n 1 | awk -v module="$1" '{ printf "%s %s\n", module, $(NF-3) }'
}
emitter=$(report ConstruktEmitter)
checker=$(report ConstruktChecker)
# Every line the runs missed, with its text: file:line: text.
"$toolchain/llvm-cov" show "$tool" -instr-profile="$profiles/merged.profdata" Sources/ConstruktEmitter Sources/ConstruktChecker \
    -show-line-counts -format=text 2> /dev/null | awk '
    /^\/.*\.swift:$/ { file = $0; sub(/:$/, "", file); sub(/^.*\/Sources\//, "", file); next }
    /^ *[0-9]+\| *0\|/ { number = $0; sub(/\|.*/, "", number); text = $0; sub(/^[^|]*\|[^|]*\|/, "", text); printf "%s:%d: %s\n", file, number + 0, text }
' > "$profiles/uncovered.txt"
# The emitter's refusals (`throw EmitterError.…`, Docs/development.md) are what no lint-clean
# program reaches by design: the figure beside the whole one leaves their lines out.
counts=$("$toolchain/llvm-cov" report "$tool" -instr-profile="$profiles/merged.profdata" Sources/ConstruktEmitter | tail -n 1 | awk '{ print $(NF-5), $(NF-4) }')
refusals=$(grep -c '^ConstruktEmitter/.*: *throw EmitterError' "$profiles/uncovered.txt" || true)
echo "line coverage by $seeds random apps from seed $start and their mutants:"
echo "  $emitter"
awk -v lines="${counts% *}" -v missed="${counts#* }" -v refusals="$refusals" 'BEGIN {
    printf "  ConstruktEmitter without its %d refusal lines %.2f%%\n", refusals, 100 * (lines - missed) / (lines - refusals) }'
echo "  $checker"
echo "lines missed: $profiles/uncovered.txt"
below() { awk -v found="$1" -v least="$2" 'BEGIN { sub(/%/, "", found); exit !(found + 0 < least + 0) }'; }
if [ -n "${MIN_EMITTER:-}" ] && below "${emitter#* }" "$MIN_EMITTER"; then
    echo "error: ConstruktEmitter line coverage ${emitter#* } is below $MIN_EMITTER%" >&2
    status=1
fi
if [ -n "${MIN_CHECKER:-}" ] && below "${checker#* }" "$MIN_CHECKER"; then
    echo "error: ConstruktChecker line coverage ${checker#* } is below $MIN_CHECKER%" >&2
    status=1
fi
exit "$status"
