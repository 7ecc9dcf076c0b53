"""Score the builtin pair on real CVEs: the last vulnerable and first fixed release of each case.

Run: `.venv/bin/python benchmarks/cve/run.py [--only ID[,ID...]] [--jobs N] [--cases FILE]`.
For each case in `benchmarks/cve/cases.yaml` it downloads both releases with pip (cached in
`benchmarks/.cache/cve/`, see `fetch.py`), commits each into a fresh one-commit git
repository in a scratch folder, runs `twokey audit --no-prefect --format json` on it (a
temporary TWOKEY_HOME, the backlog outside the repository), and reads the tickets.

Per case:
- hit: a ticket in the vulnerable release has a location in the labelled file whose lines
  overlap the labelled function's span (from `ast`, or `tokenize` for code that does not
  parse under this Python; see `spans.py`);
- still flagged: the same in the fixed release, for the same function (or `fixed_function`);
  a function the fix deleted cannot be flagged;
- elsewhere: tickets in the vulnerable release that are not hits.
A hit counts a ticket of any class inside the labelled function; the totals also give the
stricter count, tickets of the case's own class only (an XXE ticket in a function labelled for
SSRF is then no hit, an open-redirect ticket left in a path-traversal fix is no longer flagged).
Totals: recall = hits / scored cases; fix-awareness = hits not still flagged / hits;
tickets elsewhere per scored case. A case whose release could not be downloaded, or whose
audit failed, is listed with the reason and left out of the scored cases, never dropped.
Prints Markdown; writes JSON to `benchmarks/.cache/cve/results.json` (or `--json FILE`).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

import fetch
import yaml
from spans import MODULE, Span, function_spans, module_statement

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases.yaml"
TWOKEY = Path(sys.executable).with_name("twokey")


@dataclass
class Ticket:
    id: str
    category: str
    cwe: int | None
    severity: str
    title: str
    locations: list[tuple[str, int, int]]


@dataclass
class Side:
    """One release's audit, as far as the score needs it."""

    version: str
    status: str = "not run"
    tickets: list[Ticket] = field(default_factory=list)
    files_audited: int = 0
    file_skipped: str | None = None  # the labelled file's skip reason, if the audit skipped it
    parser: str = ""  # how the labelled function's span was found: ast, tokenize, none
    span: tuple[int, int] | None = None
    matching: list[str] = field(default_factory=list)  # ids of tickets inside the span
    # findings inside the span that did not become tickets, from the ledger: "agent_a sql-injection: refuted"
    unticketed: list[str] = field(default_factory=list)
    seconds: float = 0.0


@dataclass
class Result:
    case: dict
    status: str = "scored"  # or: download failed, audit failed, label not found
    reason: str = ""
    vulnerable: Side | None = None
    fixed: Side | None = None

    @property
    def hit(self) -> bool:
        return bool(self.vulnerable and self.vulnerable.matching)

    @property
    def still_flagged(self) -> bool:
        return bool(self.fixed and self.fixed.matching)

    @property
    def hit_in_class(self) -> bool:
        return in_class(self.vulnerable, self.case["class"])

    @property
    def still_flagged_in_class(self) -> bool:
        return in_class(self.fixed, self.case["class"])

    @property
    def elsewhere(self) -> int:
        side = self.vulnerable
        return len(side.tickets) - len(side.matching) if side else 0


def same_class(category: str, cls: str) -> bool:
    """A ticket's category names the case's class (`hardcoded-secret` is `hard-coded-secret`)."""
    return category.replace("-", "") == cls.replace("-", "")


def in_class(side: Side | None, cls: str) -> bool:
    """SIDE has a ticket of class CLS inside the labelled function."""
    if side is None:
        return False
    by_id = {ticket.id: ticket for ticket in side.tickets}
    return any(same_class(by_id[i].category, cls) for i in side.matching if i in by_id)


def load_cases(path: Path, only: str | None) -> list[dict]:
    cases = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    if only:
        wanted = {o.strip() for o in only.split(",")}
        unknown = wanted - {c["id"] for c in cases}
        if unknown:
            raise SystemExit(f"--only: no case {', '.join(sorted(unknown))} in {path}")
        cases = [c for c in cases if c["id"] in wanted]
    return cases


def make_repo(source: Path, scratch: Path) -> Path:
    """A one-commit git repository holding a copy of the unpacked release."""
    repo = scratch / "repo"
    shutil.copytree(source, repo, symlinks=True)
    git = ["git", "-C", str(repo), "-c", "user.name=bench", "-c", "user.email=bench@localhost",
           "-c", "commit.gpgsign=false"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A", "-f"], check=True)
    subprocess.run([*git, "commit", "-qm", "release", "--no-verify"], check=True)
    return repo


def audit(repo: Path, scratch: Path) -> dict:
    """The run summary document of `twokey audit --format json`."""
    env = {**os.environ, "TWOKEY_HOME": str(scratch / "home"), "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
           "DO_NOT_TRACK": "1"}
    done = subprocess.run([str(TWOKEY), "audit", str(repo), "--no-prefect", "--format", "json",
                           "--backlog", str(scratch / "backlog")], capture_output=True, text=True, env=env)
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(f"twokey audit exited {done.returncode}: {tail}") from None


def read_ticket(path: Path) -> Ticket:
    """A ticket's front matter (the YAML between the first two --- lines)."""
    text = path.read_text(encoding="utf-8")
    meta = yaml.safe_load(text.split("---", 2)[1])
    return Ticket(meta["id"], meta.get("category", ""), meta.get("cwe"), meta.get("severity", ""),
                  meta.get("title", ""), [(loc["path"], loc["start_line"], loc.get("end_line") or loc["start_line"])
                                          for loc in meta.get("locations", [])])


def tickets_of(summary: dict) -> list[Ticket]:
    listed = [t for key in ("new", "persisting", "reopened") for t in summary.get(key, [])]
    return [read_ticket(Path(t["file"])) for t in listed]


def label_span(source_root: Path, rel: str, function: str, line: int | None) -> tuple[Span | None, str]:
    """The labelled function's span; for a module-level label (`<module>`), its statement's."""
    path = source_root / rel
    if not path.is_file():
        return None, "file absent"
    source = path.read_text(encoding="utf-8", errors="replace")
    spans, parser = function_spans(source)
    if function == MODULE:
        return (module_statement(source, line) if line else None), parser
    return spans.get(function), parser


def run_side(case: dict, version: str, source: Path, rel: str, function: str, line: int | None) -> Side:
    side = Side(version)
    span, side.parser = label_span(source, rel, function, line)
    side.span = (span.start, span.end) if span else None
    with tempfile.TemporaryDirectory(prefix=f"cve-{case['id']}-") as tmp:
        started = time.monotonic()
        summary = audit(make_repo(source, Path(tmp)), Path(tmp))
        side.seconds = round(time.monotonic() - started, 1)
        side.status = summary.get("status", "?")
        side.files_audited = summary.get("files_audited", 0)
        side.file_skipped = next((str(s.get("reason", s)) for s in summary.get("skipped", [])
                                  if isinstance(s, dict) and s.get("path") == rel), None)
        side.tickets = tickets_of(summary)
        ledger = ledger_of(Path(tmp) / "backlog")
    if span is not None:
        inside = lambda locations: any(path == rel and span.overlaps(start, end)  # noqa: E731
                                       for path, start, end in locations)
        side.matching = [t.id for t in side.tickets if inside(t.locations)]
        side.unticketed = sorted({why for locations, why in ledger if inside(locations)})
    return side


def ledger_of(backlog: Path) -> list[tuple[list[tuple[str, int, int]], str]]:
    """(locations, "slot category: outcome") of each finding the run ledgered instead of ticketing."""
    path = backlog / "ledger.jsonl"
    entries = []
    for line in path.read_text(encoding="utf-8").splitlines() if path.is_file() else []:
        entry = json.loads(line)
        finding = entry.get("finding", {})
        locations = [(loc["path"], loc["start_line"], loc.get("end_line") or loc["start_line"])
                     for loc in finding.get("locations", [])]
        slot = entry.get("raised_by", {}).get("slot", "?")
        entries.append((locations, f"{slot} {finding.get('category', '?')}: {entry.get('outcome', '?')}"))
    return entries


def fetch_case(case: dict) -> tuple[Path, Path] | str:
    """Both releases unpacked, or the reason they could not be had."""
    try:
        _, old = fetch.release(case["package"], str(case["vulnerable"]))
        _, new = fetch.release(case["package"], str(case["fixed"]))
    except fetch.FetchError as err:
        return str(err)
    return old, new


def score_case(case: dict, roots: tuple[Path, Path] | str) -> Result:
    result = Result(case)
    if isinstance(roots, str):
        result.status, result.reason = "download failed", roots
        return result
    old, new = roots
    try:
        result.vulnerable = run_side(case, str(case["vulnerable"]), old, case["file"], case["function"], case["line"])
        result.fixed = run_side(case, str(case["fixed"]), new, case.get("fixed_file", case["file"]),
                                case.get("fixed_function", case["function"]), case.get("fixed_line"))
    except (RuntimeError, subprocess.CalledProcessError, OSError) as err:
        result.status, result.reason = "audit failed", str(err)
        return result
    if result.vulnerable.span is None:
        result.status = "label not found"
        result.reason = f"{case['function']} not found in {case['file']} ({result.vulnerable.parser})"
    elif result.fixed.span is None:
        result.reason = "function absent in the fixed release"
    return result


def markdown(results: list[Result], seconds: float) -> str:
    lines = ["| case | package | vulnerable -> fixed | class | file:function | parser | hit | still flagged "
             "| elsewhere | tickets (vuln/fixed) | status |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        c = r.case
        yes = lambda flag: "yes" if flag else "no"  # noqa: E731 - a table helper
        if r.status == "scored":
            cells = [r.vulnerable.parser, yes(r.hit), yes(r.still_flagged), str(r.elsewhere),
                     f"{len(r.vulnerable.tickets)}/{len(r.fixed.tickets)}", status_note(r)]
        else:
            cells = ["", "", "", "", "", f"{r.status}: {r.reason}"]
        lines.append(f"| {c['id']} | {c['package']} | {c['vulnerable']} -> {c['fixed']} | {c['class']} "
                     f"| {c['file']}:{c['function']} | " + " | ".join(cells) + " |")
    lines += ["", *totals(results, seconds)]
    return "\n".join(lines)


def status_note(r: Result) -> str:
    notes = [r.reason] if r.reason else []
    if not r.hit and r.vulnerable.unticketed:
        notes.append("raised, not ticketed: " + ", ".join(r.vulnerable.unticketed))
    if r.vulnerable.file_skipped:
        notes.append(f"labelled file skipped by the audit ({r.vulnerable.file_skipped})")
    return "; ".join(notes) or "scored"


def summary_row(name: str, rs: list[Result]) -> str:
    scored = [r for r in rs if r.status == "scored"]
    hits = [r for r in scored if r.hit]
    aware = [r for r in hits if not r.still_flagged]
    recall = f"{len(hits) / len(scored):.2f}" if scored else "n/a"
    fix = f"{len(aware) / len(hits):.2f}" if hits else "n/a"
    elsewhere = f"{sum(r.elsewhere for r in scored) / len(scored):.1f}" if scored else "n/a"
    return (f"| {name} | {len(rs)} | {len(scored)} | {len(hits)} | {recall} | {len(hits) - len(aware)} | {fix} "
            f"| {elsewhere} |")


def totals(results: list[Result], seconds: float) -> list[str]:
    lines = ["| class | cases | scored | hits | recall | hits still flagged | fix-awareness | tickets elsewhere "
             "per case |", "|---|---|---|---|---|---|---|---|"]
    for cls in sorted({r.case["class"] for r in results}):
        lines.append(summary_row(cls, [r for r in results if r.case["class"] == cls]))
    lines.append(summary_row("**all**", results))
    unscored = [r for r in results if r.status != "scored"]
    misses = [r for r in results if r.status == "scored" and not r.hit]
    scored = [r for r in results if r.status == "scored"]
    own = [r for r in scored if r.hit_in_class]
    own_still = [r for r in own if r.still_flagged_in_class]
    if scored:
        lines += ["", f"Counting only tickets of the case's own class: {len(own)} hits, recall "
                  f"{len(own) / len(scored):.2f}; {len(own_still)} of them still flagged in the fixed release."]
    raised = [r for r in misses if r.vulnerable.unticketed]
    lines += ["", f"Of {len(misses)} misses, {len(raised)} had a finding in the labelled span that was raised "
              "but not ticketed (refuted, uncertain or unsupported; see the status column).",
              "", f"{len(results)} cases, {len(results) - len(unscored)} scored, {len(unscored)} not scored; "
              f"wall time {seconds:.0f} s."]
    return lines


def to_json(results: list[Result], seconds: float) -> dict:
    return {"seconds": round(seconds, 1),
            "cases": [{**asdict(r), "hit": r.hit, "still_flagged": r.still_flagged, "elsewhere": r.elsewhere,
                       "hit_in_class": r.hit_in_class, "still_flagged_in_class": r.still_flagged_in_class}
                      for r in results]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated case ids (e.g. PYSEC-2017-19)")
    parser.add_argument("--jobs", type=int, default=1, help="cases audited at once (default 1)")
    parser.add_argument("--cases", type=Path, default=CASES, help="the case list (default cases.yaml here)")
    parser.add_argument("--json", type=Path, default=fetch.CACHE / "results.json", help="where to write results")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if not TWOKEY.exists():
        parser.error(f"no twokey next to {sys.executable}: run the README set-up, then use .venv/bin/python")
    cases = load_cases(args.cases, args.only)
    started = time.monotonic()
    # downloads one at a time (pip's finder is not shared between threads), audits in parallel
    roots = [fetch_case(case) for case in cases]
    print(f"fetched {sum(1 for r in roots if not isinstance(r, str))}/{len(cases)} cases "
          f"in {time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda pair: progress(score_case(*pair)), zip(cases, roots, strict=True)))
    seconds = time.monotonic() - started
    print(markdown(results, seconds))
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(to_json(results, seconds), indent=2), encoding="utf-8")
    return 0


def progress(result: Result) -> Result:
    state = result.status if result.status != "scored" else ("hit" if result.hit else "miss")
    print(f"{result.case['id']}: {state}", file=sys.stderr, flush=True)
    return result


if __name__ == "__main__":
    sys.exit(main())
