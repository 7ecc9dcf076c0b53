"""Precision and recall on the labelled corpus, scored from SARIF so any tool can be compared.

Run: `python benchmarks/quality.py` (add `--sarif NAME=FILE` to score another tool's SARIF,
`--json FILE` to keep the raw numbers). It commits `benchmarks/corpus/` (without its labels)
into a temporary git repository, then scores, per category and overall:
- each builtin slot raising alone (its raw findings, before any refutation);
- Bandit alone (`bandit -r -f sarif`, every rule, at the installed version);
- the doubly confirmed pair (`run_audit`, then `tickets.sarif.to_sarif` of its tickets).
A reported result matches a label when the file is the same, the category is the same
(Bandit's rule ids and any tool's CWE are mapped to our categories) and the line is within
3 of the labelled sink. It never edits the corpus or the analysers.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path

import yaml

from agent_providers.registry import provider_for
from agent_providers.seam import RaiseTask
from flows.audit.core import AuditRequest, run_audit
from tickets.models import Finding, Role, Slot
from tickets.sarif import RELATED_TEXT, to_sarif
from twokey.kernel.settings import Settings
from twokey.kernel.snapshot import Snapshot, open_target

NEAR = 3
CORPUS = Path(__file__).resolve().parent / "corpus"
# Bandit's call-level rules that name one of our categories. Import-only rules (B4xx) are
# left out: they cite an import line, not a sink, so no line rule could ever match them.
BANDIT_RULES = {
    "B102": "code-injection", "B307": "code-injection",
    "B601": "command-injection", "B602": "command-injection", "B604": "command-injection",
    "B605": "command-injection", "B609": "command-injection",
    "B608": "sql-injection",
    "B301": "unsafe-deserialization", "B302": "unsafe-deserialization", "B506": "unsafe-deserialization",
    "B614": "unsafe-deserialization",
    **{f"B3{n}": "xxe" for n in range(13, 21)},
    "B303": "weak-hash", "B324": "weak-hash",
    "B311": "weak-random",
    "B701": "xss", "B703": "xss", "B704": "xss",
}
CWE_CATEGORY = {
    77: "command-injection", 78: "command-injection", 88: "command-injection", 89: "sql-injection",
    94: "code-injection", 95: "code-injection", 643: "xpath-injection", 90: "ldap-injection",
    22: "path-traversal", 23: "path-traversal", 36: "path-traversal", 73: "path-traversal",
    79: "xss", 80: "xss", 601: "open-redirect", 502: "unsafe-deserialization", 611: "xxe", 776: "xxe",
    327: "weak-hash", 328: "weak-hash", 916: "weak-hash", 330: "weak-random", 338: "weak-random",
    614: "insecure-cookie", 1004: "insecure-cookie", 501: "trust-boundary",
}


@dataclass(frozen=True)
class Hit:
    path: str
    line: int
    category: str


@dataclass
class Score:
    tp: int = 0
    real: int = 0
    fp_labels: int = 0
    decoys: int = 0
    unlabelled: int = 0

    @property
    def tpr(self) -> float:
        return self.tp / self.real if self.real else 0.0

    @property
    def fpr(self) -> float:
        return self.fp_labels / self.decoys if self.decoys else 0.0

    @property
    def false_positives(self) -> int:
        return self.fp_labels + self.unlabelled

    @property
    def precision(self) -> float:
        reported = self.tp + self.false_positives
        return self.tp / reported if reported else 0.0

    def row(self) -> dict:
        return {"tp": self.tp, "real": self.real, "fp_labels": self.fp_labels, "decoys": self.decoys,
                "unlabelled": self.unlabelled, "tpr": self.tpr, "fpr": self.fpr, "precision": self.precision,
                "tpr_minus_fpr": self.tpr - self.fpr}


@dataclass
class Result:
    name: str
    overall: Score
    by_category: dict[str, Score] = field(default_factory=dict)
    out_of_scope: int = 0  # results whose category is not one the corpus labels
    matched_real: set[int] = field(default_factory=set)  # label indexes
    matched_decoy: set[int] = field(default_factory=set)
    unlabelled_hits: set[Hit] = field(default_factory=set)


# --- SARIF in ------------------------------------------------------------------------------


def sarif_hits(log: dict, root: str = "") -> list[Hit]:
    """Every result of every run as (path, start line, our category or '')."""
    hits: list[Hit] = []
    for run in log.get("runs", []):
        rules = {rule.get("id"): rule for rule in run.get("tool", {}).get("driver", {}).get("rules", [])}
        for result in run.get("results", []):
            category = result_category(result, rules.get(result.get("ruleId"), {}))
            # The first location, and a twokey ticket's other places of the same defect (one flow's sinks);
            # another tool's related locations (a flow's steps) are not where it reports the result.
            places = [*result.get("locations", [])[:1],
                      *(related for related in result.get("relatedLocations", [])
                        if related.get("message", {}).get("text") == RELATED_TEXT)]
            for location in places:
                physical = location.get("physicalLocation", {})
                uri = physical.get("artifactLocation", {}).get("uri", "")
                line = physical.get("region", {}).get("startLine", 0)
                hits.append(Hit(_relative(uri, root), int(line), category))
    return hits


def result_category(result: dict, rule: dict) -> str:
    rule_id = str(result.get("ruleId", ""))
    if rule_id in CATEGORIES:
        return rule_id
    if rule_id in BANDIT_RULES:
        return BANDIT_RULES[rule_id]
    if rule_id.startswith("B") and rule_id[1:].isdigit():
        return ""  # another Bandit rule: not one of the corpus's categories
    for cwe in _cwes(rule) + _cwes(result):
        if cwe in CWE_CATEGORY:
            return CWE_CATEGORY[cwe]
    return ""


def _cwes(item: dict) -> list[int]:
    properties = item.get("properties", {}) or {}
    texts = [str(properties.get("cwe", ""))] + [str(t) for t in properties.get("tags", []) or []]
    found = []
    for text in texts:
        lowered = text.lower()
        digits = "".join(ch for ch in lowered.rsplit("cwe-", 1)[-1] if ch.isdigit()) if "cwe" in lowered else ""
        if digits:
            found.append(int(digits))
    return found


def _relative(uri: str, root: str) -> str:
    uri = uri.removeprefix("file://")
    if root and uri.startswith(root):
        uri = uri[len(root):]
    while uri.startswith("./") or uri.startswith("/"):
        uri = uri[2:] if uri.startswith("./") else uri[1:]
    return uri


CATEGORIES = {  # our categories (the corpus's vocabulary)
    "command-injection", "sql-injection", "code-injection", "xpath-injection", "ldap-injection",
    "path-traversal", "xss", "open-redirect", "unsafe-deserialization", "xxe", "weak-hash", "weak-random",
    "insecure-cookie", "trust-boundary",
}


def findings_sarif(findings: Iterable[Finding], tool: str) -> dict:
    """A minimal SARIF log of raw findings (one result per finding, the category as rule id)."""
    results, rules = [], {}
    for finding in findings:
        rules.setdefault(finding.category, {"id": finding.category,
                                            "properties": {"cwe": f"CWE-{finding.cwe}" if finding.cwe else ""}})
        location = finding.primary
        results.append({"ruleId": finding.category, "message": {"text": finding.title},
                        "locations": [{"physicalLocation": {
                            "artifactLocation": {"uri": location.path},
                            "region": {"startLine": location.start_line, "endLine": location.end_line}}}]})
    return {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": tool, "rules": list(rules.values())}},
                                          "results": results}]}


# --- scoring -------------------------------------------------------------------------------


def _matches(hit: Hit, label: dict) -> bool:
    return hit.path == label["path"] and hit.category == label["category"] and abs(hit.line - label["line"]) <= NEAR


def score(name: str, hits: list[Hit], labels: list[dict]) -> Result:
    by_path: dict[str, list[int]] = {}
    for index, label in enumerate(labels):
        by_path.setdefault(label["path"], []).append(index)
    result = Result(name, Score())
    for hit in set(hits):
        if hit.category not in CATEGORIES:
            result.out_of_scope += 1
            continue
        matched = [i for i in by_path.get(hit.path, []) if _matches(hit, labels[i])]
        if not matched:
            result.unlabelled_hits.add(hit)
        for index in matched:
            (result.matched_real if labels[index]["real"] else result.matched_decoy).add(index)
    for index, label in enumerate(labels):
        for bucket in (result.overall, result.by_category.setdefault(label["category"], Score())):
            if label["real"]:
                bucket.real += 1
                bucket.tp += index in result.matched_real
            else:
                bucket.decoys += 1
                bucket.fp_labels += index in result.matched_decoy
    for hit in result.unlabelled_hits:
        result.overall.unlabelled += 1
        result.by_category.setdefault(hit.category, Score()).unlabelled += 1
    return result


def refutation_effect(raisers: list[Result], pair: Result) -> dict:
    """What refutation removed from the union of the raisers' reports."""
    real = set().union(*(r.matched_real for r in raisers))
    decoy = set().union(*(r.matched_decoy for r in raisers))
    unlabelled = set().union(*(r.unlabelled_hits for r in raisers))
    raised_fp = len(decoy) + len(unlabelled)
    kept_fp = len(pair.matched_decoy & decoy) + len(pair.unlabelled_hits & unlabelled)
    return {"raised_tp": len(real), "kept_tp": len(pair.matched_real & real), "raised_fp": raised_fp,
            "kept_fp": kept_fp,
            "fp_removed": 1 - kept_fp / raised_fp if raised_fp else 0.0,
            "tp_lost": 1 - len(pair.matched_real & real) / len(real) if real else 0.0}


# --- running the tools ---------------------------------------------------------------------


def make_repo(scratch: Path) -> Path:
    """The corpus, without its labels, committed into a fresh git repository."""
    repo = scratch / "corpus"
    shutil.copytree(CORPUS, repo, ignore=shutil.ignore_patterns("labels.yaml", "__pycache__"))
    git = ["git", "-C", str(repo), "-c", "user.name=bench", "-c", "user.email=bench@localhost"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "corpus"], check=True)
    return repo


def slot_sarif(repo: Path, slot: Slot) -> dict:
    git_repo, target = open_target(repo)
    snapshot = Snapshot(git_repo, target)
    provider = provider_for("builtin", Role.RAISER, slot)
    turn = provider.raise_findings(RaiseTask(snapshot, tuple(snapshot.python_paths))).turn
    return findings_sarif(turn.findings, f"twokey-{provider.model}")


def bandit_sarif(repo: Path) -> dict:
    done = subprocess.run([sys.executable, "-m", "bandit", "-q", "-r", ".", "-f", "sarif"], cwd=repo,
                          capture_output=True, text=True)
    if done.returncode not in (0, 1) or not done.stdout.strip():
        raise SystemExit(f"bandit failed ({done.returncode}): {done.stderr.strip()[:500]}; "
                         "install the bench extra: pip install -e '.[bench]'")
    return json.loads(done.stdout)


def pair_sarif(repo: Path, scratch: Path) -> dict:
    report = run_audit(AuditRequest(path=repo, settings=Settings(backlog=str(scratch / "backlog"))))
    return to_sarif(report.tickets, version("twokey"))


# --- output --------------------------------------------------------------------------------


def table(results: list[Result]) -> str:
    lines = ["| analyser | TP/real | decoys flagged | unlabelled | TPR | FPR | precision | TPR−FPR |",
             "|---|---|---|---|---|---|---|---|"]
    for r in results:
        s = r.overall
        lines.append(f"| {r.name} | {s.tp}/{s.real} | {s.fp_labels}/{s.decoys} | {s.unlabelled} | {s.tpr:.2f} | "
                     f"{s.fpr:.2f} | {s.precision:.2f} | {s.tpr - s.fpr:+.2f} |")
    return "\n".join(lines)


def category_table(results: list[Result]) -> str:
    head = "| category | " + " | ".join(r.name for r in results) + " |"
    lines = [head, "|---" * (len(results) + 1) + "|", ]
    for category in sorted(results[0].by_category):
        cells = []
        for r in results:
            s = r.by_category.get(category, Score())
            cells.append(f"{s.tpr:.2f} / {s.fpr:.2f} / {s.precision:.2f}")
        lines.append(f"| {category} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sarif", action="append", default=[], metavar="NAME=FILE",
                        help="also score this SARIF file (paths relative to the corpus root)")
    parser.add_argument("--json", type=Path, help="write the raw numbers here")
    args = parser.parse_args(argv)
    labels = yaml.safe_load((CORPUS / "labels.yaml").read_text(encoding="utf-8"))
    logs: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="twokey-quality-") as scratch_name:
        scratch = Path(scratch_name)
        repo = make_repo(scratch)
        logs["agent_a alone (pattern)"] = slot_sarif(repo, Slot.AGENT_A)
        logs["agent_b alone (taint)"] = slot_sarif(repo, Slot.AGENT_B)
        logs[f"Bandit {version('bandit')} alone"] = bandit_sarif(repo)
        logs["doubly confirmed pair"] = pair_sarif(repo, scratch)
        root = str(repo) + "/"
    for item in args.sarif:
        name, _, path = item.partition("=")
        logs[name] = json.loads(Path(path).read_text(encoding="utf-8"))
    results = [score(name, sarif_hits(log, root), labels) for name, log in logs.items()]
    slots, pair = results[:2], results[3]
    effect = refutation_effect(slots, pair)
    real = sum(1 for label in labels if label["real"])
    print(f"corpus: {len(labels)} labelled files, {real} real defects, {len(labels) - real} decoys; "
          f"match = same file, same category, line within ±{NEAR}\n")
    print(table(results))
    print("\nPer category: TPR / FPR / precision\n")
    print(category_table(results))
    print(f"\nRefutation: of {effect['raised_fp']} false positives raised by either slot, {effect['kept_fp']} "
          f"survive ({effect['fp_removed']:.0%} removed); of {effect['raised_tp']} true positives raised, "
          f"{effect['kept_tp']} survive ({effect['tp_lost']:.0%} lost).")
    if args.json:
        args.json.write_text(json.dumps({
            "results": {r.name: {"overall": r.overall.row(), "out_of_scope": r.out_of_scope,
                                 "by_category": {c: s.row() for c, s in sorted(r.by_category.items())}}
                        for r in results},
            "refutation": effect}, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
