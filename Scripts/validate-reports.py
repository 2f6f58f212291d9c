#!/usr/bin/env python3
"""Validates the CI reports construkt-gen writes against the schemas in Schemas/reports.

Usage: Scripts/validate-reports.py CONSTRUKT_GEN

Validates the golden files of the renderer tests (Tests/ConstruktReportsTests/Golden), then
what the given construkt-gen binary writes for Tests/CI/Apps/Broken (lint --format checkstyle,
junit and codeclimate, which must report its error and its warning) and for Samples/Counter
(test --junit). Checkstyle and JUnit XML are validated with xmlschema against checkstyle.xsd and
junit.xsd, Code Climate JSON with jsonschema against codeclimate.schema.json. Prints one line per
report and exits 1 when any is invalid.

Needs the `xmlschema` and `jsonschema` packages: `make setup-ci` installs them.
"""

import json
import pathlib
import subprocess
import sys
import tempfile

import jsonschema
import xmlschema

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "Schemas" / "reports"
GOLDEN = ROOT / "Tests" / "ConstruktReportsTests" / "Golden"
BROKEN_APP = "Tests/CI/Apps/Broken"

XML_SCHEMAS = {
    "checkstyle": xmlschema.XMLSchema(str(SCHEMAS / "checkstyle.xsd")),
    "junit": xmlschema.XMLSchema(str(SCHEMAS / "junit.xsd")),
}
CODECLIMATE_SCHEMA = json.loads((SCHEMAS / "codeclimate.schema.json").read_text())


def problems_in(kind, text):
    """The schema's complaints about one report, as strings; none when it is valid."""
    if kind == "codeclimate":
        validator = jsonschema.Draft202012Validator(CODECLIMATE_SCHEMA)
        return [f"{list(error.absolute_path)}: {error.message}" for error in validator.iter_errors(json.loads(text))]
    return [str(error).splitlines()[0] for error in XML_SCHEMAS[kind].iter_errors(text)]


def lint(tool, kind):
    """What `lint --format kind` prints for the broken app, which must exit 1."""
    run = subprocess.run([tool, "lint", "--format", kind, BROKEN_APP], cwd=ROOT, capture_output=True, text=True)
    if run.returncode != 1:
        raise SystemExit(f"lint --format {kind} exited {run.returncode}, not 1: {run.stderr}")
    return run.stdout


def junit_of_test_run(tool):
    """The JUnit report `test --junit` writes for Samples/Counter's scenarios."""
    with tempfile.TemporaryDirectory() as folder:
        report = pathlib.Path(folder) / "scenarios.xml"
        run = subprocess.run([tool, "test", "Samples/Counter", "--junit", str(report)], cwd=ROOT, capture_output=True, text=True)
        if run.returncode != 0:
            raise SystemExit(f"test --junit exited {run.returncode}: {run.stdout}{run.stderr}")
        return report.read_text()


def main(arguments):
    if len(arguments) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    tool = str(pathlib.Path(arguments[0]).resolve())
    reports = [
        ("golden checkstyle.xml", "checkstyle", (GOLDEN / "checkstyle.xml").read_text()),
        ("golden junit.xml", "junit", (GOLDEN / "junit.xml").read_text()),
        ("golden codeclimate.json", "codeclimate", (GOLDEN / "codeclimate.json").read_text()),
    ]
    for kind in ["checkstyle", "junit", "codeclimate"]:
        output = lint(tool, kind)
        for expected in ["CK0404", "CK0413"]:
            if expected not in output:
                raise SystemExit(f"lint --format {kind} on {BROKEN_APP} does not report {expected}:\n{output}")
        reports.append((f"lint --format {kind} {BROKEN_APP}", kind, output))
    reports.append(("test --junit Samples/Counter", "junit", junit_of_test_run(tool)))

    failed = False
    for name, kind, text in reports:
        problems = problems_in(kind, text)
        failed = failed or bool(problems)
        print(f"{'invalid' if problems else 'valid'}: {name} ({kind})")
        for problem in problems:
            print(f"  {problem}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
