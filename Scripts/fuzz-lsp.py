#!/usr/bin/env python3
"""Fuzzes and soaks `construkt-gen lsp` over its real stdio (Docs/editors.md): a burst of 10,000
edits three times over (memory must stay flat), a 10 MB document, requests for closed and unknown
files, unknown methods, then random faults until the time is up: random JSON, truncated content,
too short and too long Content-Length, invalid UTF-8, random params for every method, edits with
ranges anywhere, cancellations. After each batch of faults a request must still be answered in
time, and at the end every request sent in a readable frame has been answered (a result, an
error, or RequestCancelled). The server must never crash or hang, and ends with status 0.

Usage: Scripts/fuzz-lsp.py path/to/construkt-gen [--seconds 45] [--seed N]
"""

import argparse
import json
import os
import queue
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
METHODS = [
    "textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references",
    "textDocument/prepareRename", "textDocument/rename", "textDocument/codeAction", "textDocument/documentSymbol",
]
ANSWER_TIME = 120
MEMORY_GROWTH_LIMIT_KB = 48 * 1024


def frame(content: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(content) + content


class Server:
    """The server process, a thread reading its answers, and the ids of requests not yet answered."""

    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.answers = {}
        self.notifications = queue.Queue()
        self.answered = threading.Condition()
        self.pending = set()
        self.next_id = 0
        self.methods = {}
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        stream = self.process.stdout
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                byte = stream.read(1)
                if not byte:
                    with self.answered:
                        self.answered.notify_all()
                    return
                header += byte
            length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
            message = json.loads(stream.read(length))
            if "id" in message and "method" not in message:
                with self.answered:
                    self.answers[json.dumps(message["id"])] = message
                    self.pending.discard(json.dumps(message["id"]))
                    self.answered.notify_all()
            else:
                self.notifications.put(message)

    def write(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def request(self, method, params, expect_answer=True) -> str:
        self.next_id += 1
        key = json.dumps(self.next_id)
        self.methods[key] = method
        if expect_answer:
            with self.answered:
                self.pending.add(key)
        self.write(frame(json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}).encode()))
        return key

    def notify(self, method, params):
        self.write(frame(json.dumps({"jsonrpc": "2.0", "method": method, "params": params}).encode()))

    def wait(self, key, seconds=ANSWER_TIME):
        deadline = time.monotonic() + seconds
        with self.answered:
            while key not in self.answers:
                if self.process.poll() is not None:
                    fail(f"the server ended with status {self.process.returncode} before answering request {key}")
                left = deadline - time.monotonic()
                if left <= 0:
                    fail(f"request {key} was not answered in {seconds} s")
                self.answered.wait(left)
            return self.answers[key]

    def memory_kb(self) -> int:
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0


def fail(message):
    print(f"fuzz-lsp: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def random_json(rng, depth=0):
    kind = rng.randrange(8 if depth < 3 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, -1, 1, 2**31, -(2**63), 2**64, 1.5, 1e308])
    if kind == 3:
        return "".join(rng.choice("ab$/{}:\\\"\n é😀") for _ in range(rng.randrange(12)))
    if kind == 4:
        return rng.choice(["file:///nowhere/A.screen.yaml", "file:///", "", "not a uri", "file:///tmp/x.txt"])
    if kind == 5:
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["textDocument", "uri", "position", "line", "character", "range", "start", "end", "newName", "context",
            "text", "version", "contentChanges", "id", rng.choice(["x", "", "é"])]
    return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(5))}


def random_position(rng):
    return {"line": rng.choice([0, 1, 5, 30, 10**6, -1]), "character": rng.choice([0, 3, 12, 10**6, -5])}


def feature_params(rng, uri):
    params = {"textDocument": {"uri": uri}, "position": random_position(rng)}
    if rng.random() < 0.3:
        params["range"] = {"start": random_position(rng), "end": random_position(rng)}
        params["context"] = {"diagnostics": [], "includeDeclaration": rng.random() < 0.5}
    if rng.random() < 0.3:
        params["newName"] = rng.choice(["tally", "", "Has Space", "count", "1x", "é"])
    if rng.random() < 0.2:
        params = random_json(rng)
    return params


def fault(server, rng, uri, version):
    """One random fault; returns the buffer's next version."""
    kind = rng.randrange(11)
    if kind == 0:
        content = json.dumps(random_json(rng)).encode()
        server.write(frame(content))
    elif kind == 1:
        server.request(rng.choice(METHODS), feature_params(rng, uri))
    elif kind == 2:
        content = json.dumps({"jsonrpc": "2.0", "id": 1, "method": rng.choice(METHODS), "params": {}}).encode()
        server.write(frame(content[: rng.randrange(len(content))]))
    elif kind == 3:
        content = json.dumps({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {}}).encode()
        server.write(b"Content-Length: %d\r\n\r\n" % rng.randrange(len(content)) + content + b"\r\n\r\n")
    elif kind == 4:
        content = b'{"jsonrpc": "2.0", "method": "initialized"'
        missing = rng.randrange(1, 40)
        server.write(b"Content-Length: %d\r\n\r\n" % (len(content) + missing) + content)
        server.write(b" " * missing)
    elif kind == 5:
        server.next_id += 1
        body = b'{"jsonrpc": "2.0", "id": %d, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///\xff\xfe.screen.yaml"}, "position": {"line": 0, "character": 0}}}' % server.next_id
        server.write(frame(body))
    elif kind == 6:
        changes = []
        for _ in range(rng.randrange(1, 4)):
            change = {"text": rng.choice(["x", "", "\n", "  - LabelView: hi\n", "é😀", "${"])}
            if rng.random() < 0.9:
                change["range"] = {"start": random_position(rng), "end": random_position(rng)}
            changes.append(change)
        version += rng.choice([1, 1, 1, 0, -1])
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": changes})
    elif kind == 7:
        key = server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
        server.notify("$/cancelRequest", {"id": json.loads(key)})
    elif kind == 8:
        server.request("construkt/" + rng.choice(["nothing", "x", ""]), random_json(rng))
    elif kind == 9:
        server.write(b"Content-Type: " + b"x" * rng.randrange(10_000, 300_000) + b"\r\n\r\n")
    else:
        garbage = bytes(rng.randrange(256) for _ in range(rng.randrange(64)))
        server.write(garbage + b"\r\n\r\n")
    return version


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("binary")
    arguments.add_argument("--seconds", type=float, default=45)
    arguments.add_argument("--seed", type=int, default=int(time.time()))
    options = arguments.parse_args()
    rng = random.Random(options.seed)
    print(f"fuzz-lsp: seed {options.seed}, {options.seconds:g} s of random faults")

    folder = tempfile.mkdtemp(prefix="fuzz-lsp-")
    try:
        for name in os.listdir(os.path.join(REPOSITORY, "Samples", "Counter")):
            if name.endswith(".yaml"):
                shutil.copy(os.path.join(REPOSITORY, "Samples", "Counter", name), folder)
        path = os.path.join(folder, "Counter.screen.yaml")
        uri = "file://" + path
        text = open(path).read()
        server = Server(os.path.abspath(options.binary))
        server.wait(server.request("initialize", {"capabilities": {}}))
        server.notify("initialized", {})
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
        server.wait(server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}}))

        version = 1
        memory = []
        for _ in range(3):
            started = time.monotonic()
            for edit in range(10_000):
                version += 1
                at = {"line": 0, "character": 15}
                change = ({"range": {"start": at, "end": at}, "text": "x"} if edit % 2 == 0 else
                          {"range": {"start": at, "end": {"line": 0, "character": 16}}, "text": ""})
                server.notify("textDocument/didChange",
                              {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
            answer = server.wait(server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}}))
            if answer.get("result", [{}])[0].get("name") != "Counter":
                fail(f"after a burst of 10,000 edits the buffer is not the editor's: {answer}")
            memory.append(server.memory_kb())
            print(f"fuzz-lsp: 10,000 edits answered after {time.monotonic() - started:.1f} s, {memory[-1] // 1024} MB resident")
        if memory[-1] - memory[0] > MEMORY_GROWTH_LIMIT_KB:
            fail(f"memory grew by {(memory[-1] - memory[0]) // 1024} MB between the first and the third burst")

        big_uri = "file://" + os.path.join(folder, "Big.screen.yaml")
        big = "screen: Big\nbody:\n  VStackView:\n" + "    - LabelView: a line of text for the ten megabyte document\n" * 170_000
        started = time.monotonic()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": big_uri, "languageId": "yaml", "version": 1, "text": big}})
        server.wait(server.request("textDocument/documentSymbol", {"textDocument": {"uri": big_uri}}))
        server.wait(server.request("textDocument/hover", {"textDocument": {"uri": big_uri}, "position": {"line": 90_000, "character": 8}}))
        server.notify("textDocument/didClose", {"textDocument": {"uri": big_uri}})
        print(f"fuzz-lsp: a {len(big) / 1_000_000:.1f} MB document opened and answered in {time.monotonic() - started:.1f} s")

        for method in METHODS:
            for closed in (big_uri, "file:///nowhere/Never.screen.yaml", "file:///etc/hostname", "untitled:1"):
                server.wait(server.request(method, {"textDocument": {"uri": closed}, "position": {"line": 0, "character": 0},
                                                    "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                                                    "context": {"diagnostics": []}, "newName": "tally"}))
        unknown = server.wait(server.request("construkt/unknown", {}))
        if unknown.get("error", {}).get("code") != -32601:
            fail(f"an unknown method was answered {unknown}")

        started = time.monotonic()
        faults = 0
        while time.monotonic() - started < options.seconds:
            for _ in range(50):
                version = fault(server, rng, uri, version)
                faults += 1
            server.write(b"\r\n\r\n")
            server.wait(server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}}))
        print(f"fuzz-lsp: {faults} random faults, the server answering after each batch of 50")

        deadline = time.monotonic() + ANSWER_TIME
        with server.answered:
            while server.pending and time.monotonic() < deadline:
                server.answered.wait(1)
            if server.pending:
                methods = sorted({server.methods[key] for key in server.pending})
                fail(f"{len(server.pending)} requests were never answered, of {', '.join(methods)}: {sorted(server.pending)[:10]}")
        server.request("shutdown", None)
        server.notify("exit", None)
        status = server.process.wait(timeout=ANSWER_TIME)
        if status != 0:
            fail(f"the server ended with status {status}")
        print(f"fuzz-lsp: every request answered, {server.next_id} in all; exit status 0")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
