"""How an audit's peak memory grows with the repository, against Bandit's on the same files.

Run: `python benchmarks/memory_scaling.py [--runs 3]`. Three real trees of growing size, each
committed as one fresh repository from a PyPI sdist (downloaded once with pip into
`~/.cache/twokey-bench` or `$TWOKEY_BENCH_CACHE`): Flask 3.1.0's sdist (83 Python files), Django
5.2.8's `django/` folder (883) and Django 5.2.8's whole sdist, its tests included (2,818). On each,
interleaved, `bandit -r` and a full audit from an empty result store (`twokey audit --no-prefect`
in a subprocess with its own TWOKEY_HOME), measured as `benchmarks/incremental.py` measures them:
wall time and the largest single process's peak RSS from GNU time, the process tree sampled.
Medians of N runs. It never talks to anything but PyPI, through pip.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from archives import extract_tar  # the script folder is on sys.path
from incremental import CACHE, Sample, audit, median, timed  # the script folder is on sys.path

# (name on PyPI, version, the part of the sdist to commit: "" for all of it)
TREES = (("Flask", "3.1.0", ""), ("Django", "5.2.8", "django"), ("Django", "5.2.8", ""))


def sdist(name: str, version: str) -> Path:
    CACHE.mkdir(parents=True, exist_ok=True)
    wanted = f"{name.lower()}-{version}.tar.gz"
    found = [path for path in CACHE.glob("*.tar.gz") if path.name.lower() == wanted]
    if not found:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", name,
                        f"{name}=={version}", "-d", str(CACHE)], check=True)
        found = [path for path in CACHE.glob("*.tar.gz") if path.name.lower() == wanted]
    return found[0]


def make_repo(scratch: Path, name: str, version: str, part: str) -> Path:
    unpacked = scratch / f"src-{name}-{part or 'all'}"
    with tarfile.open(sdist(name, version)) as tar:
        extract_tar(tar, unpacked)
    top = next(unpacked.iterdir())
    repo = scratch / f"{name.lower()}-{part or 'sdist'}"
    if part:
        repo.mkdir()
        shutil.copytree(top / part, repo / part)
    else:
        top.rename(repo)
    git = ["git", "-C", str(repo), "-c", "user.name=bench", "-c", "user.email=bench@localhost"]
    subprocess.run([*git, "init", "-q", "-b", "main"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", f"{name} {version}"], check=True)
    return repo


def bandit(repo: Path) -> Sample:
    return timed([sys.executable, "-m", "bandit", "-q", "-r", ".", "-f", "json", "-o", os.devnull], repo,
                 dict(os.environ), ok=(0, 1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    print("| tree | Python files | Bandit s | twokey s | vs Bandit | Bandit MB | twokey MB (largest process) "
          "| vs Bandit |")
    print("|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory(prefix="twokey-memory-") as name:
        scratch = Path(name)
        for tree_name, version, part in TREES:
            repo = make_repo(scratch, tree_name, version, part)
            files = int(subprocess.run(["git", "-C", str(repo), "ls-files", "*.py"], capture_output=True, text=True,
                                       check=True).stdout.count("\n"))
            base: list[Sample] = []
            ours: list[Sample] = []
            for number in range(args.runs):
                base.append(bandit(repo))
                home, backlog = scratch / f"home-{number}", scratch / f"backlog-{number}"
                ours.append(audit(repo, home, backlog, "--full"))
                shutil.rmtree(home, ignore_errors=True)
                shutil.rmtree(backlog, ignore_errors=True)
            b_s, o_s = median(base, "seconds"), median(ours, "seconds")
            b_mb, o_mb = median(base, "max_rss_mb"), median(ours, "max_rss_mb")
            label = f"{tree_name} {version}" + (f" `{part}/`" if part else " sdist")
            print(f"| {label} | {files} | {b_s:.2f} | {o_s:.2f} | {o_s / b_s:.2f}× | {b_mb:.0f} | {o_mb:.0f} "
                  f"| {o_mb / b_mb:.2f}× |", flush=True)
            shutil.rmtree(repo, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
