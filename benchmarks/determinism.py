"""Whether an audit's answers depend on anything but the code: the same tree, audited under different
string-hash seeds and worker counts, must give the same verdicts, reasons and tickets.

Run: `python benchmarks/determinism.py [--seeds 6] [--workers 1 2]`. The trees are real projects from
PyPI sdists (downloaded once with pip into `~/.cache/twokey-bench` or `$TWOKEY_BENCH_CACHE`, committed as
fresh repositories as `memory_scaling.py` does): Flask 3.1.0's sdist and Django 5.2.8's `django/` folder.
Each is audited with `twokey audit --no-prefect --full` from an empty result store once per
(seed, workers), with `PYTHONHASHSEED` set: Python's set order of strings changes with it, and the helper
processes inherit it. A run is compared with the first on every verdict (finding, slot, verdict,
reason) and on every ticket (fingerprint, status); the differences are printed. It never talks to
anything but PyPI, through pip.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from memory_scaling import make_repo  # the script folder is on sys.path

TREES = (("Flask", "3.1.0", ""), ("Django", "5.2.8", "django"))


def answers(repo: Path, home: Path, seed: int, workers: int) -> set[str]:
    """Every verdict and ticket of one audit, as comparable lines."""
    backlog = home / "backlog"
    command = [sys.executable, "-m", "twokey.cli", "audit", str(repo), "--no-prefect", "--full", "--format", "json",
               "--backlog", str(backlog), "--workers", str(workers)]
    env = {**os.environ, "TWOKEY_HOME": str(home), "PYTHONHASHSEED": str(seed), "DO_NOT_TRACK": "1",
           "PREFECT_SERVER_ANALYTICS_ENABLED": "false"}
    done = subprocess.run(command, cwd=repo.parent, env=env, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise SystemExit(f"audit failed (rc {done.returncode}): {done.stderr.strip()[-500:]}")
    found: set[str] = set()
    for log in (home / "runs").glob("*.jsonl"):
        for line in log.read_text().splitlines():
            event = json.loads(line)
            if event["event"] == "verdict":
                found.add(f"verdict {event['fingerprint']} {event['slot']} {event['verdict']}: {event['reason']}")
    for ticket in backlog.glob("*.md"):
        found.add(f"ticket {ticket.name}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=6, help="hash seeds per worker count (0..N-1)")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args(argv)
    print("| tree | Python files | audits | verdicts + tickets | runs that differ from the first |")
    print("|---|---|---|---|---|")
    failed = False
    with tempfile.TemporaryDirectory(prefix="twokey-determinism-") as name:
        scratch = Path(name)
        for tree_name, version, part in TREES:
            repo = make_repo(scratch, tree_name, version, part)
            files = len(subprocess.run(["git", "-C", str(repo), "ls-files", "*.py"], capture_output=True, text=True,
                                       check=True).stdout.splitlines())
            first: set[str] | None = None
            differing: list[str] = []
            runs = [(seed, workers) for workers in args.workers for seed in range(args.seeds)]
            for seed, workers in runs:
                home = scratch / f"home-{seed}-{workers}"
                found = answers(repo, home, seed, workers)
                shutil.rmtree(home, ignore_errors=True)
                if first is None:
                    first = found
                    continue
                if found != first:
                    differing.append(f"seed {seed}, {workers} workers")
                    for line in sorted(found ^ first):
                        print(f"  {'+' if line in found else '-'} {line}", file=sys.stderr)
            label = f"{tree_name} {version}" + (f" `{part}/`" if part else " sdist")
            print(f"| {label} | {files} | {len(runs)} | {len(first or ())} | "
                  f"{len(differing)}{': ' + '; '.join(differing) if differing else ''} |", flush=True)
            failed |= bool(differing)
            shutil.rmtree(repo, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
