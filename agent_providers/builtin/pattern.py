"""The `builtin` pair's pattern slot (agent_a): Bandit's rules plus structural refutation.

Raising runs Bandit in-process on each file's text (see pattern_bandit), plus the slot's own
cookie-flag rule (pattern_cookies) and debug-switch rule (pattern_debug), and turns every kept
issue into a finding whose evidence quotes the cited lines exactly. Refuting judges the other
slot's findings with means other than data flow (see pattern_refute): test-only and dead code,
constant-false branches, sanitisers, constants and parameterised calls at the sink, and, for
confirmation, Bandit or the sink table plus an entry point.

The provider never writes anything: it only reads the snapshot through the `CodeView`.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence

from agent_providers.builtin import pattern_bandit, pattern_cookies, pattern_debug
from agent_providers.builtin.pattern_reach import ProjectIndex, complete_index
from agent_providers.builtin.pattern_refute import Judge
from agent_providers.builtin.pattern_source import ParsedFile
from agent_providers.seam import FindingToJudge
from tickets.models import Finding, RaiseTurn, RefuteTurn, SkippedPath
from twokey.kernel.codeview import CodeView
from twokey.kernel.coverage import SkipKind
from twokey.kernel.pysource import Means, Unparseable, parse_python


class PatternAnalyser:
    """The analyser behind `builtin:bandit-rules`: deterministic, offline, no keys."""

    model = "bandit-rules"
    prompt_version = ""

    def __init__(self) -> None:
        self._index_view: CodeView | None = None
        self._index: ProjectIndex | None = None
        self._indexed: set[str] = set()  # paths already in the index (raised files, for one view)
        self._index_complete = False

    def raise_findings(self, view: CodeView, paths: Sequence[str]) -> RaiseTurn:
        findings: list[Finding] = []
        skipped: list[SkippedPath] = []
        parsed_with: dict[str, str] = {}
        for path in paths:
            found, outcome = self.findings_for(view, path)
            findings.extend(found)
            if isinstance(outcome, SkippedPath):
                skipped.append(outcome)
            elif outcome is not Means.AST:
                parsed_with[path] = outcome.value
        return RaiseTurn(findings=findings, skipped=skipped, parsed_with=parsed_with)

    def findings_for(self, view: CodeView, path: str) -> tuple[list[Finding], SkippedPath | Means]:
        """The findings Bandit's kept rules raise in one file, and how it was read, or why it was skipped."""
        try:
            text = view.read_text(path)
        except Exception as error:  # withheld, missing or undecodable: skipped, never guessed
            return [], SkippedPath(path=path, reason=f"unreadable ({type(error).__name__}: {error})"[:1000])
        try:
            source = parse_python(text, filename=path)  # parsed once: Bandit, the index and the findings share it
            tree = source.tree
            hits = pattern_bandit.kept(pattern_bandit.scan(path, text, tree))
        except (SyntaxError, ValueError, RecursionError) as error:
            kind = SkipKind.UNPARSEABLE if isinstance(error, Unparseable | SyntaxError) else SkipKind.NOT_ANALYSED
            return [], SkippedPath(path=path, kind=kind, reason=str(error)[:1000] or "unparseable")
        self._note_for_index(view, path, tree)
        cookies = "set_cookie" in text or "set_signed_cookie" in text
        debug = "debug" in text.lower() or "evalex" in text
        parsed = ParsedFile(path, text, tree) if hits or cookies or debug else None
        found = [pattern_bandit.to_finding(parsed, hit) for hit in hits] if parsed else []
        if parsed is not None and cookies:
            found.extend(pattern_cookies.findings(parsed))
        if parsed is not None and debug:
            found.extend(pattern_debug.findings(parsed, {h.lineno for h in hits if h.test_id == "B201"}))
        return [f for f in found if f is not None], source.means

    def refute(self, view: CodeView, findings: Sequence[FindingToJudge]) -> RefuteTurn:
        judge = Judge(view, lambda: self.project_index(view))
        return RefuteTurn(verdicts=[judge.verdict(item) for item in findings])

    def project_index(self, view: CodeView) -> ProjectIndex:
        """The name index of VIEW, built once per provider instance and view.

        Files this provider already raised on were added while their tree was in hand; only
        the rest are parsed here, one at a time."""
        index = self._use_view(view)
        if not self._index_complete:
            complete_index(index, view, self._indexed)
            self._index_complete = True
        return index

    def _use_view(self, view: CodeView) -> ProjectIndex:
        """The index for VIEW, started afresh when the view changes."""
        if self._index is None or self._index_view is not view:
            self._index, self._index_view = ProjectIndex(), view
            self._indexed, self._index_complete = set(), False
        return self._index

    def _note_for_index(self, view: CodeView, path: str, tree: ast.Module) -> None:
        index = self._use_view(view)
        if not self._index_complete and path not in self._indexed:
            index.add_file(path, tree)
            self._indexed.add(path)
