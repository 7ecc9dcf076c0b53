"""Score the builtin pair on a blind corpus: TPR − FPR against labels written by someone who never read it.

Run: `python benchmarks/blind.py` (options: `--json FILE`, `--by-class`, `--corpus DIR`; the
default is `benchmarks/blind_corpus/`, the second corpus is `benchmarks/blind_corpus2/`). It
copies the corpus byte for byte into a fresh one-commit git repository, audits it with the
builtin pair (`run_audit`, no Prefect, a temporary TWOKEY_HOME), and matches tickets to the
labelled sites in `labels.yaml`.

A labelled site is flagged when a ticket's location in the same file covers its line (within
NEAR lines); a second row counts only tickets of the label's own class (a ticket two lines from
a decoy of another class does not flag it); a third row gives each ticket only the labelled sites nearest to it
(a ticket on a real site's line does not also flag the decoy two lines below; sites at the same distance are all
flagged). TPR is flagged real sites / real sites; FPR is
flagged decoys / decoys. Tickets at no labelled site are counted as "elsewhere" and listed: they
are false unless a person reads them and finds a defect the author did not label. Per-slot rates
use each analyser's raw raise turn on the same snapshot, so the value of double confirmation is
visible.

Limits, plainly: one author per corpus, a few hundred files each, labels at sink lines; a ticket
on a multi-line call whose cited line differs by more than NEAR lines is counted as a miss.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

import git
import yaml

CORPUS = Path(__file__).resolve().parent / "blind_corpus"
NEAR = 2


def _repository(scratch: Path, corpus: Path = CORPUS) -> Path:
    root = scratch / "blind_corpus"
    shutil.copytree(corpus, root, ignore=shutil.ignore_patterns("labels.yaml"))
    repo = git.Repo.init(root, initial_branch="main")
    with repo.config_writer() as config:
        config.set_value("user", "name", "bench")
        config.set_value("user", "email", "bench@example.invalid")
    repo.git.add(A=True)
    repo.index.commit("blind corpus")
    return root


Span = tuple  # (path, first line, last line) or, to count only a ticket of the label's own class, + (category,)


# Names a corpus's author used for a class the analysers name otherwise (the eighteenth corpus's): a YAML load
# that builds objects is a deserialisation, and a template built from input runs code.
_CLASS_NAMES = {"insecuredeserialization": "unsafedeserialization", "yamlload": "unsafedeserialization",
                "templateinjection": "codeinjection"}


def _same_class(a: str, b: str) -> bool:
    """Category names as the labels and the analysers spell them (insecure-temp-file, insecure-tempfile)."""
    def spelt(name: str) -> str:
        bare = name.replace("-", "")
        return _CLASS_NAMES.get(bare, bare)
    return spelt(a) == spelt(b)


def _distance(line: int, start: int, end: int) -> int:
    """Lines between a labelled line and a ticket's span (0 inside it)."""
    return max(start - line, line - end, 0)


def _flagged(labels: list[dict], spans: list[Span], nearest: bool = False) -> tuple[set[int], int]:
    """Indexes of flagged labels, and how many spans flag no label at all. A span with a category flags only
    labels of that class (a ticket of another class two lines from a decoy does not flag the decoy). With
    `nearest`, a span flags only the labels at the least distance from it, so one ticket is not read as two
    claims when a real site and a decoy stand a line or two apart."""
    by_path: dict[str, list[int]] = defaultdict(list)
    for index, label in enumerate(labels):
        by_path[label["path"]].append(index)
    flagged, elsewhere = set(), 0
    for path, start, end, *category in spans:
        hits = [i for i in by_path.get(path, []) if _distance(labels[i]["line"], start, end) <= NEAR
                and (not category or _same_class(labels[i]["category"], category[0]))]
        if nearest and hits:
            least = min(_distance(labels[i]["line"], start, end) for i in hits)
            hits = [i for i in hits if _distance(labels[i]["line"], start, end) == least]
        flagged.update(hits)
        elsewhere += not hits
    return flagged, elsewhere


def score(labels: list[dict], spans: list[Span], nearest: bool = False) -> dict:
    flagged, elsewhere = _flagged(labels, spans, nearest)
    real = [i for i, label in enumerate(labels) if label["real"]]
    decoys = [i for i, label in enumerate(labels) if not label["real"]]
    tpr = len(flagged & set(real)) / len(real)
    fpr = len(flagged & set(decoys)) / len(decoys)
    return {"flagged_real": len(flagged & set(real)), "real": len(real), "flagged_decoys": len(flagged & set(decoys)),
            "decoys": len(decoys), "elsewhere": elsewhere, "tpr": round(tpr, 3), "fpr": round(fpr, 3),
            "tpr_minus_fpr": round(tpr - fpr, 3), "flagged": sorted(flagged)}


def by_class(labels: list[dict], flagged: set[int]) -> dict[str, dict[str, int]]:
    table: dict[str, Counter] = defaultdict(Counter)
    for index, label in enumerate(labels):
        kind = "real" if label["real"] else "decoy"
        table[label["category"]][kind] += 1
        table[label["category"]][f"{kind}_flagged"] += index in flagged
    return {category: dict(counts) for category, counts in sorted(table.items())}


def _ticket_spans(report, by_class: bool = False) -> list[Span]:
    return [(loc.path, loc.start_line, loc.end_line, *([ticket.category] if by_class else []))
            for ticket in report.tickets for loc in ticket.locations]  # one flow's ticket names each sink


def _slot_spans(root: Path) -> dict[str, list[tuple[str, int, int]]]:
    from agent_providers.registry import provider_for
    from agent_providers.seam import RaiseTask
    from tickets.models import Role, Slot
    from twokey.kernel.snapshot import Snapshot, open_target

    repo, target = open_target(root)
    snapshot = Snapshot(repo, target)
    spans = {}
    for slot in Slot:
        provider = provider_for("builtin", Role.RAISER, slot)
        turn = provider.raise_findings(RaiseTask(snapshot, tuple(snapshot.python_paths))).turn
        spans[provider.model] = [(f.primary.path, f.primary.start_line, f.primary.end_line) for f in turn.findings]
    return spans


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="also write the results here")
    parser.add_argument("--by-class", action="store_true", help="print flagged counts per class")
    parser.add_argument("--corpus", type=Path, default=CORPUS,
                        help="a corpus folder with its labels.yaml (default: the first blind corpus)")
    args = parser.parse_args(argv)
    if not (args.corpus / "labels.yaml").is_file():
        parser.error(f"{args.corpus} has no labels.yaml: give a corpus folder such as benchmarks/blind_corpus2")
    labels = yaml.safe_load((args.corpus / "labels.yaml").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="twokey-blind-") as scratch:
        os.environ["TWOKEY_HOME"] = str(Path(scratch) / "home")
        from flows.audit.core import AuditRequest, run_audit
        from twokey.kernel.settings import Settings

        root = _repository(Path(scratch), args.corpus)
        report = run_audit(AuditRequest(path=root, settings=Settings(backlog=str(Path(scratch) / "backlog"))))
        rows = {"doubly confirmed pair": score(labels, _ticket_spans(report)),
                "pair, tickets of the label's class only": score(labels, _ticket_spans(report, by_class=True)),
                "pair, each ticket to its nearest site": score(labels, _ticket_spans(report), nearest=True)}
        for model, spans in _slot_spans(root).items():
            rows[f"{model} alone"] = score(labels, spans)
        skipped = [(s.path, s.reason) for s in report.skipped]
        files = report.files_audited
    print(f"{args.corpus.name}: {files} files audited, {len(skipped)} skipped, {len(labels)} labelled sites")
    print("| analyser | real flagged | decoys flagged | elsewhere | TPR | FPR | TPR-FPR |")
    print("|---|---|---|---|---|---|---|")
    for name, row in rows.items():
        print(f"| {name} | {row['flagged_real']}/{row['real']} | {row['flagged_decoys']}/{row['decoys']} | "
              f"{row['elsewhere']} | {row['tpr']:.2f} | {row['fpr']:.2f} | {row['tpr_minus_fpr'] * 100:+.0f} pts |")
    if args.by_class:
        classes = by_class(labels, set(rows["doubly confirmed pair"]["flagged"]))
        print("\n| class | real flagged | decoys flagged |\n|---|---|---|")
        for category, counts in classes.items():
            print(f"| {category} | {counts.get('real_flagged', 0)}/{counts.get('real', 0)} | "
                  f"{counts.get('decoy_flagged', 0)}/{counts.get('decoy', 0)} |")
    for path, reason in skipped:
        print(f"skipped: {path}: {reason}")
    if args.json:
        args.json.write_text(json.dumps({"rows": rows, "skipped": skipped, "files": files}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
