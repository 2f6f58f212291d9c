#!/usr/bin/env python3
"""Validates construkt files against the JSON Schemas in Schemas/json.

Usage: Scripts/validate-schemas.py [PATH ...]
       Scripts/validate-schemas.py --checker-fixtures

Without paths it validates every construkt file the schemas must accept: Samples/, the apps of
Tests/ (which lint clean), and the catalogs in Schemas/. A directory means every construkt file
below it; the file's name says which schema applies. Prints one line per problem (file, path
inside the file, message) and exits 1 when there is any, 2 on a usage error.

With --checker-fixtures it checks that the schemas and `construkt-gen lint` agree on the checker's
fixtures (Tests/ConstruktCheckerTests/Fixtures), as their .diagnostics files record lint's verdict:
each file lint finds no error in validates, and each file with a structural error is rejected:
CK0201 unknown key, CK0202 missing key, CK0203 wrong shape, CK0802 a component's unknown property,
CK0803 its missing required property, CK0806 a single value it does not take, CK0808 lifecycle
hooks in a component. Errors the schemas cannot see (types, names, expressions, a switch root's
cases, a missing param or a misshapen `on:` of a component the app declares in another file) are
lint's alone.

The schemas are construkt-gen's output (`construkt-gen schema KIND`); ConstruktCLITests fails when
a file of Schemas/json differs from it.

Needs the `jsonschema` (4.x, draft 2020-12) and PyYAML packages: `make setup` installs them.
"""

import json
import pathlib
import re
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "Schemas" / "json"
DEFAULT_PATHS = [
    "Samples",
    "Tests/EmitterScreens",
    "Tests/EmitterOptions",
    "Tests/Programs",
    "Schemas/ConstruktKit.components.yaml",
    "Schemas/Examples",
]
FIXTURES = ROOT / "Tests" / "ConstruktCheckerTests" / "Fixtures"
STRUCTURAL_CODES = {"CK0201", "CK0202", "CK0203", "CK0802", "CK0803", "CK0806", "CK0808"}
REPORTED = re.compile(r"^(error|warning) (CK[0-9]{4}) ([^:]+):[0-9][-0-9:]*: (.*)$")
# Structural codes lint also gives for what depends on types, which a schema cannot see.
TYPE_DEPENDENT = ("the switch root has no case for",)
# A component of the app's own `component:` files ("Chip needs 'title'", "'on' of Chip maps …") is
# declared in another file, which the schema of one file cannot see: its node is open there.
MISSING_PARAM = re.compile(r"^([A-Z][A-Za-z0-9]*) needs '")
SIGNAL_HANDLERS = re.compile(r"^'on' of ([A-Z][A-Za-z0-9]*) ")
UNKNOWN_PARAM = re.compile(r"^([A-Z][A-Za-z0-9]*) has no param")
SUFFIXES = {
    ".screen.yaml": "screen",
    ".routes.yaml": "routes",
    ".types.yaml": "types",
    ".scenario.yaml": "scenario",
    ".components.yaml": "components",
}


class TextLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """Reads every plain scalar as text (an empty one, and YAML's null, as nothing), with libyaml where PyYAML has it.

    construkt-gen types a scalar by what the place expects, never by YAML 1.1 rules, while
    PyYAML's SafeLoader would turn `no` into false, `0777` into 511 and `1.10` into 1.1, changing
    names and text before the schema sees them. Keeping the text as written validates what
    construkt-gen reads; the schemas accept both spellings where a number or a boolean is meant,
    because editors (yaml-language-server) type scalars by YAML 1.2's core schema. libyaml is the
    parser construkt-gen uses; PyYAML's own parser rejects `{ posterURL: URL?, rating: Double }`.
    """


TextLoader.yaml_implicit_resolvers = {}
TextLoader.add_implicit_resolver("tag:yaml.org,2002:null", re.compile(r"^(?:|~|null|Null|NULL)$"), ["", "~", "n", "N"])


def kind_of(path: pathlib.Path):
    if path.name == "construkt.yaml":
        return "construkt"
    for suffix, kind in SUFFIXES.items():
        if path.name.endswith(suffix):
            return kind
    return None


def files_below(path: pathlib.Path):
    if path.is_dir():
        return sorted(p for p in path.rglob("*.yaml") if kind_of(p) and not any(part.startswith(".") for part in p.parts))
    return [path]


def load_schemas():
    schemas = {}
    for file in sorted(SCHEMAS.glob("*.schema.json")):
        schema = json.loads(file.read_text(encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        schemas[file.name.removesuffix(".schema.json")] = schema
    return schemas


def shared_definition_drift(schemas):
    """The files are self-contained, so shared `$defs` are copies; they must stay identical."""
    problems, seen = [], {}
    for kind, schema in schemas.items():
        for name, definition in schema.get("$defs", {}).items():
            if name in seen and seen[name][1] != definition:
                problems.append(f"Schemas/json/{kind}.schema.json: $defs/{name} differs from the one in {seen[name][0]}.schema.json")
            seen.setdefault(name, (kind, definition))
    return problems


def location(error):
    return "/" + "/".join(str(part) for part in error.absolute_path)


def leaves(error):
    """The innermost errors below an error that found no fitting shape (anyOf, oneOf)."""
    if not error.context:
        return [error]
    return [leaf for child in error.context for leaf in leaves(child)]


def describe(error):
    """The error's message; where no shape fitted, also the deepest miss, usually the real mistake."""
    if not error.context:
        return f"{location(error)}: {error.message}"
    deepest = max(leaves(error), key=lambda leaf: len(leaf.absolute_path))
    return f"{location(error)}: fits none of the shapes allowed here (deepest miss: {location(deepest)}: {deepest.message})"


def validate(path: pathlib.Path, schemas):
    kind = kind_of(path)
    if kind is None:
        return [f"{path}: not a construkt file name (*.screen.yaml, *.routes.yaml, *.types.yaml, *.scenario.yaml, *.components.yaml, construkt.yaml)"]
    try:
        document = yaml.load(path.read_text(encoding="utf-8"), Loader=TextLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        return [f"{path}: cannot be read: {error}"]
    validator = jsonschema.Draft202012Validator(schemas[kind])
    errors = sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path)))
    return [f"{path}: {describe(error)}" for error in errors]


def catalog_components():
    """The names of the components of ConstruktKit's catalog."""
    with open(ROOT / "Schemas" / "ConstruktKit.components.yaml", encoding="utf-8") as handle:
        return set(yaml.safe_load(handle)["components"])


def is_app_component_param(code, message):
    """Whether lint reports a missing param, an unknown param or slot, or an `on:` of the wrong
    shape, of a component an app's own file declares: the schema describes ConstruktKit's
    components, not the app's."""
    patterns = {"CK0803": MISSING_PARAM, "CK0806": SIGNAL_HANDLERS, "CK0802": UNKNOWN_PARAM}
    match = patterns[code].match(message) if code in patterns else None
    return match is not None and match.group(1) not in catalog_components()


def lint_errors():
    """Each construkt file of the checker's fixtures with the error codes its .diagnostics records."""
    errors = {}
    for diagnostics in sorted(FIXTURES.rglob("*.diagnostics")):
        fixture = diagnostics.with_suffix("")
        folder = fixture if fixture.is_dir() else fixture.parent
        for file in files_below(fixture) if fixture.is_dir() else [fixture]:
            if kind_of(file):
                errors.setdefault(file, set())
        for line in diagnostics.read_text(encoding="utf-8").splitlines():
            match = REPORTED.match(line)
            if match and match.group(1) == "error" and not match.group(4).startswith(TYPE_DEPENDENT) \
                    and not is_app_component_param(match.group(2), match.group(4)):
                errors.setdefault(folder / match.group(3), set()).add(match.group(2))
    return {file: codes for file, codes in errors.items() if file.exists() and kind_of(file)}


def check_fixtures(schemas):
    """The schemas accept what lint accepts and reject what lint rejects for its structure."""
    problems, accepted, rejected = [], 0, 0
    for file, codes in sorted(lint_errors().items()):
        found = validate(file, schemas)
        name = file.relative_to(ROOT)
        if not codes:
            accepted += 1
            problems += found
        elif codes & STRUCTURAL_CODES:
            rejected += 1
            if not found:
                problems.append(f"{name}: lint reports {', '.join(sorted(codes & STRUCTURAL_CODES))}, but the schema accepts the file")
    for problem in problems:
        print(problem)
    print(f"{accepted} files lint accepts, {rejected} files with structural errors, {len(problems)} problems")
    return 1 if problems else 0


def main(arguments):
    if arguments == ["--checker-fixtures"]:
        return check_fixtures(load_schemas())
    if any(argument.startswith("-") for argument in arguments):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    schemas = load_schemas()
    problems = shared_definition_drift(schemas)
    paths = [pathlib.Path(argument) for argument in arguments] or [ROOT / path for path in DEFAULT_PATHS]
    files = [file for path in paths for file in files_below(path)]
    if not files:
        print("error: no construkt files in " + ", ".join(map(str, paths)), file=sys.stderr)
        return 2
    for file in files:
        problems += validate(file, schemas)
    for problem in problems:
        print(problem)
    print(f"{len(files)} files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
