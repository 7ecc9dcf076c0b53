"""Helpers for tests that drive both builtin analysers through their real faces on in-memory snapshots.

Nothing here patches an analyser: findings are raised by the real slots, or written the way
the other slot would write them, and every verdict's quotes are checked against the files.
"""

from __future__ import annotations

import textwrap

from agent_providers.builtin.pattern import PatternAnalyser
from agent_providers.builtin.taint import TaintFlowAnalyser
from agent_providers.seam import FindingToJudge
from tests import fakes
from tickets.models import Evidence, Finding, Location, Severity, Verdict, VerdictKind


class MemoryView(fakes.MemoryView):
    """The shared in-memory CodeView, with each snippet dedented."""

    def __init__(self, files: dict[str, str]) -> None:
        super().__init__({path: textwrap.dedent(text).lstrip("\n") for path, text in files.items()})


def analyser(slot: str) -> PatternAnalyser | TaintFlowAnalyser:
    return PatternAnalyser() if slot == "pattern" else TaintFlowAnalyser()


def raised(view: MemoryView, slot: str, paths: list[str] | None = None) -> list[Finding]:
    """What SLOT raises on PATHS (every Python file when None), every quote checked."""
    turn = analyser(slot).raise_findings(view, paths if paths is not None else sorted(view.files))
    for finding in turn.findings:
        _check_quotes(view, finding.evidence)
    return turn.findings


def functions_raised(files: dict[str, str], path: str, category: str, slot: str = "taint") -> set[str]:
    """The top-level functions of PATH (in the snapshot FILES) whose lines SLOT raises as CATEGORY."""
    view = MemoryView(files)
    lines = view.files[path].splitlines()
    found = set()
    for finding in raised(view, slot):
        if finding.primary.path == path and finding.category == category:
            above = [line for line in lines[:finding.primary.start_line] if line.startswith("def ")]
            found.add(above[-1].split("(")[0].removeprefix("def "))
    return found


def markers_raised(files: dict[str, str], category: str, slot: str = "taint") -> set[str]:
    """The marker comments (the text after `# `) of the lines in FILES that SLOT raises as CATEGORY."""
    view = MemoryView(files)
    return {view.files[f.primary.path].splitlines()[f.primary.start_line - 1].partition("# ")[2]
            for f in raised(view, slot) if f.category == category}


def line_of(view: MemoryView, path: str, needle: str) -> int:
    return next(n for n, text in enumerate(view.files[path].splitlines(), 1) if needle in text)


def finding_at(view: MemoryView, path: str, needle: str, category: str, cwe: int | None = None) -> Finding:
    """A finding as the other slot would raise it: the line holding NEEDLE, quoted exactly."""
    line = line_of(view, path, needle)
    quote = view.files[path].splitlines()[line - 1].strip()
    return Finding(
        rule_id=f"other.{category}", category=category, title=f"{category} at {path}:{line}",
        severity=Severity.HIGH, cwe=cwe, locations=[Location(path=path, start_line=line, end_line=line)],
        claim=f"A {category} defect on line {line}.",
        evidence=[Evidence(path=path, start_line=line, end_line=line, quote=quote)],
    )


def judge(view: MemoryView, slot: str, finding: Finding) -> Verdict:
    """SLOT's verdict on FINDING; a verdict other than uncertain must carry checked evidence."""
    item = FindingToJudge("0" * 16, finding)
    verdict = analyser(slot).refute(view, [item]).verdicts[0]
    assert verdict.reason
    _check_quotes(view, verdict.evidence)
    if verdict.verdict is not VerdictKind.UNCERTAIN:
        assert verdict.evidence, "a refutation or confirmation must carry evidence"
    if verdict.verdict is VerdictKind.CONFIRMED:
        theirs = {(e.path, " ".join(e.quote.split())) for e in finding.evidence}
        assert any((e.path, " ".join(e.quote.split())) not in theirs for e in verdict.evidence), \
            "a confirmation needs a quote of its own"
    return verdict


def judge_at(view: MemoryView, slot: str, path: str, needle: str, category: str) -> Verdict:
    return judge(view, slot, finding_at(view, path, needle, category))


def _check_quotes(view: MemoryView, evidence: list[Evidence]) -> None:
    for item in evidence:
        lines = view.files[item.path].splitlines()
        cited = "\n".join(lines[item.start_line - 1 : item.end_line])
        assert " ".join(item.quote.split()) in " ".join(cited.split()), f"{item.quote!r} not in {item.path}"
