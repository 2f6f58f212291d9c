#!/usr/bin/env bash
# One of Docs/editors.md's Neovim configurations, as written there, in a real Neovim driven
# headlessly (Tests/Editors/neovim-check.lua) over a copy of Samples/Counter: the server attaches,
# diagnostics follow edits, K, CTRL-] and CTRL-X CTRL-O work, and a rename leaves the app lint-clean.
# Usage: Scripts/check-neovim.sh path/to/construkt-gen [path/to/nvim [configuration]]
# The configuration is the number of the ```lua block of Docs/editors.md: 1 (the default) is the
# one for Neovim 0.7 and later, 2 the `vim.lsp.config` one for Neovim 0.11 and later. The nvim is
# the one on PATH unless given.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
nvim=${2:-nvim}
if [[ $nvim == */* ]]; then nvim=$(cd "$(dirname "$nvim")" && pwd)/$(basename "$nvim"); fi
configuration=${3:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/Counter"
ln -s "$binary" "$work/bin/construkt-gen"
cp Samples/Counter/*.yaml "$work/Counter/"
# The init.lua is a ```lua block of Docs/editors.md, so the docs are what is checked.
awk -v wanted="$configuration" '/^```lua$/ { if (++found == wanted) inside = 1; next } /^```$/ { if (inside) exit } inside' \
    Docs/editors.md >"$work/init.lua"
export CONSTRUKT_NVIM_RESULTS="$work/results.json"
(cd "$work/Counter" && PATH="$work/bin:$PATH" HOME="$work" XDG_STATE_HOME="$work/state" timeout 180 \
    "$nvim" --headless -n -i NONE -u "$work/init.lua" -c "luafile $repository/Tests/Editors/neovim-check.lua" \
    -c "qall!" Counter.screen.yaml </dev/null)
python3 - "$CONSTRUKT_NVIM_RESULTS" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))
for result in results:
    print(("ok   " if result["ok"] else "FAIL ") + result["name"] + ("" if result["ok"] else ": " + result["detail"]))
failed = [result for result in results if not result["ok"]]
print(f"neovim: {len(results) - len(failed)} of {len(results)} checks passed")
sys.exit(1 if failed or len(results) < 9 else 0)
PY
"$binary" lint --strict "$work/Counter"
