#!/usr/bin/env bash
# The CI files construkt-gen ships, checked offline with the tools CI systems' own users run:
#   - action.yml against the GitHub Actions metadata schema, its run scripts with shellcheck;
#   - Docs/examples/construkt-lint.yml against the workflow schema and with actionlint, also with
#     the action used from this folder (`uses: ./`), so actionlint checks its inputs against action.yml;
#   - Docs/examples/gitlab-ci.yml against the GitLab CI schema;
#   - .pre-commit-hooks.yaml with pre-commit's own manifest validator.
# check-jsonschema's schemas are its built-in copies: no network.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=.build-ci/config
rm -rf "$work"
mkdir -p "$work"

check-jsonschema --builtin-schema vendor.github-actions action.yml
check-jsonschema --builtin-schema vendor.github-workflows Docs/examples/construkt-lint.yml
check-jsonschema --builtin-schema vendor.gitlab-ci Docs/examples/gitlab-ci.yml
pre-commit validate-manifest .pre-commit-hooks.yaml

actionlint Docs/examples/construkt-lint.yml

# A scratch project holding action.yml, whose workflow uses it as `./`.
project=$work/local-action
mkdir -p "$project/.github/workflows"
cp action.yml "$project/"
sed 's|uses: your-org/construkt-gen@main|uses: ./|' Docs/examples/construkt-lint.yml > "$project/.github/workflows/construkt-lint.yml"
if ! grep -q 'uses: \./$' "$project/.github/workflows/construkt-lint.yml"; then
    echo "check-ci-config: the example workflow no longer uses your-org/construkt-gen@main" >&2
    exit 1
fi
git init -q "$project"
(cd "$project" && actionlint)

# Each run script of the composite action, as the bash it runs in.
python3 - "$work/scripts" <<'PYTHON'
import pathlib, sys, yaml
folder = pathlib.Path(sys.argv[1])
folder.mkdir()
for index, step in enumerate(yaml.safe_load(open("action.yml"))["runs"]["steps"]):
    if "run" in step:
        (folder / f"step-{index}.sh").write_text("#!/usr/bin/env bash\n" + step["run"])
PYTHON
shellcheck --shell=bash "$work"/scripts/*.sh
echo "check-ci-config: action.yml, the example workflows and .pre-commit-hooks.yaml are valid"
