"""The `builtin` pair's pattern slot (agent_a): Bandit's rules plus structural refutation.

Raising runs Bandit in-process on each file's text (see pattern_bandit), plus the slot's own
cookie-flag rule (pattern_cookies), and turns every kept issue into a finding whose evidence
quotes the cited lines exactly. Refuting judges the other slot's findings with means other
than data flow (see pattern_refute): test-only and dead code, constant-false branches,
sanitisers, constants and parameterised calls at the sink, and, for confirmation, Bandit or
the sink table plus an entry point.

The provider never writes anything: it only reads the snapshot through the `CodeView`.
"""

from __future__ import annotations

from collections.abc import Sequence

from agent_providers.builtin import parsing, pattern_bandit, pattern_cookies
from agent_providers.builtin.analysers import ANALYSERS
from agent_providers.builtin.pattern_reach import ProjectIndex, build_index, file_names, names_key
from agent_providers.builtin.pattern_refute import Judge, bandit_key
from agent_providers.builtin.pattern_source import ParsedFile
from agent_providers.seam import FindingToJudge
from tickets.models import Finding, RaiseTurn, RefuteTurn
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo, MemoryMemo


class PatternAnalyser:
    """The analyser behind `builtin:bandit-rules`: deterministic, offline, no keys."""

    model = "bandit-rules"
    prompt_version = ANALYSERS["bandit-rules"].prompt_version

    def __init__(self) -> None:
        self._memo = MemoryMemo()  # the names of files raised on, when the caller keeps no memo
        self._index: tuple[CodeView, ProjectIndex] | None = None

    def raise_findings(self, view: CodeView, paths: Sequence[str], memo: Memo | None = None,
                       notes: Memo | None = None) -> RaiseTurn:
        findings: list[Finding] = []
        skipped: list[str] = []
        for path in paths:
            found, reason = self.findings_for(view, path, memo, notes)
            findings.extend(found)
            if reason:
                skipped.append(f"{path}: {reason}")
        return RaiseTurn(findings=findings, skipped=skipped)

    def findings_for(self, view: CodeView, path: str, memo: Memo | None = None,
                     notes: Memo | None = None) -> tuple[list[Finding], str | None]:
        """The findings Bandit's kept rules raise in one file, or the reason it was skipped."""
        try:
            text = view.read_text(path)
        except Exception as error:  # withheld, missing or undecodable: skipped, never guessed
            return [], f"unreadable ({type(error).__name__}: {error})"
        try:
            tree = parsing.parse(text, filename=path)  # parsed once: Bandit, the index, the findings (and taint)
            scanned = pattern_bandit.scan(path, text, tree)
            hits = pattern_bandit.kept(scanned)
        except (SyntaxError, ValueError, RecursionError) as error:
            return [], f"not parseable as Python ({type(error).__name__}: {error})"
        if notes is not None:  # judging the other slot's findings in this file asks Bandit again otherwise
            notes.put(bandit_key(path, view), scanned)
        # The refuter's project index needs this file's names; they are taken while the tree is in hand.
        (memo or self._memo).put(names_key(path, view.content_id(path)), file_names(path, tree))
        cookies = "set_cookie" in text or "set_signed_cookie" in text
        parsed = ParsedFile(path, text, tree) if hits or cookies else None
        found = [pattern_bandit.to_finding(parsed, hit) for hit in hits] if parsed else []
        if parsed is not None and cookies:
            found.extend(pattern_cookies.findings(parsed))
        return [f for f in found if f is not None], None

    def refute(self, view: CodeView, findings: Sequence[FindingToJudge], memo: Memo | None = None,
               notes: Memo | None = None) -> RefuteTurn:
        judge = Judge(view, lambda: self.project_index(view, memo), notes)
        return RefuteTurn(verdicts=[judge.verdict(item) for item in findings])

    def project_index(self, view: CodeView, memo: Memo | None = None) -> ProjectIndex:
        """The name index of VIEW, built once per provider instance and view.

        Files whose names a raise (or an earlier run, through MEMO) already took are not parsed again."""
        if self._index is None or self._index[0] is not view:
            self._index = (view, build_index(view, memo or self._memo))
        return self._index[1]
