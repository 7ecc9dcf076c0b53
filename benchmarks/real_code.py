"""A small held-out check on real third-party code: the pair's tickets on four pinned sdists.

Run: `python benchmarks/real_code.py` (options: `--only NAME`, `--json FILE`). It downloads
each pinned sdist from PyPI with pip into a cache folder (once; `~/.cache/twokey-bench` or
`$TWOKEY_BENCH_CACHE`), unpacks it into a temporary folder, commits its files into a fresh
git repository, audits it with the builtin pair (`run_audit`, no Prefect, a temporary
TWOKEY_HOME), and prints every ticket with its hand-written label from
`benchmarks/real_code_labels.yaml`.

A ticket matches a label when the project and path are the same, the category is the same
and the line is within 3 of the labelled line. Precision is real / labelled tickets; a
ticket no label matches is listed as "needs review" and left out of precision (label it by
reading the code, then run again). Labels marked real that no ticket matches any more are
listed too: they are known defects the pair has stopped reporting.

Limits, plainly: four projects, labels written by one engineer after reading each ticket's
code, and no label for what the pair does not report, so recall is unknown.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import yaml
from archives import extract_tar  # the script folder is on sys.path

from flows.audit.core import AuditRequest, run_audit
from twokey.kernel.settings import Settings

NEAR = 3
LABELS = Path(__file__).resolve().parent / "real_code_labels.yaml"
# Popped, not read: any TWOKEY_* variable reaching twokey itself must be a setting, or it refuses to start.
CACHE = Path(os.environ.pop("TWOKEY_BENCH_CACHE", Path.home() / ".cache" / "twokey-bench"))
# (project name on PyPI, pinned version, the sdist file name's stem in lower case)
PROJECTS = (
    ("bottle", "0.12.25", "bottle-0.12.25"),
    ("web.py", "0.62", "web.py-0.62"),
    ("Paste", "3.10.1", "paste-3.10.1"),
    ("CherryPy", "18.10.0", "cherrypy-18.10.0"),
)


@dataclass(frozen=True)
class Row:
    project: str
    path: str
    line: int
    category: str
    title: str
    label: dict | None

    @property
    def verdict(self) -> str:
        if self.label is None:
            return "needs review"
        return "REAL" if self.label["real"] else "false"


def sdist(name: str, version: str, stem: str) -> Path:
    """The pinned sdist, downloaded once with pip into the cache."""
    CACHE.mkdir(parents=True, exist_ok=True)
    found = [p for p in CACHE.glob("*.tar.gz") if p.name.lower() == f"{stem}.tar.gz"]
    if not found:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", name,
                        f"{name}=={version}", "-d", str(CACHE)], check=True)
        found = [p for p in CACHE.glob("*.tar.gz") if p.name.lower() == f"{stem}.tar.gz"]
    if not found:
        raise SystemExit(f"pip did not leave {stem}.tar.gz in {CACHE}")
    return found[0]


def make_repo(archive: Path, scratch: Path) -> Path:
    unpacked = scratch / "src"
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as packed:  # zipfile drops absolute paths and ".." parts itself
            packed.extractall(unpacked)
    else:
        with tarfile.open(archive) as tar:
            extract_tar(tar, unpacked)
    root = next(unpacked.iterdir())
    git = ["git", "-C", str(root), "-c", "user.name=bench", "-c", "user.email=bench@localhost"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "sdist"], check=True)
    return root


def audit(project: str, archive: Path) -> list[tuple[str, int, str, str]]:
    """(path, line, category, title) of every ticket the pair files on the sdist."""
    with tempfile.TemporaryDirectory(prefix=f"real-{project}-") as scratch:
        root = make_repo(archive, Path(scratch))
        home, before = Path(scratch) / "home", os.environ.get("TWOKEY_HOME")
        os.environ["TWOKEY_HOME"] = str(home)
        try:
            report = run_audit(AuditRequest(path=root, settings=Settings(backlog=str(Path(scratch) / "backlog"))))
        finally:
            if before is None:
                os.environ.pop("TWOKEY_HOME", None)
            else:
                os.environ["TWOKEY_HOME"] = before
        return [(t.locations[0].path, t.locations[0].start_line, t.category, t.title) for t in report.tickets]


def label_for(project: str, path: str, line: int, category: str, labels: list[dict]) -> dict | None:
    near = [label for label in labels if label["project"] == project and label["path"] == path
            and label["category"] == category and abs(label["line"] - line) <= NEAR]
    return min(near, key=lambda label: abs(label["line"] - line)) if near else None


def score(rows: list[Row]) -> tuple[int, int, int, str]:
    real = sum(1 for r in rows if r.label is not None and r.label["real"])
    false = sum(1 for r in rows if r.label is not None and not r.label["real"])
    unlabelled = sum(1 for r in rows if r.label is None)
    precision = f"{real / (real + false):.2f}" if real + false else "n/a"
    return real, false, unlabelled, precision


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="audit one project (its PyPI name)")
    parser.add_argument("--json", type=Path, help="write the rows to this file")
    args = parser.parse_args(argv)
    labels = yaml.safe_load(LABELS.read_text(encoding="utf-8")) or []
    projects = [p for p in PROJECTS if args.only in (None, p[0])]
    if not projects:
        parser.error(f"--only must be one of {', '.join(p[0] for p in PROJECTS)}")
    rows: list[Row] = []
    for name, version, stem in projects:
        for path, line, category, title in audit(name, sdist(name, version, stem)):
            rows.append(Row(name, path, line, category, title, label_for(name, path, line, category, labels)))

    print("| project | path:line | category | label | title |")
    print("|---|---|---|---|---|")
    for r in rows:
        print(f"| {r.project} | {r.path}:{r.line} | {r.category} | {r.verdict} | {r.title} |")
    print()
    print("| project | version | tickets | real | false | needs review | precision |")
    print("|---|---|---|---|---|---|---|")
    for name, version, _ in projects:
        real, false, unlabelled, precision = score([r for r in rows if r.project == name])
        print(f"| {name} | {version} | {real + false + unlabelled} | {real} | {false} | {unlabelled} | {precision} |")
    real, false, unlabelled, precision = score(rows)
    print(f"| all | | {real + false + unlabelled} | {real} | {false} | {unlabelled} | {precision} |")

    audited = {p[0] for p in projects}
    matched = {id(r.label) for r in rows if r.label is not None}
    gone = [label for label in labels if label["real"] and label["project"] in audited and id(label) not in matched]
    for label in gone:
        print(f"known real, no longer reported: {label['project']} {label['path']}:{label['line']} "
              f"{label['category']} ({label['why']})")
    for r in rows:
        if r.label is None:
            print(f"needs review: {r.project} {r.path}:{r.line} {r.category}: {r.title}")
    if args.json:
        args.json.write_text(json.dumps([{**r.__dict__} for r in rows], indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
