#!/usr/bin/env python3
"""Visual mutation testing of the Samples: do their scenarios see a change of looks?

A reviewer rejects an edit that turns a label red, squares a rounded card, shrinks a font, widens
a gap or shows a view that should hide; the Samples' scenarios pin their looks with snapshot steps
(`expect: { snapshot: name }`, Docs/language.md "Scenarios") so that such an edit fails
`construkt-gen test`. This script measures how many do. Each mutant is one edit of one value on
one line of a Sample's `.screen.yaml` file, of one of five kinds:

  colour    a colour (a name, a hex, one arm of a conditional) becomes systemPink
  radius    a corner radius becomes 0, or 12 where it was 0
  font      a font's size grows by 4 points, or its weight turns bold (regular where it was bold)
  spacing   a stack's spacing, or the first number of a padding, inset or margin, grows by 12
  hidden    a `hidden:` condition is negated

A component no other file of its Sample names is left out: no screen draws it, so no scenario can
see it. Each mutant runs on a copy of its Sample: `construkt-gen lint` first (a mutant lint rejects is
invalid and not counted: lint is what stops it), then `construkt-gen test`. A mutant is caught when
a scenario fails, and survives when all pass. The report gives the caught share per Sample and per
kind and lists the survivors by file:line; the exit status is 1 when the share is below --min.

    Scripts/visual-mutants.py                       every Sample, the debug build's construkt-gen
    Scripts/visual-mutants.py Samples/Counter       the Samples named
    Scripts/visual-mutants.py --tool PATH --min 90  another build; fail below 90 %
    Scripts/visual-mutants.py --every 3             every third mutant only, a quicker estimate
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PINK = "systemPink"

COLOUR_KEYS = r"(?:color|Color|tintColor|placeholderColor|textColor|bgColor)"
NAMED_COLOUR = re.compile(COLOUR_KEYS + r"\s*:\s*([A-Za-z][A-Za-z0-9]*)\b(?!\s*:)")
HEX_COLOUR = re.compile(COLOUR_KEYS + r"\s*:\s*(?:\{\s*hex:\s*)?\"(#[0-9A-Fa-f]{3,8})\"")
CONDITIONAL_COLOUR = re.compile(COLOUR_KEYS + r"\s*:\s*\"\$\{[^}]*?'([^']+)'")
RADIUS = re.compile(r"\bcornerRadius\s*:\s*(\d+(?:\.\d+)?)\b")
FONT_SIZE = re.compile(r"\bfont\s*:\s*\{[^}]*?\bsize\s*:\s*(\d+(?:\.\d+)?)\b")
FONT_WEIGHT = re.compile(r"\bfont\s*:\s*\{[^}]*?\bweight\s*:\s*([a-z]+)\b")
SPACING = re.compile(r"\bspacing\s*:\s*(\d+(?:\.\d+)?)\b")
PADDING = re.compile(r"\b(?:padding|insets|margins)\s*:\s*(?:\{\s*[a-z]+\s*:\s*)?(\d+(?:\.\d+)?)\b")
HIDDEN_EXPRESSION = re.compile(r"\bhidden\s*:\s*\"?(\$\{.+?\})")
HIDDEN_NAME = re.compile(r"\bhidden\s*:\s*(\$[A-Za-z_][A-Za-z0-9_.]*)")
HIDDEN_LITERAL = re.compile(r"\bhidden\s*:\s*(true|false)\b")
NOT_COLOURS = {"true", "false", "null", PINK}


def number(text, change):
    value = change(float(text))
    return str(int(value)) if value == int(value) else str(value)


def replacements(line):
    """Each (kind, start, end, new text) edit of one value of `line`."""
    def each(kind, pattern, new):
        for match in pattern.finditer(line):
            replacement = new(match.group(1))
            if replacement is not None and replacement != match.group(1):
                yield kind, match.start(1), match.end(1), replacement

    yield from each("colour", NAMED_COLOUR, lambda name: None if name in NOT_COLOURS else PINK)
    yield from each("colour", HEX_COLOUR, lambda _: "#FF2D55")
    yield from each("colour", CONDITIONAL_COLOUR, lambda name: PINK)
    yield from each("radius", RADIUS, lambda text: "12" if float(text) == 0 else "0")
    yield from each("font", FONT_SIZE, lambda text: number(text, lambda value: value + 4))
    yield from each("font", FONT_WEIGHT, lambda weight: "regular" if weight in ("bold", "heavy", "black") else "bold")
    yield from each("spacing", SPACING, lambda text: number(text, lambda value: value + 12))
    yield from each("spacing", PADDING, lambda text: number(text, lambda value: value + 12))
    yield from each("hidden", HIDDEN_EXPRESSION, lambda condition: "${!(" + condition[2:-1] + ")}")
    yield from each("hidden", HIDDEN_NAME, lambda name: "${!" + name[1:] + "}")
    yield from each("hidden", HIDDEN_LITERAL, lambda flag: "false" if flag == "true" else "true")


def unused_components(sample):
    """The files of the Sample's components that no other file of it names: nothing draws them."""
    texts = {}
    for name in sorted(os.listdir(sample)):
        if name.endswith(".yaml"):
            with open(os.path.join(sample, name), encoding="utf-8") as handle:
                texts[name] = handle.read()
    unused = set()
    for name, text in texts.items():
        declared = re.match(r"component:\s*(\w+)", text)
        if declared and not any(re.search(rf"\b{declared.group(1)}\b", other)
                                for file, other in texts.items() if file != name):
            unused.add(name)
    return unused


def mutants(sample, unused):
    """Every mutant of one Sample, in file and line order, but those of the `unused` components."""
    found = []
    for name in sorted(os.listdir(sample)):
        if not name.endswith(".screen.yaml") or name in unused:
            continue
        with open(os.path.join(sample, name), encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        for number_, line in enumerate(lines, start=1):
            if line.lstrip().startswith("#"):
                continue
            for kind, start, end, new in replacements(line):
                found.append(dict(sample=sample, file=name, line=number_, kind=kind,
                                  original=line[start:end], replacement=new,
                                  edited=line[:start] + new + line[end:]))
    return found


def run(tool, mutant):
    """'caught', 'survived' or 'invalid' (lint rejects the edit)."""
    with tempfile.TemporaryDirectory(prefix="visual-mutant-") as scratch:
        copy = os.path.join(scratch, os.path.basename(mutant["sample"].rstrip("/")))
        shutil.copytree(mutant["sample"], copy, ignore=shutil.ignore_patterns("Generated"))
        path = os.path.join(copy, mutant["file"])
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        lines[mutant["line"] - 1] = mutant["edited"]
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
        lint = subprocess.run([tool, "lint", copy], capture_output=True, text=True)
        if lint.returncode != 0:
            return "invalid"
        test = subprocess.run([tool, "test", copy], capture_output=True, text=True)
        return "caught" if test.returncode != 0 else "survived"


def share(counts):
    judged = counts["caught"] + counts["survived"]
    return 100.0 * counts["caught"] / judged if judged else 100.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("samples", nargs="*")
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build", "debug", "construkt-gen"))
    parser.add_argument("--min", type=float, default=0.0, help="fail when fewer than this percent are caught")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--every", type=int, default=1, help="run only every Nth mutant, from the first")
    arguments = parser.parse_args()
    samples = arguments.samples or sorted(
        os.path.join(ROOT, "Samples", name) for name in os.listdir(os.path.join(ROOT, "Samples")))
    unused = {sample: unused_components(sample) for sample in samples}
    found = [mutant for sample in samples for mutant in mutants(sample, unused[sample])][::arguments.every]
    for sample in samples:
        for name in sorted(unused[sample]):
            print(f"visual-mutants: {os.path.relpath(os.path.join(sample, name), ROOT)} is left out: no screen uses it")
    print(f"visual-mutants: {len(found)} mutants of {len(samples)} Samples, {arguments.jobs} at a time", flush=True)
    with tempfile.TemporaryDirectory(prefix="visual-mutants-tool-") as folder:
        # A copy, so that a build of the tool while the mutants run changes none of their results.
        tool = shutil.copy2(arguments.tool, folder)
        with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
            results = []
            for result in pool.map(lambda mutant: run(tool, mutant), found):
                results.append(result)
                if len(results) % 50 == 0:
                    print(f"visual-mutants: {len(results)} of {len(found)} run", flush=True)

    by_sample, by_kind, total = defaultdict(lambda: defaultdict(int)), defaultdict(lambda: defaultdict(int)), defaultdict(int)
    for mutant, outcome in zip(found, results):
        by_sample[os.path.basename(mutant["sample"].rstrip("/"))][outcome] += 1
        by_kind[mutant["kind"]][outcome] += 1
        total[outcome] += 1
    print(f"\n{'':16} {'caught':>7} {'survived':>9} {'invalid':>8} {'share':>7}")
    for title, table in (("Sample", by_sample), ("kind", by_kind)):
        for name in sorted(table):
            counts = table[name]
            print(f"{name:16} {counts['caught']:7} {counts['survived']:9} {counts['invalid']:8} {share(counts):6.1f}%")
        print()
    print(f"{'all':16} {total['caught']:7} {total['survived']:9} {total['invalid']:8} {share(total):6.1f}%")
    survivors = [mutant for mutant, outcome in zip(found, results) if outcome == "survived"]
    if survivors:
        print("\nsurvivors:")
        for mutant in survivors:
            where = os.path.relpath(os.path.join(mutant["sample"], mutant["file"]), ROOT)
            print(f"  {where}:{mutant['line']}: {mutant['kind']} {mutant['original']} -> {mutant['replacement']}")
    if share(total) < arguments.min:
        print(f"visual-mutants: {share(total):.1f}% caught, fewer than {arguments.min:g}%", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
