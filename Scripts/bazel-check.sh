#!/usr/bin/env bash
# construkt-gen's Bazel rules end to end (Docs/bazel.md), offline and on the loopback address only:
#   1. workspace A builds the Samples' apps with sandboxed actions, uploading to a real HTTP remote
#      cache (nginx with WebDAV PUT, started here on 127.0.0.1); the Swift equals Samples/*/Generated;
#   2. the same build with the persistent worker gives the same bytes;
#   3. workspace B, at another path and with a new output base, builds the same targets: every
#      generation action is a remote cache hit (none runs) and the bytes are A's;
#   4. the Samples' construkt_lint_test targets pass sandboxed, and one on a broken file fails
#      with its report among the test's outputs.
# Everything lives in one temporary folder, removed at the end with nginx and both Bazel servers
# stopped, whatever happens. CONSTRUKT_GEN names the executable (.build/debug/construkt-gen).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tool=${CONSTRUKT_GEN:-$root/.build/debug/construkt-gen}
limit=${BAZEL_CHECK_TIMEOUT:-600}
work=$(mktemp -d "${TMPDIR:-/tmp}/construkt-bazel-check.XXXXXX")
nginx_pid=
workspaces=("$work/a" "$work/elsewhere/b")

stop() {
    for workspace in "${workspaces[@]}"; do
        if [ -f "$workspace/WORKSPACE" ]; then bazel_in "$workspace" shutdown >/dev/null 2>&1 || true; fi
    done
    if [ -n "$nginx_pid" ]; then kill "$nginx_pid" 2>/dev/null || true; fi
    chmod -R u+w "$work" 2>/dev/null || true
    rm -rf "$work"
}
trap stop EXIT
trap 'exit 130' INT TERM

fail() {
    echo "bazel-check: $*" >&2
    exit 1
}

# Bazel in a workspace: its own startup options (output under $work, a server that stops itself),
# no user rc file (the system's says where a packaged Bazel is installed), a bounded run.
bazel_in() {
    local workspace=$1
    shift
    (cd "$workspace" && timeout "$limit" bazel --nohome_rc --bazelrc="$work/check.bazelrc" \
        --output_user_root="$work/bazel-root" --max_idle_secs=300 "$@")
}

# Sandboxes are removed after each action, whatever a machine's rc file says; tests need no
# download of coverage tools.
printf 'build --nosandbox_debug\nbuild --coverage_report_generator=//tools:no_coverage_tools\n' > "$work/check.bazelrc"

# The remote cache: nginx (on PATH or in /usr/sbin) storing what Bazel PUTs and serving it back.
# Bazel uploads with up to 100 connections at once (--remote_max_connections), so nginx's worker
# takes many more than that: with too few, a busy upload had connections dropped
# (BulkTransferException, "could not use the remote cache").
nginx=$(command -v nginx || echo /usr/sbin/nginx)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
mkdir -p "$work/nginx/cache" "$work/nginx/temp" "$work/nginx/logs"
cat > "$work/nginx/nginx.conf" <<NGINX
daemon off;
user $(id -un) $(id -gn);
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log;
events { worker_connections 1024; }
http {
    access_log $work/nginx/logs/access.log;
    client_body_temp_path $work/nginx/temp/body;
    proxy_temp_path $work/nginx/temp/proxy;
    fastcgi_temp_path $work/nginx/temp/fastcgi;
    uwsgi_temp_path $work/nginx/temp/uwsgi;
    scgi_temp_path $work/nginx/temp/scgi;
    server {
        listen 127.0.0.1:$port;
        root $work/nginx/cache;
        client_max_body_size 1g;
        location / {
            dav_methods PUT;
            create_full_put_path on;
            dav_access user:rw;
        }
    }
}
NGINX
"$nginx" -c "$work/nginx/nginx.conf" -e "$work/nginx/logs/error.log" &
nginx_pid=$!
for _ in $(seq 50); do
    if python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1)" 2>/dev/null; then break; fi
    sleep 0.1
done
cache=http://127.0.0.1:$port

cp -R "$root/bazel" "$work/rules"
"$root/Scripts/bazel-workspace.sh" "$work/a" "$work/rules" "$tool" "$root/Samples"
"$root/Scripts/bazel-workspace.sh" "$work/elsewhere/b" "$work/rules" "$tool" "$root/Samples"
apps=$(cd "$work/a/Samples" && ls)
targets=()
for app in $apps; do targets+=("//Samples/$app:swift"); done

# Generation actions that ran rather than came from a cache, read from an execution log (a stream
# of JSON objects, one per spawn).
executed() {
    python3 - "$1" <<'PYTHON'
import json, sys
text, decoder, position, ran = open(sys.argv[1]).read(), json.JSONDecoder(), 0, 0
while position < len(text):
    if text[position].isspace():
        position += 1
        continue
    spawn, position = decoder.raw_decode(text, position)
    if spawn.get("mnemonic") == "ConstruktGenerate" and not spawn.get("remoteCacheHit"):
        ran += 1
print(ran)
PYTHON
}

echo "bazel-check: workspace A, sandboxed, uploading to $cache"
bazel_in "$work/a" build "${targets[@]}" --spawn_strategy=sandboxed --remote_cache="$cache" \
    --execution_log_json_file="$work/a.log" 2>&1 | tee "$work/a.out" | grep -E '^(INFO: [0-9]+ process|ERROR)' || true
grep -q 'Build completed successfully' "$work/a.out" || fail "workspace A did not build (see above)"
if grep -q 'Remote Cache' "$work/a.out"; then fail "workspace A could not use the remote cache: $(grep -m1 -A1 'Remote Cache' "$work/a.out")"; fi
[ "$(executed "$work/a.log")" -eq "$(echo "$apps" | wc -w)" ] || fail "workspace A should run one action per app"
a_bin=$(bazel_in "$work/a" info bazel-bin 2>/dev/null)
for app in $apps; do
    diff -r -x '*.params' "$root/Samples/$app/Generated" "$a_bin/Samples/$app/swift" >/dev/null \
        || fail "the Swift Bazel generated for $app differs from Samples/$app/Generated"
done
find "$a_bin/Samples" -name '*.swift' -exec cat {} + | sha256sum > "$work/a.sum"
if grep -rl "$work" "$a_bin/Samples" >/dev/null; then fail "a generated file holds an absolute path"; fi

echo "bazel-check: workspace A again, with the persistent worker and no cache"
bazel_in "$work/a" clean
bazel_in "$work/a" build "${targets[@]}" --strategy=ConstruktGenerate=worker --worker_max_instances=1 \
    --experimental_worker_allow_json_protocol --execution_log_json_file="$work/worker.log" 2>&1 \
    | tee "$work/worker.out" | grep -E '^(INFO: [0-9]+ process|ERROR)' || true
grep -q "$(echo "$apps" | wc -w) worker" "$work/worker.out" || fail "the persistent worker did not run every action"
find "$a_bin/Samples" -name '*.swift' -exec cat {} + | sha256sum | cmp -s - "$work/a.sum" \
    || fail "the persistent worker wrote other bytes than the sandboxed actions"

echo "bazel-check: workspace B, another path, a clean output base, the same remote cache"
bazel_in "$work/elsewhere/b" build "${targets[@]}" --spawn_strategy=sandboxed --remote_cache="$cache" \
    --execution_log_json_file="$work/b.log" 2>&1 | tee "$work/b.out" | grep -E '^(INFO: [0-9]+ process|ERROR)' || true
grep -q 'Build completed successfully' "$work/b.out" || fail "workspace B did not build (see above)"
[ "$(executed "$work/b.log")" -eq 0 ] || fail "workspace B ran $(executed "$work/b.log") generation actions, not 0"
b_bin=$(bazel_in "$work/elsewhere/b" info bazel-bin 2>/dev/null)
find "$b_bin/Samples" -name '*.swift' -exec cat {} + | sha256sum | cmp -s - "$work/a.sum" \
    || fail "workspace B's Swift differs from workspace A's"

echo "bazel-check: lint tests, sandboxed"
lint_targets=()
for app in $apps; do lint_targets+=("//Samples/$app:lint"); done
bazel_in "$work/a" test "${lint_targets[@]}" --spawn_strategy=sandboxed 2>&1 | tail -n 8
mkdir -p "$work/a/Broken"
printf 'imports: [ConstruktKit]\n' > "$work/a/Broken/construkt.yaml"
printf 'screen: Broken\nscreen: Again\nbody:\n  LabelView: Hello\n' > "$work/a/Broken/Broken.screen.yaml"
cp "$work/a/Samples/$(echo "$apps" | head -n 1)/BUILD.bazel" "$work/a/Broken/BUILD.bazel"
status=0
bazel_in "$work/a" test //Broken:lint --spawn_strategy=sandboxed --test_output=errors > "$work/broken.out" 2>&1 || status=$?
[ "$status" -eq 3 ] || { cat "$work/broken.out"; fail "the lint test of a broken file should fail (exit 3), not exit $status"; }
grep -q 'Broken.screen.yaml:2:1: error: duplicate key' "$work/broken.out" || fail "the failing lint test shows no report"
testlogs=$(bazel_in "$work/a" info bazel-testlogs 2>/dev/null)
python3 - "$testlogs/Broken/lint/test.outputs" <<'PYTHON' || fail "the lint report is not among the test's outputs"
import pathlib, sys, zipfile
folder = pathlib.Path(sys.argv[1])
archive = folder / "outputs.zip"
names = zipfile.ZipFile(archive).namelist() if archive.exists() else [p.name for p in folder.iterdir()]
sys.exit(0 if {"construkt-lint.txt", "construkt-lint.sarif"} <= set(names) else 1)
PYTHON
echo "bazel-check: $(echo "$apps" | wc -w) apps built sandboxed, by the worker and from the remote cache with identical bytes; lint tests pass, and fail on a broken file"
