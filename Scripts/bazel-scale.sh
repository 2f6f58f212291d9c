#!/usr/bin/env bash
# The Bazel figures of Docs/performance.md: a synthetic repository of APPS apps of SCREENS screens
# each (100 × 50 = 5,000 by default, every screen a small counter from one template), built with
# the rules of bazel/ and JOBS local jobs:
#   - clean builds with sandboxed actions, unsandboxed local actions and the persistent worker;
#   - a no-op rebuild;
#   - a one-screen edit, which must rerun that app's action only (read from the execution log);
#   - a cache-only build: another workspace at another path with a new output base and only the
#     disk cache the first build filled, which must run no action.
# Offline, under a temporary folder removed at the end (the Bazel servers stopped).
# CONSTRUKT_GEN names the executable (.build/debug/construkt-gen by default).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tool=${CONSTRUKT_GEN:-$root/.build/debug/construkt-gen}
apps=${APPS:-100} screens=${SCREENS:-50} jobs=${JOBS:-2}
work=$(mktemp -d "${TMPDIR:-/tmp}/construkt-bazel-scale.XXXXXX")
workspaces=("$work/a" "$work/elsewhere/b")

bazel_in() {
    local workspace=$1
    shift
    (cd "$workspace" && timeout 1800 bazel --nohome_rc --bazelrc="$work/scale.bazelrc" \
        --output_user_root="$work/bazel-root" --max_idle_secs=600 "$@")
}

stop() {
    for workspace in "${workspaces[@]}"; do
        if [ -f "$workspace/WORKSPACE" ]; then bazel_in "$workspace" shutdown >/dev/null 2>&1 || true; fi
    done
    chmod -R u+w "$work" 2>/dev/null || true
    rm -rf "$work"
}
trap stop EXIT
trap 'exit 130' INT TERM

printf 'build --nosandbox_debug\nbuild --jobs=%s\nbuild --experimental_worker_allow_json_protocol\n' "$jobs" \
    > "$work/scale.bazelrc"

python3 - "$work/corpus" "$apps" "$screens" <<'PYTHON'
import pathlib, sys
corpus, apps, screens = pathlib.Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
template = """screen: {name}
state:
  count: Int
derived:
  canReset: ${{count > 0}}
actions:
  increment:
    - set: count
      to: ${{count + 1}}
  reset:
    - set: count
      to: 0
body:
  VStackView:
    spacing: 12
    children:
      - LabelView: "{name}: ${{count}}"
      - ButtonView: {{ title: "+", id: more, onTap: increment }}
      - ButtonView: {{ title: Reset, id: reset, enabled: "${{canReset}}", onTap: reset }}
"""
for app in range(1, apps + 1):
    folder = corpus / f"App{app:03}"
    folder.mkdir(parents=True)
    (folder / "construkt.yaml").write_text("imports: [ConstruktKit]\n")
    for screen in range(1, screens + 1):
        name = f"Screen{screen:02}"
        (folder / f"{name}.screen.yaml").write_text(template.format(name=name))
PYTHON
"$tool" lint "$work/corpus/App001" >/dev/null
cp -R "$root/bazel" "$work/rules"
"$root/Scripts/bazel-workspace.sh" "$work/a" "$work/rules" "$tool" "$work/corpus"
"$root/Scripts/bazel-workspace.sh" "$work/elsewhere/b" "$work/rules" "$tool" "$work/corpus"
targets=()
for app in $(cd "$work/a/corpus" && ls); do targets+=("//corpus/$app:swift"); done

# Generation actions that ran (not from a cache) in an execution log, and the packages they were for.
executed() {
    python3 - "$1" <<'PYTHON'
import json, sys
text, decoder, position, ran = open(sys.argv[1]).read(), json.JSONDecoder(), 0, []
while position < len(text):
    if text[position].isspace():
        position += 1
        continue
    spawn, position = decoder.raw_decode(text, position)
    if spawn.get("mnemonic") == "ConstruktGenerate" and not spawn.get("remoteCacheHit"):
        ran.append(spawn["listedOutputs"][0].split("/")[-3])
print(len(ran), " ".join(sorted(ran)))
PYTHON
}

# Times one build in seconds and prints a table row; the execution log is $work/<label>.log.
timed() {
    local workspace=$1 label=$2
    shift 2
    local start end
    start=$(date +%s.%N)
    bazel_in "$workspace" build "${targets[@]}" --execution_log_json_file="$work/$label.log" "$@" \
        >"$work/$label.out" 2>&1 || { tail -n 20 "$work/$label.out"; exit 1; }
    end=$(date +%s.%N)
    printf '| %s | %.1f s | %s | %s |\n' "$label" "$(echo "$end - $start" | bc)" \
        "$(executed "$work/$label.log" | cut -d' ' -f1)" "$(grep -o 'INFO: [0-9]* process.*' "$work/$label.out" | tail -n 1 | sed 's/^INFO: //')"
}

echo "bazel-scale: $apps apps × $screens screens, $jobs jobs, $(nproc) cores, $("$tool" --version)"
bazel_in "$work/a" info release >/dev/null 2>&1
echo "| build | wall time | generation actions run | Bazel's count |"
echo "|---|---|---|---|"
timed "$work/a" "clean, sandboxed" --spawn_strategy=sandboxed --disk_cache="$work/disk"
timed "$work/a" "no-op rebuild" --spawn_strategy=sandboxed --disk_cache="$work/disk"
edited_app=$(printf 'App%03d' $(((apps + 1) / 2)))
sed -i 's/ButtonView: { title: "+"/ButtonView: { title: "Add"/' \
    "$work/a/corpus/$edited_app/$(printf 'Screen%02d' $(((screens + 1) / 2))).screen.yaml"
timed "$work/a" "one screen edited" --spawn_strategy=sandboxed --disk_cache="$work/disk"
[ "$(executed "$work/one screen edited.log")" = "1 $edited_app" ] \
    || { echo "bazel-scale: the edit reran $(executed "$work/one screen edited.log"), not $edited_app's only" >&2; exit 1; }
bazel_in "$work/a" clean >/dev/null 2>&1
timed "$work/a" "clean, local (unsandboxed)" --spawn_strategy=local
bazel_in "$work/a" clean >/dev/null 2>&1
timed "$work/a" "clean, persistent worker" --strategy=ConstruktGenerate=worker --worker_max_instances="$jobs"
bazel_in "$work/elsewhere/b" info release >/dev/null 2>&1
timed "$work/elsewhere/b" "cache only (new workspace and output base)" --spawn_strategy=sandboxed \
    --disk_cache="$work/disk"
[ "$(executed "$work/cache only (new workspace and output base).log" | cut -d' ' -f1)" = 0 ] \
    || { echo "bazel-scale: the cache-only build ran generation actions" >&2; exit 1; }
