#!/usr/bin/env python3
"""Mutation testing: does the suite fail when the code is wrong?

Each mutant of Tests/Mutants/mutants.tsv is a one-line edit at a place where a real bug could
happen: the `original` text, which must occur exactly once in `file`, becomes `replacement`. For
each mutant the script applies the edit, builds and runs the suite (`swift test`, then
Scripts/check-programs.sh), and puts the file back. A mutant is killed when the build or any test
fails, and survives when everything passes. A mutant whose note starts with `equivalent:` is argued
to change no behaviour and is not counted. The report gives killed, survived and the score per
module, and exits 1 when a survivor is left.

    Scripts/mutants.py                 every mutant
    Scripts/mutants.py checker-03 ...  the mutants named
    Scripts/mutants.py --check         only check the list against the sources (make test runs it)
"""
import csv
import os
import subprocess
import sys
import time
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "Tests", "Mutants", "mutants.tsv")
SCRATCH = os.path.join(ROOT, ".build-mutants")
SUITE = [
    ["swift", "build", "--scratch-path", SCRATCH],
    ["swift", "test", "--scratch-path", SCRATCH],
    ["env", "SCRATCH_PATH=" + SCRATCH, os.path.join(ROOT, "Scripts", "check-programs.sh")],
]


def read_mutants():
    with open(LIST, newline="", encoding="utf-8") as handle:
        rows = [row for row in csv.reader(handle, delimiter="\t") if row and not row[0].startswith("#")]
    mutants = []
    for number, row in enumerate(rows, start=1):
        if len(row) != 6:
            sys.exit(f"{LIST}: row {number} has {len(row)} columns, not 6 (id, module, file, original, replacement, note)")
        mutants.append(dict(zip(["id", "module", "file", "original", "replacement", "note"], row)))
    return mutants


def apply(mutant):
    """The file's text before the edit, after checking the original text occurs exactly once."""
    path = os.path.join(ROOT, mutant["file"])
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    count = text.count(mutant["original"])
    if count != 1:
        raise ValueError(f"{mutant['id']}: the original text occurs {count} times in {mutant['file']}, not once")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text.replace(mutant["original"], mutant["replacement"], 1))
    return text


def suite_fails(log):
    for command in SUITE:
        if subprocess.run(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT).returncode != 0:
            return True
    return False


def main(names):
    mutants = read_mutants()
    for mutant in mutants:
        with open(os.path.join(ROOT, mutant["file"]), encoding="utf-8") as handle:
            if handle.read().count(mutant["original"]) != 1:
                sys.exit(f"{mutant['id']}: the original text does not occur exactly once in {mutant['file']}")
    if names == ["--check"]:
        print(f"mutants: {len(mutants)} one-line mutants, each original found once in its file")
        return 0
    if names:
        unknown = set(names) - {mutant["id"] for mutant in mutants}
        if unknown:
            sys.exit(f"no mutant named {', '.join(sorted(unknown))}")
        mutants = [mutant for mutant in mutants if mutant["id"] in names]
    os.makedirs(SCRATCH, exist_ok=True)
    with open(os.path.join(SCRATCH, "baseline.log"), "w") as log:
        if suite_fails(log):
            sys.exit(f"the suite fails without any mutant; see {SCRATCH}/baseline.log")
    tally = defaultdict(lambda: [0, 0])
    survivors = []
    for mutant in mutants:
        if mutant["note"].startswith("equivalent:"):
            print(f"skip     {mutant['id']:<14} {mutant['note']}")
            continue
        started = time.time()
        original = apply(mutant)
        try:
            with open(os.path.join(SCRATCH, mutant["id"] + ".log"), "w") as log:
                killed = suite_fails(log)
        finally:
            with open(os.path.join(ROOT, mutant["file"]), "w", encoding="utf-8") as handle:
                handle.write(original)
        tally[mutant["module"]][0 if killed else 1] += 1
        if not killed:
            survivors.append(mutant)
        print(f"{'killed' if killed else 'SURVIVED':<8} {mutant['id']:<14} {time.time() - started:5.0f} s  {mutant['note']}", flush=True)
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
