"""Slot agent_b of the embedded offline pair: an AST data-flow (taint) analyser.

Owns the analyser face of the taint slot (`builtin:taint-flow` wraps it for the seam). It reads
the snapshot only through the `CodeView`, parses each file once, keeps nothing between files,
and never writes.
The analysis itself lives in the taint_* modules beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

from agent_providers.builtin.analysers import ANALYSERS
from agent_providers.builtin.taint_refute import Judge, Usage, analysed
from agent_providers.builtin.taint_report import cookie_findings, findings_for
from agent_providers.builtin.taint_rules import TEST_PATH
from agent_providers.seam import FindingToJudge
from tickets.models import Finding, RaiseTurn, RefuteTurn, SkippedPath
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo
from twokey.kernel.coverage import SkipKind
from twokey.kernel.pysource import Means

PROMPT_VERSION = ANALYSERS["taint-flow"].prompt_version


class TaintFlowAnalyser:
    """Follows untrusted values to dangerous sinks; refutes by the same data flow."""

    model = "taint-flow"
    prompt_version = PROMPT_VERSION

    def raise_findings(self, view: CodeView, paths: Sequence[str], memo: Memo | None = None,
                       notes: Memo | None = None) -> RaiseTurn:
        findings: list[Finding] = []
        skipped: list[SkippedPath] = []
        parsed_with: dict[str, str] = {}
        for path in paths:
            found = self._file_findings(view, path, notes)
            if isinstance(found, SkippedPath):
                skipped.append(found)
                continue
            means, file_findings = found
            findings.extend(file_findings)
            if means is not Means.AST:
                parsed_with[path] = means.value
        return RaiseTurn(findings=findings, skipped=skipped, parsed_with=parsed_with)

    def __init__(self) -> None:
        self._usage: tuple[CodeView, Usage] | None = None

    def refute(self, view: CodeView, findings: Sequence[FindingToJudge], memo: Memo | None = None,
               notes: Memo | None = None) -> RefuteTurn:
        return Judge(view, lambda: self.usage(view, memo), notes).turn(findings)

    def usage(self, view: CodeView, memo: Memo | None = None) -> Usage:
        """Who mentions which names in VIEW, built at most once per provider and view (names kept in MEMO)."""
        if self._usage is None or self._usage[0] is not view:
            self._usage = (view, Usage.of(view, memo))
        return self._usage[1]

    @staticmethod
    def _file_findings(view: CodeView, path: str,
                       notes: Memo | None = None) -> tuple[Means, list[Finding]] | SkippedPath:
        try:
            text = view.read_text(path)
        except Exception as error:  # withheld or unreadable: say so, never guess
            return SkippedPath(path=path, reason=f"unreadable ({type(error).__name__}: {error})"[:300])
        try:
            means, result = analysed(view, path, text, notes, filename=path)
        except (SyntaxError, ValueError) as error:
            return SkippedPath(path=path, kind=SkipKind.UNPARSEABLE, reason=str(error)[:300] or "unparseable")
        except RecursionError:
            return SkippedPath(path=path, reason="too deeply nested to analyse")
        if TEST_PATH.search(path):
            return means, []  # test code runs only under the test runner: not an attack surface
        lines = text.splitlines()
        return means, findings_for(path, lines, result.sites) + cookie_findings(path, lines, result.cookies)
