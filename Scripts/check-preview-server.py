#!/usr/bin/env python3
"""`construkt-gen preview --serve` against what a hostile or broken client sends, over raw sockets
(Python's standard library only). Starts the server on a copy of Samples/Counter and checks that

- GET / and GET /version are answered 200, and HEAD / and HEAD /version with the same fields and
  no body,
- a URL of a megabyte is answered 414 within milliseconds, and the connection closed,
- header fields of a megabyte are answered 431,
- a Host other than the loopback names (or none, on HTTP/1.1) is answered 421,
- no spelling of a path out of the folder is served,
- a client that sends its head a byte at a time, or nothing, is answered 408 and dropped when
  the head's 10 s are up,
- clients that leave mid-request cost the server no work afterwards,
- and the server still answers at once after all of it.

Usage: Scripts/check-preview-server.py .build/debug/construkt-gen
"""
import socket
import sys
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from preview_server import PreviewServer, exchange, get

HEAD_TIME = 10
MEGABYTE = 1 << 20


class Checks:
    def __init__(self):
        self.failures = []
        self.passed = 0

    def expect(self, condition, what):
        if condition:
            self.passed += 1
        else:
            self.failures.append(what)


def slow_client(port, pause, results, key):
    """Sends a request head a byte every `pause` seconds (far longer than the head's time in all),
    or nothing when `pause` is 0, and records the answer's status line and when the server closed."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=HEAD_TIME + 5)
    answered = threading.Event()

    def trickle():
        for byte in b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + b"s" * 200:
            if answered.wait(pause):
                return
            try:
                connection.sendall(bytes([byte]))
            except OSError:
                return

    if pause:
        threading.Thread(target=trickle, daemon=True).start()
    start = time.perf_counter()
    raw = b""
    try:
        while chunk := connection.recv(4096):
            raw += chunk
    except OSError:
        pass
    answered.set()
    results[key] = (raw.split(b"\r\n", 1)[0], time.perf_counter() - start)
    connection.close()


def main():
    tool = sys.argv[1]
    server = PreviewServer(tool)
    port = server.port
    checks = Checks()
    try:
        slow = {}
        slow_threads = [threading.Thread(target=slow_client, args=(port, 0.2, slow, "byte by byte")),
                        threading.Thread(target=slow_client, args=(port, 0, slow, "silent"))]
        for thread in slow_threads:
            thread.start()

        page = get(port, "/")
        checks.expect(page.status == 200 and b"<h1>Counter</h1>" in page.body, f"GET / is {page.status}")
        version = get(port, "/version")
        checks.expect(version.status == 200 and len(version.body) > 0, f"GET /version is {version.status}")
        for path, body in (("/", page.body), ("/version", version.body)):
            head = get(port, path, method="HEAD")
            checks.expect(head.status == 200 and head.body == b"" and head.fields.get("content-length") == str(len(body))
                          and head.fields.get("content-type") == get(port, path).fields.get("content-type"),
                          f"HEAD {path} is {head.status}, {head.fields}, a body of {len(head.body)} bytes")

        times = []
        for _ in range(5):
            answer = exchange(port, b"GET /" + b"a" * MEGABYTE + b" HTTP/1.1\r\nHost: localhost\r\n\r\n")
            checks.expect(answer.status == 414, f"a 1 MB URL is answered {answer.status}")
            times.append(answer.first or 99)
        long_url_ms = sorted(times)[2] * 1000
        checks.expect(long_url_ms < 100, f"a 1 MB URL is answered in {long_url_ms:.1f} ms (median of 5)")

        huge = exchange(port, b"GET / HTTP/1.1\r\nHost: localhost\r\nCookie: " + b"c" * MEGABYTE + b"\r\n\r\n")
        checks.expect(huge.status == 431, f"a 1 MB header field is answered {huge.status}")
        many = exchange(port, b"GET / HTTP/1.1\r\nHost: localhost\r\n" + b"X-A: 1\r\n" * 1000 + b"\r\n")
        checks.expect(many.status == 431, f"1000 header fields are answered {many.status}")

        for host in ("evil.example", f"evil.example:{port}", "localhost:1", "127.0.0.2"):
            answer = get(port, "/", host=host)
            checks.expect(answer.status == 421 and b"Counter" not in answer.body, f"Host: {host} is answered {answer.status}")
        bare = exchange(port, b"GET /version HTTP/1.1\r\n\r\n")
        checks.expect(bare.status == 421, f"HTTP/1.1 without Host is answered {bare.status}")
        for host in ("localhost", f"localhost:{port}", "127.0.0.1", f"127.0.0.1:{port}", "[::1]", f"[::1]:{port}"):
            checks.expect(get(port, "/version", host=host).status == 200, f"Host: {host} is not answered")

        for path in ("/../Counter/Counter.screen.yaml", "/..%2fCounter%2fCounter.screen.yaml",
                     "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd", "/./Counter.screen.yaml",
                     "/..\\..\\etc\\passwd", "/%252e%252e/etc/passwd", "/Counter.screen.yaml",
                     "/version/../../../etc/passwd"):
            answer = get(port, path)
            checks.expect(answer.status in (400, 404) and b"screen:" not in answer.body and b"root:" not in answer.body,
                          f"{path} is answered {answer.status}")

        before = server.cpu_seconds()
        for _ in range(20):
            connection = socket.create_connection(("127.0.0.1", port))
            connection.sendall(b"GET /" + b"a" * (64 * 1024))
            connection.close()
        for _ in range(20):
            connection = socket.create_connection(("127.0.0.1", port))
            connection.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
            connection.close()
        time.sleep(1.5)
        spent = server.cpu_seconds() - before
        checks.expect(spent < 1, f"40 clients that left cost the server {spent:.2f} s of CPU")

        for thread in slow_threads:
            thread.join(HEAD_TIME + 10)
        for key in ("byte by byte", "silent"):
            line, seconds = slow.get(key, (b"", 0))
            checks.expect(line.startswith(b"HTTP/1.1 408") and HEAD_TIME - 0.5 < seconds < HEAD_TIME + 3,
                          f"a {key} client got {line!r} after {seconds:.1f} s")

        after = get(port, "/version")
        checks.expect(after.status == 200 and after.body == version.body and after.last < 1,
                      f"GET /version afterwards is {after.status} in {after.last:.2f} s")
        checks.expect(server.process.poll() is None, "the server stopped")
    finally:
        server.stop()
    if checks.failures:
        raise SystemExit("error: preview server:\n  " + "\n  ".join(checks.failures))
    print(f"preview server: {checks.passed} passed, 0 failed (a 1 MB URL answered 414 in {long_url_ms:.1f} ms)")


if __name__ == "__main__":
    main()
