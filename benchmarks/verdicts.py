"""The share of `uncertain` verdicts per category and judging slot, on any audited tree.

Run: `python benchmarks/verdicts.py TARGET...` where each TARGET is `blind`, `blind2`,
`blind3` or `blind4` (the four blind corpora; the first has been a development set since 2026-12-02),
`dev5` (a development corpus written without knowledge of the analysers, whose misses are read),
`corpus` (the original labelled corpus), or a path to an sdist (`.tar.gz`) or a folder. Each
target is committed into a fresh one-commit git repository and audited with the builtin pair
(`run_audit`, no Prefect, a temporary TWOKEY_HOME). Every finding that was judged counts once,
under the slot that judged it and the finding's category: confirmed, refuted or uncertain.
`--tickets` also lists the tickets of sdists and folders, never of a blind corpus (whose
files the people tuning the analysers must not read; `--tickets` refuses all three).

Limits, plainly: a finding both slots raise is judged twice (once per round) and counts
twice, once under each judge; findings whose evidence failed the orchestrator's check
(unsupported) are not judged and are left out.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

from archives import extract_tar  # the script folder is on sys.path

HERE = Path(__file__).resolve().parent
KNOWN = {"blind": HERE / "blind_corpus", "blind2": HERE / "blind_corpus2", "blind3": HERE / "blind_corpus3",
         "blind4": HERE / "blind_corpus4", "dev5": HERE / "dev_corpus5", "blind6": HERE / "blind_corpus6",
         "blind7": HERE / "blind_corpus7", "blind8": HERE / "blind_corpus8", "dev9": HERE / "dev_corpus9",
         "dev10": HERE / "dev_corpus10", "blind11": HERE / "blind_corpus11",
         "blind12": HERE / "blind_corpus12", "blind13": HERE / "blind_corpus13", "blind14": HERE / "blind_corpus14",
         "blind15": HERE / "blind_corpus15", "blind16": HERE / "blind_corpus16",
         "blind17": HERE / "blind_corpus17", "blind18": HERE / "blind_corpus18",
         "blind19": HERE / "blind_corpus19", "blind20": HERE / "blind_corpus20", "blind21": HERE / "blind_corpus21",
         "blind22": HERE / "blind_corpus22", "blind23": HERE / "blind_corpus23",
         "blind24": HERE / "blind_corpus24", "blind25": HERE / "blind_corpus25",
         "blind26": HERE / "blind_corpus26", "blind27": HERE / "blind_corpus27",
         "blind28": HERE / "blind_corpus28", "blind29": HERE / "blind_corpus29",
         "blind30": HERE / "blind_corpus30", "blind31": HERE / "blind_corpus31",
         "blind32": HERE / "blind_corpus32", "blind33": HERE / "blind_corpus33",
         "blind34": HERE / "blind_corpus34", "blind35": HERE / "blind_corpus35", "blind36": HERE / "blind_corpus36",
         "corpus": HERE / "corpus"}
BLIND = frozenset({"blind", "blind2", "blind3", "blind4", "blind6", "blind7", "blind8", "blind11", "blind12",
                   "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "blind20", "blind21",
                   "blind22", "blind23", "blind24", "blind25", "blind26", "blind27",
                   "blind28", "blind29", "blind30", "blind31", "blind32", "blind33", "blind34",
                   "blind35", "blind36"})
LABEL_FILES = ("labels.yaml",)


def _tree(target: str, scratch: Path) -> Path:
    """A folder holding TARGET's files, ready to be committed."""
    source = KNOWN.get(target, Path(target))
    if source.is_dir():
        root = scratch / "tree"
        shutil.copytree(source, root, ignore=shutil.ignore_patterns(*LABEL_FILES))
        return root
    with tarfile.open(source) as tar:
        extract_tar(tar, scratch / "src")
    return next((scratch / "src").iterdir())


def _commit(root: Path) -> None:
    git = ["git", "-C", str(root), "-c", "user.name=bench", "-c", "user.email=bench@localhost"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "snapshot"], check=True)


def audit(target: str):
    """The report of one builtin-pair audit of TARGET."""
    from flows.audit.core import AuditRequest, run_audit
    from twokey.kernel.settings import Settings

    with tempfile.TemporaryDirectory(prefix="twokey-verdicts-") as scratch:
        root = _tree(target, Path(scratch))
        _commit(root)
        before = os.environ.get("TWOKEY_HOME")
        os.environ["TWOKEY_HOME"] = str(Path(scratch) / "home")
        try:
            return run_audit(AuditRequest(path=root, settings=Settings(backlog=str(Path(scratch) / "backlog"))))
        finally:
            if before is None:
                os.environ.pop("TWOKEY_HOME", None)
            else:
                os.environ["TWOKEY_HOME"] = before


def verdict_table(report) -> dict[tuple[str, str], Counter]:
    """(judging slot, category) -> counts of confirmed / refuted / uncertain."""
    table: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for confirmed in report.outcome.confirmed.values():
        table[(confirmed.confirmed_by.slot.value, confirmed.finding.category)]["confirmed"] += 1
    for entry in report.outcome.ledger.values():
        if entry.judged_by is not None and entry.outcome in ("refuted", "uncertain"):
            table[(entry.judged_by.slot.value, entry.finding.category)][entry.outcome] += 1
    return table


def judged_rows(report) -> list[dict]:
    """One row per judged finding: where, what, who judged it, and why."""
    rows = []
    for item in report.outcome.confirmed.values():
        rows.append(_judged(item.finding, item.confirmed_by.slot.value, "confirmed", item.confirmation.reason))
    for entry in report.outcome.ledger.values():
        if entry.judged_by is not None:
            rows.append(_judged(entry.finding, entry.judged_by.slot.value, entry.outcome, entry.reason))
    return rows


def _judged(finding, judge: str, verdict: str, reason: str) -> dict:
    loc = finding.primary
    return {"judge": judge, "verdict": verdict, "category": finding.category, "path": loc.path,
            "line": loc.start_line, "title": finding.title, "reason": reason}


def print_table(name: str, table: dict[tuple[str, str], Counter]) -> None:
    print(f"\n{name}: verdicts per judging slot and category")
    print("| judge | category | confirmed | refuted | uncertain | uncertain share |")
    print("|---|---|---|---|---|---|")
    totals: dict[str, Counter] = defaultdict(Counter)
    for (judge, category), counts in sorted(table.items()):
        totals[judge].update(counts)
        print(_row(judge, category, counts))
    for judge, counts in sorted(totals.items()):
        print(_row(judge, "**all**", counts))


def _row(judge: str, category: str, counts: Counter) -> str:
    total = sum(counts.values())
    share = counts["uncertain"] / total if total else 0.0
    return (f"| {judge} | {category} | {counts['confirmed']} | {counts['refuted']} | {counts['uncertain']} | "
            f"{share:.0%} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="+",
                        help="blind, blind2, blind3, blind4, dev5, corpus, an sdist .tar.gz or a folder")
    parser.add_argument("--tickets", action="store_true", help="list the tickets (never for the blind corpus)")
    parser.add_argument("--json", type=Path, help="also write the tables here")
    parser.add_argument("--ledger", type=Path,
                        help="write every judged finding as JSON lines (never for the blind corpus)")
    args = parser.parse_args(argv)
    results = {}
    for target in args.targets:
        report = audit(target)
        name = target if target in KNOWN else Path(target).name
        table = verdict_table(report)
        print(f"{name}: {report.files_audited} files audited, {len(report.skipped)} skipped, "
              f"{len(report.tickets)} tickets")
        print_table(name, table)
        if args.tickets and target not in BLIND:
            for ticket in report.tickets:
                loc = ticket.locations[0]
                print(f"ticket: {loc.path}:{loc.start_line} {ticket.category} [{ticket.raised_by.slot.value}] "
                      f"{ticket.title}")
        if args.ledger and target not in BLIND:
            with args.ledger.open("a", encoding="utf-8") as out:
                for row in judged_rows(report):
                    out.write(json.dumps({"target": name, **row}) + "\n")
        results[name] = {f"{judge} {category}": dict(counts) for (judge, category), counts in table.items()}
    if args.json:
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    sys.exit(main())
