"""What an audit costs on a real project with real history: full, unchanged, and after an upgrade.

Run: `python benchmarks/incremental.py [--runs 3]`. It downloads two consecutive Django
releases as sdists with pip (`pip download --no-deps --no-binary :all:`, once, into
`~/.cache/twokey-bench` or `$TWOKEY_BENCH_CACHE`) and commits their `django/` folders as two
commits of one fresh repository. Then, interleaved so that machine noise falls on every row,
it times as medians of N runs:
- `bandit -r django` at the newer release (the baseline);
- a full audit (`twokey audit --no-prefect`) of the newer release, from an empty result store;
- a re-audit of it with nothing changed (same backlog, same store);
- the upgrade: an audit of the newer release after a finished audit of the older one.
Every audit runs the real CLI in a subprocess with its own TWOKEY_HOME. Wall time and the
largest process's peak RSS come from GNU time; the process tree (twokey, its fork server and
its workers) is also sampled four times a second for its summed RSS and CPU time, because GNU
time sees only the processes it waits for. (Sampled every 20 ms, reading each process's
`smaps_rollup` took most of a core: free for Bandit, which uses one, but not for an audit that
uses both.) It never talks to anything but PyPI, through pip.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from archives import extract_tar  # the script folder is on sys.path

# Popped, not read: any TWOKEY_* variable reaching twokey itself must be a setting, or it refuses to start.
CACHE = Path(os.environ.pop("TWOKEY_BENCH_CACHE", Path.home() / ".cache" / "twokey-bench"))
RELEASES = ("5.2.7", "5.2.8")
GNU_TIME = "/usr/bin/time"
TICKS = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


@dataclass
class Sample:
    seconds: float
    max_rss_mb: float  # the largest single process (GNU time)
    tree_rss_mb: float = 0.0  # the whole process tree at its peak (sampled)
    tree_pss_mb: float = 0.0  # the same, counting pages the processes share once (proportional set size)
    cpu_seconds: float = 0.0  # user + system time of the whole tree (sampled)
    summary: dict | None = None


# --- the project and its history ------------------------------------------------------------------

def sdist(release: str) -> Path:
    CACHE.mkdir(parents=True, exist_ok=True)
    found = sorted(CACHE.glob(f"[Dd]jango-{release}.tar.gz"))
    if not found:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", "django",
                        f"django=={release}", "-d", str(CACHE)], check=True)
        found = sorted(CACHE.glob(f"[Dd]jango-{release}.tar.gz"))
    return found[0]


def make_history(scratch: Path) -> Path:
    """One repository, one commit per release, each holding that release's `django/` folder."""
    repo = scratch / "django-history"
    repo.mkdir()
    git = ["git", "-C", str(repo), "-c", "user.name=bench", "-c", "user.email=bench@localhost"]
    subprocess.run([*git, "init", "-q", "-b", "main"], check=True)
    for release in RELEASES:
        unpacked = scratch / f"src-{release}"
        with tarfile.open(sdist(release)) as tar:
            extract_tar(tar, unpacked)
        shutil.rmtree(repo / "django", ignore_errors=True)
        shutil.copytree(next(unpacked.iterdir()) / "django", repo / "django")
        subprocess.run([*git, "add", "-A"], check=True)
        subprocess.run([*git, "commit", "-qm", f"Django {release}"], check=True)
    return repo


# --- measuring a process tree ---------------------------------------------------------------------

SAMPLE_SECONDS = 0.25  # the sampler's own reads must not take a core from what it measures


class TreeSampler:
    """Samples the summed RSS and CPU time of ROOT and every process below it until stopped."""

    def __init__(self, root: int) -> None:
        self.root, self.peak_rss, self.peak_pss, self.cpu = root, 0, 0, {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            rss = pss = 0
            for pid in _descendants(self.root):
                stat = _stat(pid)
                if stat is not None:
                    self.cpu[pid] = stat[0]
                    rss += stat[1]
                    pss += _pss(pid)
            self.peak_rss, self.peak_pss = max(self.peak_rss, rss), max(self.peak_pss, pss)
            self._stop.wait(SAMPLE_SECONDS)

    def stop(self) -> tuple[float, float, float]:
        self._stop.set()
        self._thread.join()
        return self.peak_rss / 2**20, self.peak_pss / 2**20, sum(self.cpu.values())


def _descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            stat = _read(f"/proc/{entry}/stat")
            if stat:
                parent = int(stat.rsplit(")", 1)[1].split()[1])
                children.setdefault(parent, []).append(int(entry))
    found, queue = [], [root]
    while queue:
        pid = queue.pop()
        found.append(pid)
        queue.extend(children.get(pid, []))
    return found


def _stat(pid: int) -> tuple[float, int] | None:
    """(user + system seconds, resident bytes) of PID, or None if it is gone."""
    stat, statm = _read(f"/proc/{pid}/stat"), _read(f"/proc/{pid}/statm")
    if not stat or not statm:
        return None
    fields = stat.rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS, int(statm.split()[1]) * PAGE


def _pss(pid: int) -> int:
    for line in _read(f"/proc/{pid}/smaps_rollup").splitlines():
        if line.startswith("Pss:"):
            return int(line.split()[1]) * 1024
    return 0


def _read(path: str) -> str:
    try:
        with open(path) as handle:
            return handle.read()
    except OSError:
        return ""


def timed(command: list[str], cwd: Path, env: dict, ok: tuple[int, ...] = (0,)) -> Sample:
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        process = subprocess.Popen([GNU_TIME, "-f", "%e %M", "-o", report.name, *command], cwd=cwd, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        sampler = TreeSampler(process.pid)
        out, err = process.communicate()
        tree_rss, tree_pss, cpu = sampler.stop()
        if process.returncode not in ok:
            raise SystemExit(f"{' '.join(command)} failed ({process.returncode}): {err[-1500:]}")
        seconds, rss_kb = report.read().split()[-2:]
    summary = json.loads(out) if out.startswith("{") else None
    return Sample(float(seconds), int(rss_kb) / 1024, tree_rss, tree_pss, cpu, summary)


# --- the three audits and the baseline ------------------------------------------------------------

def environment(home: Path) -> dict:
    return {**os.environ, "TWOKEY_HOME": str(home), "PREFECT_SERVER_ANALYTICS_ENABLED": "false", "DO_NOT_TRACK": "1"}


def bandit(repo: Path) -> Sample:
    return timed([sys.executable, "-m", "bandit", "-q", "-r", "django", "-f", "json", "-o", os.devnull], repo,
                 dict(os.environ), ok=(0, 1))


def audit(repo: Path, home: Path, backlog: Path, *flags: str) -> Sample:
    command = [sys.executable, "-m", "twokey.cli", "audit", str(repo), "--no-prefect", "--backlog", str(backlog),
               "--format", "json", *flags]
    return timed(command, repo.parent, environment(home))


def one_round(repo: Path, scratch: Path, number: int) -> dict[str, Sample]:
    home, backlog = scratch / f"home-{number}", scratch / f"backlog-{number}"
    upgrade_home, upgrade_backlog = scratch / f"home-up-{number}", scratch / f"backlog-up-{number}"
    samples = {"bandit -r": bandit(repo)}
    samples["full audit"] = audit(repo, home, backlog)
    samples["re-audit, nothing changed"] = audit(repo, home, backlog)
    audit(repo, upgrade_home, upgrade_backlog, "--commit", "HEAD~1")  # the older release, unmeasured
    samples["audit after the upgrade"] = audit(repo, upgrade_home, upgrade_backlog)
    shutil.rmtree(upgrade_home / "cache")  # the same upgrade on a machine that kept no results
    audit(repo, upgrade_home, scratch / f"backlog-up-cold-{number}", "--commit", "HEAD~1")
    shutil.rmtree(upgrade_home / "cache")
    samples["upgrade, no kept results"] = audit(repo, upgrade_home, scratch / f"backlog-up-cold-{number}")
    for path in (home, backlog, upgrade_home, upgrade_backlog, scratch / f"backlog-up-cold-{number}"):
        shutil.rmtree(path, ignore_errors=True)
    return samples


# --- the report -----------------------------------------------------------------------------------

def median(samples: list[Sample], field: str) -> float:
    return statistics.median(getattr(sample, field) for sample in samples)


def report(results: dict[str, list[Sample]], changed: int, total: int) -> None:
    base, full = results["bandit -r"], results["full audit"]
    print("\n| run | runs | median wall s | range s | vs Bandit | vs full audit | peak RSS MB (largest process) "
          "| vs Bandit | peak RSS MB (process tree) | peak PSS MB (process tree) | vs Bandit | CPU s (tree) "
          "| files analysed | provider calls |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, samples in results.items():
        wall = median(samples, "seconds")
        spread = f"{min(s.seconds for s in samples):.2f}–{max(s.seconds for s in samples):.2f}"
        rss = median(samples, "max_rss_mb")
        summary = samples[-1].summary or {}
        analysed = f"{summary['files_audited']} of {summary['files_total']}" if summary else "all"
        calls = summary.get("turns", "-") if summary else "-"
        print(f"| {name} | {len(samples)} | {wall:.2f} | {spread} | {wall / median(base, 'seconds'):.2f}× | "
              f"{wall / median(full, 'seconds'):.3f}× | {rss:.0f} | {rss / median(base, 'max_rss_mb'):.2f}× | "
              f"{median(samples, 'tree_rss_mb'):.0f} | {median(samples, 'tree_pss_mb'):.0f} | "
              f"{median(samples, 'tree_pss_mb') / median(base, 'tree_pss_mb'):.2f}× | "
              f"{median(samples, 'cpu_seconds'):.1f} | {analysed} | {calls} |")
    print(f"\nThe upgrade changed {changed} of {total} Python files.")
    for name in ("re-audit, nothing changed", "audit after the upgrade"):
        summary = results[name][-1].summary or {}
        print(f"{name}: {summary.get('turns')} provider calls, {summary.get('reused_raises')} file raises and "
              f"{summary.get('reused_verdicts')} verdicts reused, {summary.get('files_carried')} files carried forward")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="twokey-incremental-") as name:
        scratch = Path(name)
        repo = make_history(scratch)
        diff = subprocess.run(["git", "-C", str(repo), "diff", "--name-only", "HEAD~1", "HEAD", "--", "*.py"],
                              capture_output=True, text=True, check=True).stdout.split()
        total = len(list((repo / "django").rglob("*.py")))
        print(f"Django {RELEASES[0]} -> {RELEASES[1]}: {total} Python files, {len(diff)} changed; "
              f"{os.cpu_count()} cores; {args.runs} interleaved runs", flush=True)
        results: dict[str, list[Sample]] = {}
        for number in range(args.runs):
            for key, sample in one_round(repo, scratch, number).items():
                results.setdefault(key, []).append(sample)
            print(".", end="", flush=True)
        report(results, len(diff), total)
    return 0


if __name__ == "__main__":
    started = time.monotonic()
    code = main()
    print(f"\n({time.monotonic() - started:.0f} s in all)")
    sys.exit(code)
