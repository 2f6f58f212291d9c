#!/usr/bin/env python3
"""Every fix-it is a promise (Docs/development.md, "Fix-its"): for each app folder given, lint it
with --format json, and for each diagnostic that has fix-its apply them together (as an editor's
quick fix does) to a copy of the app, lint the copy, and check that the fixed diagnostic is gone
and no error was added (diagnostics compared by file, code and message, as positions move with
the edit). A warning may show once an error is fixed: the error hid what it says (a value never
used, a destination never reached, a condition that never changes). Prints each broken promise
and exits 1 when there is one.

usage: Scripts/check-fixits.py CONSTRUKT_GEN APP_FOLDER...
"""
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile

def lint(tool, folder):
    result = subprocess.run([tool, "lint", folder, "--format", "json"], capture_output=True, text=True, timeout=60)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"lint exits {result.returncode} on {folder}: {result.stderr.strip()}")
    return json.loads(result.stdout)["diagnostics"]


def report(diagnostic, folder):
    return (os.path.relpath(diagnostic["file"], folder), diagnostic["code"], diagnostic["message"], diagnostic["severity"])


def apply(fix_its, folder, copy):
    by_file = collections.defaultdict(list)
    for fix_it in fix_its:
        by_file[os.path.relpath(fix_it["file"], folder)].append(fix_it)
    for name, edits in by_file.items():
        path = os.path.join(copy, name)
        with open(path, "rb") as handle:
            data = handle.read()
        for edit in sorted(edits, key=lambda e: e["range"]["start"]["offset"], reverse=True):
            start, end = edit["range"]["start"]["offset"], edit["range"]["end"]["offset"]
            data = data[:start] + edit["replacement"].encode() + data[end:]
        with open(path, "wb") as handle:
            handle.write(data)


def check(tool, folder):
    broken = []
    before = lint(tool, folder)
    applied = 0
    for diagnostic in before:
        if not diagnostic.get("fixIts"):
            continue
        applied += 1
        with tempfile.TemporaryDirectory() as scratch:
            copy = os.path.join(scratch, os.path.basename(folder.rstrip("/")))
            shutil.copytree(folder, copy)
            apply(diagnostic["fixIts"], folder, copy)
            after = lint(tool, copy)
        fixed = report(diagnostic, folder)
        if sum(report(d, copy) == fixed for d in after) >= sum(report(d, folder) == fixed for d in before):
            broken.append(f'{diagnostic["file"]}: applying the fix-it of {diagnostic["code"]} \'{diagnostic["message"]}\' leaves it')
        remaining = collections.Counter(report(d, folder) for d in before)
        remaining[fixed] -= 1
        added = []
        for found in (report(d, copy) for d in after):
            if remaining[found] > 0:
                remaining[found] -= 1
            elif found[3] == "error":
                added.append(found[:3])
        if added:
            where = f'{diagnostic["file"]}:{diagnostic["range"]["start"]["line"]}:{diagnostic["range"]["start"]["column"]}'
            broken.append(f'{where}: applying the fix-it of {diagnostic["code"]} \'{diagnostic["message"]}\' adds {added}')
    return applied, broken


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    tool, folders = sys.argv[1], sys.argv[2:]
    applied = 0
    broken = []
    for folder in folders:
        count, found = check(tool, folder)
        applied += count
        broken += found
    for line in broken:
        print("FAIL fix-it " + line)
    print(f"fix-its: {applied} applied in {len(folders)} apps, {len(broken)} broken")
    sys.exit(1 if broken else 0)


if __name__ == "__main__":
    main()
