"""Bad input on the wire: the server answers with JSON-RPC errors and keeps serving. Raw bytes
are written here, as no LSP client library sends malformed messages."""

import json
import subprocess

from conftest import BINARY


def frame(content: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(content) + content


def read_message(stream):
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        byte = stream.read(1)
        assert byte, "the server closed its output"
        header += byte
    length = int(header.split(b":")[1].split(b"\r")[0])
    return json.loads(stream.read(length))


def test_malformed_messages_get_errors_and_the_server_keeps_serving():
    server = subprocess.Popen([BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        server.stdin.write(frame(b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}'))
        server.stdin.write(frame(b"{not json"))
        server.stdin.write(b"Content-Type: nothing\r\n\r\n")
        server.stdin.write(frame(b'[1, 2]'))
        server.stdin.write(frame(b'{"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": 7}'))
        server.stdin.write(frame(b'{"jsonrpc": "2.0", "id": 3, "method": "shutdown"}'))
        server.stdin.flush()
        answers = [read_message(server.stdout) for _ in range(6)]
        assert "capabilities" in answers[0]["result"]
        assert [answer["error"]["code"] for answer in answers[1:4]] == [-32700, -32700, -32600]
        assert answers[4]["error"]["code"] == -32602
        assert answers[5] == {"jsonrpc": "2.0", "id": 3, "result": None}
        server.stdin.write(frame(b'{"jsonrpc": "2.0", "method": "exit"}'))
        server.stdin.flush()
        assert server.wait(timeout=30) == 0
    finally:
        server.kill()


def test_the_end_of_input_without_exit_ends_the_server_with_an_error():
    server = subprocess.run([BINARY, "lsp"], input=b"", capture_output=True, timeout=30)
    assert server.returncode == 1


def test_a_client_that_stops_reading_does_not_kill_the_server():
    server = subprocess.Popen([BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        server.stdout.close()
        server.stdin.write(frame(b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}'))
        server.stdin.write(frame(b'{"jsonrpc": "2.0", "id": 2, "method": "shutdown"}'))
        server.stdin.write(frame(b'{"jsonrpc": "2.0", "method": "exit"}'))
        server.stdin.close()
        assert server.wait(timeout=30) == 0
    finally:
        server.kill()
