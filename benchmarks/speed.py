"""Wall time and peak memory of a full audit of a large real project, against Bandit on the same files.

Run: `python benchmarks/speed.py` (options: `--runs N`, `--no-prefect-server`, `--scaling`).
It downloads a pinned sdist from PyPI with pip into a cache folder (once), commits its
files into a temporary git repository, then times, as medians of N runs each:
- `bandit -r` over the tree (the baseline);
- `twokey audit --no-prefect` (the builtin pair, no Prefect);
- the same audit through a loopback Prefect server (`prefect server start --host 127.0.0.1`,
  a temporary PREFECT_HOME, analytics off), and the task runs it recorded per batch size.
Peak memory is the child's maximum RSS from GNU time. `--scaling` also audits growing
prefixes of the tree once each, to show whether memory grows with repository size.
It never talks to anything but PyPI (through pip) and the loopback server it starts.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from archives import extract_tar  # the script folder is on sys.path

PROJECT = "django"
VERSION = "5.1.4"
CACHE = Path(os.environ.get("TWOKEY_BENCH_CACHE", Path.home() / ".cache" / "twokey-bench"))
GNU_TIME = "/usr/bin/time"


@dataclass
class Sample:
    seconds: float
    max_rss_mb: float


def sdist() -> Path:
    """The pinned sdist, downloaded once with pip into the cache."""
    CACHE.mkdir(parents=True, exist_ok=True)
    found = sorted(CACHE.glob(f"[Dd]jango-{VERSION}.tar.gz"))
    if not found:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", PROJECT,
                        f"{PROJECT}=={VERSION}", "-d", str(CACHE)], check=True)
        found = sorted(CACHE.glob(f"[Dd]jango-{VERSION}.tar.gz"))
    return found[0]


def make_repo(archive: Path, scratch: Path, limit: int | None = None) -> Path:
    """The sdist's files committed into a fresh git repository (optionally only the first LIMIT .py files)."""
    unpacked = scratch / f"src-{limit or 'all'}"
    with tarfile.open(archive) as tar:
        extract_tar(tar, unpacked)
    root = next(unpacked.iterdir())
    if limit is not None:
        python = sorted(p for p in root.rglob("*.py"))
        for path in python[limit:]:
            path.unlink()
    git = ["git", "-C", str(root), "-c", "user.name=bench", "-c", "user.email=bench@localhost"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "sdist"], check=True)
    return root


def timed(command: list[str], cwd: Path, env: dict | None = None, ok: tuple[int, ...] = (0,)) -> Sample:
    """Run COMMAND under GNU time; wall seconds and the peak RSS of the process tree's largest member."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        done = subprocess.run([GNU_TIME, "-f", "%e %M", "-o", report.name, *command], cwd=cwd, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if done.returncode not in ok:
            raise SystemExit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr[-800:]}")
        seconds, rss_kb = report.read().split()[-2:]
    return Sample(float(seconds), int(rss_kb) / 1024)


def bandit(repo: Path) -> Sample:
    return timed([sys.executable, "-m", "bandit", "-q", "-r", ".", "-f", "json", "-o", os.devnull], repo, ok=(0, 1))


def audit(repo: Path, scratch: Path, env: dict, prefect: bool, batch: int = 200) -> Sample:
    backlog = scratch / f"backlog-{time.monotonic_ns()}"
    command = [sys.executable, "-m", "twokey.cli", "audit", str(repo), "--backlog", str(backlog),
               "--batch-size", str(batch), "--format", "json"]
    if not prefect:
        command.append("--no-prefect")
    sample = timed(command, scratch, env)
    shutil.rmtree(backlog, ignore_errors=True)
    return sample


# --- a loopback Prefect server -------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_server(home: Path) -> tuple[subprocess.Popen, dict]:
    port = free_port()
    env = {**os.environ, "PREFECT_HOME": str(home), "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
           "DO_NOT_TRACK": "1", "PREFECT_API_URL": f"http://127.0.0.1:{port}/api"}
    server = subprocess.Popen([sys.executable, "-m", "prefect", "server", "start", "--host", "127.0.0.1",
                               "--port", str(port)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=2) as answer:
                if answer.status == 200:
                    return server, env
        except OSError:
            time.sleep(1)
    stop_server(server)
    raise SystemExit("the loopback Prefect server did not become healthy within 120 s")


def stop_server(server: subprocess.Popen) -> None:
    os.killpg(server.pid, signal.SIGTERM)
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)


def last_run_tasks(env: dict) -> dict[str, int]:
    """Task runs of the most recent flow run on the server, counted by task name."""
    os.environ.update({k: env[k] for k in ("PREFECT_API_URL", "PREFECT_HOME")})
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterId
    from prefect.client.schemas.sorting import FlowRunSort

    async def count() -> dict[str, int]:
        async with get_client() as client:
            runs = await client.read_flow_runs(sort=FlowRunSort.START_TIME_DESC, limit=1)
            tasks = await client.read_task_runs(flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=[runs[0].id])))
            counts: dict[str, int] = {}
            for task in tasks:
                kind = task.name.split()[0]
                counts[kind] = counts.get(kind, 0) + 1
            return counts

    return asyncio.run(count())


# --- the report ----------------------------------------------------------------------------


def median(samples: list[Sample]) -> Sample:
    return Sample(statistics.median(s.seconds for s in samples), statistics.median(s.max_rss_mb for s in samples))


def row(name: str, samples: list[Sample], base: Sample) -> str:
    m = median(samples)
    spread = f"{min(s.seconds for s in samples):.1f}–{max(s.seconds for s in samples):.1f}"
    return (f"| {name} | {len(samples)} | {m.seconds:.1f} | {spread} | {m.seconds / base.seconds:.2f}× | "
            f"{m.max_rss_mb:.0f} | {m.max_rss_mb / base.max_rss_mb:.2f}× |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-prefect-server", action="store_true", help="skip the runs through a Prefect server")
    parser.add_argument("--scaling", action="store_true", help="also audit growing prefixes of the tree once each")
    args = parser.parse_args(argv)
    archive = sdist()
    env = {**os.environ, "PREFECT_SERVER_ANALYTICS_ENABLED": "false", "DO_NOT_TRACK": "1"}
    with tempfile.TemporaryDirectory(prefix="twokey-speed-") as scratch_name:
        scratch = Path(scratch_name)
        repo = make_repo(archive, scratch)
        files = sum(1 for _ in repo.rglob("*.py"))
        print(f"{PROJECT} {VERSION}: {files} Python files; {args.runs} runs each, interleaved\n", flush=True)
        results: dict[str, list[Sample]] = {"bandit -r": [], "twokey audit --no-prefect": []}
        for _ in range(args.runs):  # interleaved, so drift in the machine hits every tool alike
            results["bandit -r"].append(bandit(repo))
            plain_env = {**env, "PREFECT_HOME": str(scratch / "ph")}
            results["twokey audit --no-prefect"].append(audit(repo, scratch, plain_env, False))
            print(".", end="", flush=True)
        tasks: dict[int, dict[str, int]] = {}
        if not args.no_prefect_server:
            server, server_env = start_server(scratch / "prefect-home")
            try:
                audit(repo, scratch, server_env, True)  # warm the server's database once, unmeasured
                results["twokey audit (Prefect server)"] = [audit(repo, scratch, server_env, True)
                                                            for _ in range(args.runs)]
                tasks[200] = last_run_tasks(server_env)
                for batch in (100, 1000):
                    audit(repo, scratch, server_env, True, batch)
                    tasks[batch] = last_run_tasks(server_env)
            finally:
                stop_server(server)
        base = median(results["bandit -r"])
        print("\n| command | runs | median wall s | range s | vs Bandit | median peak RSS MB | vs Bandit |")
        print("|---|---|---|---|---|---|---|")
        for name, samples in results.items():
            print(row(name, samples, base))
        if "twokey audit (Prefect server)" in results:
            plain = median(results["twokey audit --no-prefect"]).seconds
            served = median(results["twokey audit (Prefect server)"]).seconds
            print(f"\nPrefect's share: {served - plain:+.1f} s "
                  f"({(served - plain) / served:.0%} of the audit through the server)")
            print("\n| batch size | batches | task runs by name |")
            print("|---|---|---|")
            for batch, counts in sorted(tasks.items()):
                by_name = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
                print(f"| {batch} | {-(-files // batch)} | {by_name} |")
        if args.scaling:
            print("\n| Python files | wall s | peak RSS MB |")
            print("|---|---|---|")
            for limit in (files // 4, files // 2, files):
                part = make_repo(archive, scratch, limit)
                sample = audit(part, scratch, {**env, "PREFECT_HOME": str(scratch / "ph")}, False)
                print(f"| {limit} | {sample.seconds:.1f} | {sample.max_rss_mb:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
