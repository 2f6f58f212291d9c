"""`construkt-gen preview --serve` for the scripts that talk to it over raw sockets
(check-preview-server.py, load-preview.py): the server on a copy of Samples/Counter on a free
port, and one HTTP exchange with it, timed. Python's standard library only."""
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class PreviewServer:
    """The live preview of a copy of Samples/Counter, on 127.0.0.1 and a port the system picks."""

    def __init__(self, tool):
        self.folder = tempfile.mkdtemp(prefix="preview-server-")
        app = os.path.join(self.folder, "Counter")
        os.makedirs(app)
        for name in os.listdir(os.path.join(ROOT, "Samples/Counter")):
            if name.endswith(".yaml"):
                shutil.copy(os.path.join(ROOT, "Samples/Counter", name), app)
        self.process = subprocess.Popen([tool, "preview", "--serve", app, "--port", "0"],
                                        stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        if " at http://127.0.0.1:" not in line:
            self.stop()
            raise SystemExit(f"error: the live preview did not start: {line!r}")
        self.port = int(line.split(" at http://127.0.0.1:", 1)[1].split("/", 1)[0])

    def cpu_seconds(self):
        """The server's CPU time so far (user and system), from /proc."""
        with open(f"/proc/{self.process.pid}/stat", encoding="ascii") as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)
        shutil.rmtree(self.folder, ignore_errors=True)


class Answer:
    """One answer: its status (None when the connection closed without one), its fields (names in
    lower case), its body, and the seconds from the first byte sent to its first byte and to its end."""

    def __init__(self, raw, first, last):
        self.first, self.last = first, last
        head, _, self.body = raw.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        parts = lines[0].split(" ", 2)
        self.status = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
        self.fields = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            self.fields[name.strip().lower()] = value.strip()


def exchange(port, request, timeout=30):
    """Sends `request` (bytes, from a thread of its own, so that a server answering before it read
    everything is seen answering) and reads until the server closes the connection."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)

    def send():
        try:
            connection.sendall(request)
        except OSError:
            pass

    start = time.perf_counter()
    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    raw, first = b"", None
    try:
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            if first is None:
                first = time.perf_counter() - start
            raw += chunk
    except ConnectionResetError:
        pass
    last = time.perf_counter() - start
    connection.close()
    sender.join(timeout)
    return Answer(raw, first, last)


def get(port, path, method="GET", host="localhost"):
    """A request as a browser on this machine sends it."""
    return exchange(port, f"{method} {path} HTTP/1.1\r\nHost: {host}\r\nUser-Agent: check\r\n\r\n".encode())
