"""Wall time of `twokey audit --sample` without Prefect, against a loopback server, and ephemeral.

Run: `python benchmarks/sample_wall_time.py [--runs 3]`. Each mode runs the real CLI in a
subprocess with its own PREFECT_HOME and TWOKEY_HOME; the loopback server is started once
on 127.0.0.1 and reused, as a team running nightly audits would. Prints medians and the
ratio of each mode to the no-Prefect baseline measured in the same run.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

BIN = Path(sys.executable).parent


def _environment(scratch: Path, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("PREFECT_")}
    env.update(PREFECT_HOME=str(scratch / "prefect-home"), TWOKEY_HOME=str(scratch / "twokey-home"),
               PREFECT_SERVER_ANALYTICS_ENABLED="false", DO_NOT_TRACK="1",
               PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS="120", **extra)
    return env


def _time_audit(env: dict[str, str], *flags: str) -> float:
    started = time.perf_counter()
    subprocess.run([str(BIN / "twokey"), "audit", "--sample", *flags], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def _start_server(scratch: Path) -> tuple[subprocess.Popen, str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    api = f"http://127.0.0.1:{port}/api"
    server = subprocess.Popen([str(BIN / "prefect"), "server", "start", "--host", "127.0.0.1", "--port", str(port)],
                              env=_environment(scratch), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{api}/health", timeout=2):
                return server, api
        except OSError:
            time.sleep(0.5)
    server.kill()
    raise SystemExit("the loopback Prefect server did not start within 120 s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = Path(scratch_name)
        server, api = _start_server(scratch)
        try:
            modes = {
                "no Prefect (--no-prefect)": (_environment(scratch), ("--no-prefect",)),
                "loopback Prefect server": (_environment(scratch, PREFECT_API_URL=api), ()),
                "ephemeral Prefect (no PREFECT_API_URL)": (_environment(scratch), ()),
            }
            _time_audit(*modes["no Prefect (--no-prefect)"][:1])  # warm the sample repo and caches
            medians = {name: statistics.median(_time_audit(env, *flags) for _ in range(runs))
                       for name, (env, flags) in modes.items()}
        finally:
            server.terminate()
            server.wait(timeout=30)
    baseline = medians["no Prefect (--no-prefect)"]
    print(f"| mode | median wall time of {runs} runs (s) | ratio to no Prefect |")
    print("|---|---|---|")
    for name, median in medians.items():
        print(f"| {name} | {median:.2f} | {median / baseline:.1f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
