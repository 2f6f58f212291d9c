#!/usr/bin/env bash
# The construkt-lint hook of .pre-commit-hooks.yaml, run by pre-commit itself as a project using
# it would: a scratch repository holding Tests/CI/Apps/Clean uses this working tree's hooks, then
#   - a change to a clean screen passes,
#   - a broken screen added beside it fails with its path:line:column error.
#
# The hook repository is a clone of this one holding the working tree's tracked files, as
# `pre-commit try-repo` makes it, but committed so that the same files are the same revision:
# pre-commit's store (.build-ci/pre-commit/store) keeps the environment it built for a revision
# (`language: swift` builds the package in release mode, minutes the first time), a later run with
# the same files reuses it, and `pre-commit gc` drops those of older revisions.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$root/.build-ci/pre-commit
hooks=$work/hook-repo
consumer=$work/consumer
export PRE_COMMIT_HOME=$work/store
mkdir -p "$work"

# The hook repository: the working tree's tracked files, committed with no parent and a fixed
# author and date, so that the revision depends on the files alone.
rm -rf "$hooks"
git clone -q --no-hardlinks "$root" "$hooks"
git_dir=$(git -C "$hooks" rev-parse --absolute-git-dir)
GIT_INDEX_FILE=$git_dir/index GIT_OBJECT_DIRECTORY=$git_dir/objects git -C "$root" add -u
revision=$(GIT_AUTHOR_NAME=construkt-gen GIT_AUTHOR_EMAIL=construkt-gen@localhost GIT_AUTHOR_DATE=2000-01-01T00:00:00Z \
    GIT_COMMITTER_NAME=construkt-gen GIT_COMMITTER_EMAIL=construkt-gen@localhost GIT_COMMITTER_DATE=2000-01-01T00:00:00Z \
    git -C "$hooks" commit-tree "$(git -C "$hooks" write-tree)" -m "construkt-gen's working tree")
git -C "$hooks" update-ref HEAD "$revision"

# The project using the hook, with a clean app committed.
rm -rf "$consumer"
mkdir -p "$consumer"
cp -R "$root/Tests/CI/Apps/Clean" "$consumer/App"
cat > "$consumer/.pre-commit-config.yaml" <<CONFIG
repos:
  - repo: $hooks
    rev: $revision
    hooks:
      - id: construkt-lint
CONFIG
git -C "$consumer" init -q
git -C "$consumer" add -A
git -C "$consumer" -c user.name=t -c user.email=t@localhost commit -q -m "a clean app"

echo "check-pre-commit: installing the hook at $revision (a release build the first time)"
printf '# edited\n' >> "$consumer/App/Home.screen.yaml"
git -C "$consumer" add -A
output=$(cd "$consumer" && pre-commit run --color never 2>&1) && status=0 || status=$?
if [ "$status" -ne 0 ] || ! grep -q '^construkt-gen lint\.*Passed$' <<<"$output"; then
    printf 'check-pre-commit: a change to a clean app should pass, but:\n%s\n' "$output" >&2
    exit 1
fi

cp "$root/Tests/CI/Apps/Broken/Broken.screen.yaml" "$consumer/App/"
git -C "$consumer" add -A
output=$(cd "$consumer" && pre-commit run --color never 2>&1) && status=0 || status=$?
expected="App/Broken.screen.yaml:3:17: error: unknown name 'missing' [CK0404]"
if [ "$status" -ne 1 ] || ! grep -qF "$expected" <<<"$output"; then
    printf 'check-pre-commit: a broken screen should fail with "%s", but (exit %s):\n%s\n' "$expected" "$status" "$output" >&2
    exit 1
fi
(cd "$consumer" && pre-commit gc >/dev/null)
echo "check-pre-commit: a clean change passes, a broken screen fails with its position"
