"""Precision and recall of the builtin pair on the bundled sample's labelled defects and decoys.

Run: `python benchmarks/sample_quality.py`. It materialises the sample in a temporary
folder, audits it without Prefect, and scores three backlogs against `labels.yaml`:
each slot raising alone (its raw findings, before any refutation) and the doubly
confirmed pair. A finding matches a label when the path is the same, the category is
the same and the cited line is within 3 lines of the labelled sink.
"""

from __future__ import annotations

import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import yaml

from agent_providers.registry import provider_for
from agent_providers.seam import RaiseTask
from flows.audit.core import AuditRequest, run_audit
from tickets.models import Role, Slot
from twokey.kernel.settings import Settings
from twokey.kernel.snapshot import Snapshot, open_target
from twokey.sample import labels_path, materialise

NEAR = 3


@dataclass(frozen=True)
class Hit:
    path: str
    line: int
    category: str


def _matches(hit: Hit, label: dict) -> bool:
    return hit.path == label["path"] and hit.category == label["category"] and abs(hit.line - label["line"]) <= NEAR


def score(name: str, hits: list[Hit], labels: list[dict]) -> dict:
    real = [label for label in labels if label["real"]]
    decoys = [label for label in labels if not label["real"]]
    found_real = [label for label in real if any(_matches(hit, label) for hit in hits)]
    found_decoys = [label for label in decoys if any(_matches(hit, label) for hit in hits)]
    unlabelled = [hit for hit in hits if not any(_matches(hit, label) for label in labels)]
    false_positives = len(found_decoys) + len(unlabelled)
    true_positives = len(found_real)
    precision = true_positives / (true_positives + false_positives) if hits else 0.0
    return {"name": name, "reported": len(hits), "tp": true_positives, "real": len(real),
            "decoys_reported": len(found_decoys), "decoys": len(decoys), "unlabelled": len(unlabelled),
            "precision": precision, "recall": true_positives / len(real)}


def single_slot_hits(repo_path: Path, slot: Slot) -> list[Hit]:
    repo, target = open_target(repo_path)
    snapshot = Snapshot(repo, target, exclude_prefixes=("docs/backlog/",))
    raiser = provider_for("builtin", Role.RAISER, slot)
    turn = raiser.raise_findings(RaiseTask(snapshot, tuple(snapshot.python_paths))).turn
    return [Hit(f.primary.path, f.primary.start_line, f.category) for f in turn.findings]


def main() -> int:
    labels = yaml.safe_load(labels_path().read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as scratch:
        repo_path = materialise(Path(scratch) / "legacy_shop")
        rows = [score(f"{slot.value} alone ({provider_for('builtin', Role.RAISER, slot).model})",
                      single_slot_hits(repo_path, slot), labels) for slot in Slot]
        report = run_audit(AuditRequest(path=repo_path, settings=Settings(backlog=str(Path(scratch) / "backlog"))))
        pair = [Hit(at.path, at.start_line, t.category) for t in report.tickets for at in t.locations]
        rows.append(score("doubly confirmed pair", pair, labels))
    print("| analyser | reported | real found | decoys reported | unlabelled | precision | recall |")
    print("|---|---|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['name']} | {row['reported']} | {row['tp']}/{row['real']} "
              f"| {row['decoys_reported']}/{row['decoys']} "
              f"| {row['unlabelled']} | {row['precision']:.2f} | {row['recall']:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
