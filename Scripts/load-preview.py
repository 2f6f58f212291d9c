#!/usr/bin/env python3
"""`make preview-load`: CLIENTS concurrent clients (200 by default) on loopback against
`construkt-gen preview --serve` of a copy of Samples/Counter, each sending ROUNDS requests (10 by
default) on a connection of its own, as the live page does: GET /version four times in five, GET /
the fifth. All start together; every socket gives up after 30 s, so the run stops by itself.
Prints the latency (from connecting to the answer's end) at p50 and p95, per path and overall,
and fails when a request was not answered 200. Python's standard library only.

Usage: Scripts/load-preview.py .build/debug/construkt-gen [CLIENTS [ROUNDS]]
"""
import os
import socket
import sys
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from preview_server import PreviewServer, get


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


def main():
    tool = sys.argv[1]
    clients = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    server = PreviewServer(tool)
    try:
        if get(server.port, "/").status != 200:
            raise SystemExit("error: the live preview did not answer GET /")
        start = threading.Barrier(clients)
        latencies = {"/version": [], "/": []}
        failures = []
        lock = threading.Lock()

        def client(number):
            start.wait()
            for round in range(rounds):
                path = "/" if (number + round) % 5 == 0 else "/version"
                began = time.perf_counter()
                try:
                    answer = get(server.port, path)
                    status = answer.status
                except (OSError, socket.timeout) as error:
                    status = f"{type(error).__name__}"
                seconds = time.perf_counter() - began
                with lock:
                    if status == 200:
                        latencies[path].append(seconds)
                    else:
                        failures.append(f"{path}: {status}")

        cpu_before = server.cpu_seconds()
        began = time.perf_counter()
        threads = [threading.Thread(target=client, args=(number,), daemon=True) for number in range(clients)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        wall = time.perf_counter() - began
        cpu = server.cpu_seconds() - cpu_before
        if any(thread.is_alive() for thread in threads):
            failures.append("clients still waiting after 60 s")
    finally:
        server.stop()
    every = latencies["/version"] + latencies["/"]
    print(f"preview load: {clients} concurrent clients, {len(every)} requests answered 200 in {wall:.2f} s "
          f"({len(every) / wall:.0f} per second; server CPU {cpu:.2f} s on {os.cpu_count()} cores)")
    for name, values in (("GET /version", latencies["/version"]), ("GET /", latencies["/"]), ("all", every)):
        print(f"  {name:13} {len(values):5} requests  p50 {percentile(values, 0.5) * 1000:7.1f} ms  "
              f"p95 {percentile(values, 0.95) * 1000:7.1f} ms  max {max(values, default=float('nan')) * 1000:7.1f} ms")
    if failures:
        raise SystemExit(f"error: {len(failures)} requests failed, first: {failures[:5]}")


if __name__ == "__main__":
    main()
