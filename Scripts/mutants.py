#!/usr/bin/env python3
"""Mutation testing: does the suite fail when the code is wrong?

Each mutant of Tests/Mutants/mutants.tsv is a one-line edit at a place where a real bug could
happen: the `original` text, which must occur exactly once in `file`, becomes `replacement`. For
each mutant the script applies the edit and runs, in the build folder .build-mutants, stopping at
the first step that fails:

  1. swift build --build-tests                      (a mutant that does not compile is killed)
  2. swift test --skip-build --filter <module>Tests  (the mutated module's own tests, most likely to fail)
  3. swift test --skip-build --skip <module>Tests    (every other test of the suite)
  4. Scripts/check-programs.sh                       (the lint-clean programs generate Swift that type-checks)

A mutant is killed when any step fails and survives when all four pass, so each step is a real
test of the product and the whole suite stands behind every survivor; the order only makes a kill
cheaper. The file is put back afterwards whatever happens (a failure, Ctrl-C, SIGTERM). Each run's
output is in .build-mutants/<id>.log. A mutant whose note starts with `equivalent:` is argued to
change no behaviour and is not counted. Before the mutants, the same steps run on the unchanged
sources (baseline.log), which must pass. The report gives killed, survived and the score per
module, and exits 1 when a survivor is left.

    Scripts/mutants.py                 every mutant
    Scripts/mutants.py checker-03 ...  the mutants named
    Scripts/mutants.py --check         only check the list against the sources (make test runs it)
"""
import csv
import os
import signal
import subprocess
import sys
import time
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "Tests", "Mutants", "mutants.tsv")
SCRATCH = os.path.join(ROOT, ".build-mutants")


def steps(module):
    """The suite, split so that the tests of `module` run first (all of it when `module` is None)."""
    test = ["swift", "test", "--skip-build", "--scratch-path", SCRATCH]
    steps = [("build", ["swift", "build", "--build-tests", "--scratch-path", SCRATCH])]
    if module is None:
        steps.append(("tests", test))
    else:
        steps.append((module + "Tests", test + ["--filter", module + "Tests"]))
        steps.append(("other tests", test + ["--skip", module + "Tests"]))
    steps.append(("programs", ["env", "SCRATCH_PATH=" + SCRATCH, os.path.join(ROOT, "Scripts", "check-programs.sh")]))
    return steps


def read_mutants():
    with open(LIST, newline="", encoding="utf-8") as handle:
        rows = [row for row in csv.reader(handle, delimiter="\t") if row and not row[0].startswith("#")]
    mutants = []
    for number, row in enumerate(rows, start=1):
        if len(row) != 6:
            sys.exit(f"{LIST}: row {number} has {len(row)} columns, not 6 (id, module, file, original, replacement, note)")
        mutants.append(dict(zip(["id", "module", "file", "original", "replacement", "note"], row)))
    return mutants


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        return handle.read()


def write(path, text):
    with open(os.path.join(ROOT, path), "w", encoding="utf-8") as handle:
        handle.write(text)


def failing_step(module, log):
    """The first step of the suite that fails, or None when all pass."""
    for name, command in steps(module):
        log.write("$ " + " ".join(command) + "\n")
        log.flush()
        if subprocess.run(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT).returncode != 0:
            return name
    return None


def main(names):
    mutants = read_mutants()
    for mutant in mutants:
        if read(mutant["file"]).count(mutant["original"]) != 1:
            sys.exit(f"{mutant['id']}: the original text does not occur exactly once in {mutant['file']}")
    if names == ["--check"]:
        print(f"mutants: {len(mutants)} one-line mutants, each original found once in its file")
        return 0
    if names:
        unknown = set(names) - {mutant["id"] for mutant in mutants}
        if unknown:
            sys.exit(f"no mutant named {', '.join(sorted(unknown))}")
        mutants = [mutant for mutant in mutants if mutant["id"] in names]
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    os.makedirs(SCRATCH, exist_ok=True)
    with open(os.path.join(SCRATCH, "baseline.log"), "w") as log:
        if failing_step(None, log):
            sys.exit(f"the suite fails without any mutant; see {SCRATCH}/baseline.log")
    tally = defaultdict(lambda: [0, 0])
    survivors = []
    for mutant in mutants:
        if mutant["note"].startswith("equivalent:"):
            print(f"skip     {mutant['id']:<14} {mutant['note']}")
            continue
        started = time.time()
        original = read(mutant["file"])
        try:
            write(mutant["file"], original.replace(mutant["original"], mutant["replacement"], 1))
            with open(os.path.join(SCRATCH, mutant["id"] + ".log"), "w") as log:
                failed = failing_step(mutant["module"], log)
        finally:
            write(mutant["file"], original)
        tally[mutant["module"]][0 if failed else 1] += 1
        if not failed:
            survivors.append(mutant)
        outcome = f"by {failed}" if failed else mutant["note"]
        print(f"{'killed' if failed else 'SURVIVED':<8} {mutant['id']:<14} {time.time() - started:5.0f} s  {outcome}", flush=True)
    print()
    total_killed = sum(killed for killed, _ in tally.values())
    total = sum(killed + survived for killed, survived in tally.values())
    for module in sorted(tally):
        killed, survived = tally[module]
        print(f"{module:<22} {killed:3} killed {survived:3} survived  {100 * killed / (killed + survived):5.1f}%")
    if total:
        print(f"{'overall':<22} {total_killed:3} killed {total - total_killed:3} survived  {100 * total_killed / total:5.1f}%")
    for mutant in survivors:
        print(f"survivor {mutant['id']}: {mutant['file']}: '{mutant['original']}' -> '{mutant['replacement']}'")
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
