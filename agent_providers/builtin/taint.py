"""Slot agent_b of the embedded offline pair: an AST data-flow (taint) analyser.

Owns the analyser face of the taint slot (`builtin:taint-flow` wraps it for the seam). It reads
the snapshot only through the `CodeView`, parses each file once, keeps each module's analysis
for one view (other modules' calls read its summaries: see taint_project), and never writes.
The analysis itself lives in the taint_* modules beside it.

Raising is per file but consults other modules (the seam's `raise_consults`): a file's module
is analysed with the summaries of the repository modules it imports (helpers, classes,
re-exports), and the raise names every module file it read, so a kept raise is checked against
them. It never asks who else names a function, which would depend on every file. Refuting sees
the whole project: also who calls what, and library mode.
"""

from __future__ import annotations

from collections.abc import Sequence

from agent_providers.builtin.analysers import ANALYSERS
from agent_providers.builtin.taint_kept import KeptAnalyses
from agent_providers.builtin.taint_parallel import analyse_in_parallel
from agent_providers.builtin.taint_project import Project, mention_index
from agent_providers.builtin.taint_refute import Judge
from agent_providers.builtin.taint_report import file_findings
from agent_providers.seam import FindingToJudge
from tickets.models import Finding, RaiseTurn, RefuteTurn, SkippedPath
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo
from twokey.kernel.pysource import Means

PROMPT_VERSION = ANALYSERS["taint-flow"].prompt_version


def _shared(view: CodeView) -> CodeView:
    """The view raises are given (a recording view's snapshot), so verdicts reuse the raises' analyses."""
    return getattr(view, "underlying", view)


class TaintFlowAnalyser:
    """Follows untrusted values to dangerous sinks; refutes by the same data flow."""

    model = "taint-flow"
    prompt_version = PROMPT_VERSION

    def raise_findings(self, view: CodeView, paths: Sequence[str], memo: Memo | None = None,
                       notes: Memo | None = None) -> RaiseTurn:
        project = self.raising_project(view, memo)
        findings: list[Finding] = []
        skipped: list[SkippedPath] = []
        parsed_with: dict[str, str] = {}
        seen: set[tuple[str, str, int]] = set()
        for path in paths:
            found = file_findings(project, path)
            if isinstance(found, SkippedPath):
                skipped.append(found)
                continue
            if project.means.get(path, Means.AST) is not Means.AST:
                parsed_with[path] = project.means[path].value
            for finding in found:  # a helper's sink reached from two callers is one finding
                key = (finding.category, finding.primary.path, finding.primary.start_line)
                if key not in seen:
                    seen.add(key)
                    findings.append(finding)
        return RaiseTurn(findings=findings, skipped=skipped, parsed_with=parsed_with)

    def __init__(self) -> None:
        self._project: Project | None = None
        self._raising: Project | None = None

    def prepare(self, view: CodeView, paths: Sequence[str], cores: int = 1, memo: Memo | None = None) -> None:
        """Analyse the modules of PATHS (and what they import) before any raise or verdict asks for one, on up
        to CORES processes: what the raises and the verdicts then read is ready. Each import component is
        analysed after what it imports, so the answers are the same on any number of cores and however the
        rounds interleave with the raise workers. While helper processes analyse, this one reads which names
        each file mentions into MEMO, where the verdicts' usage index will look first."""
        idle = mention_index(view, memo) if memo is not None else None
        analyse_in_parallel(self.raising_project(view, memo), sorted(paths), helpers=cores if cores > 1 else 0,
                            idle=idle)

    def raising_project(self, view: CodeView, memo: Memo | None = None) -> Project:
        """The project raises on VIEW share: each module is analysed once, whichever file's raise asks. With
        MEMO (the provider's memo in the result store), it takes the analyses kept there when they still
        hold and keeps those it makes (taint_kept)."""
        if self._raising is None or self._raising.view is not view:
            self._raising = Project(view, raising=True)
        if memo is not None and self._raising.kept is None:
            self._raising.kept = KeptAnalyses(memo)
        return self._raising

    def fingerprint(self, view: CodeView, path: str, names: tuple[str, ...] = (), memo: Memo | None = None) -> str:
        """A digest of what another module's raise takes from PATH: its exports (function and class
        summaries, re-exported names), or only those of NAMES, the names that raise looked up there.
        A change elsewhere in the file (a docstring, a version number, another function, a function body
        whose summary stays the same) leaves it as it was."""
        return self.raising_project(view, memo).fingerprint(path, names)

    def consulted(self, view: CodeView, paths: Sequence[str]) -> list[str]:
        """Every other module file the raise on PATHS read (after raising on them on VIEW)."""
        project = self.raising_project(view)
        return sorted({other for path in paths for other in project.consulted(path)} - set(paths))

    def consulted_names(self, view: CodeView, paths: Sequence[str]) -> dict[str, tuple[str, ...]]:
        """For each other module file the raise on PATHS read, the names it looked up there."""
        return self.raising_project(view).names_looked_up(paths)

    def refute(self, view: CodeView, findings: Sequence[FindingToJudge], memo: Memo | None = None,
               notes: Memo | None = None) -> RefuteTurn:
        project = self.project(view, memo)
        def raising() -> Project:  # built only when a verdict asks what other modules hand a path's sinks
            return self.raising_project(_shared(view))

        return Judge(view, project, remote=lambda path: raising().sites_into(path),
                     handed=lambda path: raising().handed_into(path)).turn(findings)

    def project(self, view: CodeView, memo: Memo | None = None) -> Project:
        """The project-wide facts of VIEW, built at most once per provider and view (names kept in MEMO)."""
        if self._project is None or self._project.view is not view:
            self._project = Project(view, memo=memo, analyses=self.raising_project(_shared(view)))
        return self._project
