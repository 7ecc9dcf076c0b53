"""The builtin critic: re-runs the builtin analyses and the gates itself, and never writes.

It judges the writer's change from read-only views of the code before and after, the
diff, and the test evidence. Where the only problem is a silencing comment the writer
added, it answers with a patch that removes it (sealed by the orchestrator); otherwise
it approves or lists the blocking items.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence

from agent_providers.builtin.pattern import PatternAnalyser
from agent_providers.builtin.taint import TaintFlowAnalyser
from agent_providers.seam import FindingToJudge, Provider, Reply, ReviewTask, Usage
from tickets.fingerprint import fingerprint
from tickets.fix import CriticTurn, CriticVerdictKind, GateResult
from tickets.gates import (
    SILENCERS,
    Recheck,
    finding_gone_gate,
    scope_gate,
    tests_gate,
    weakening_gate,
)
from tickets.models import Finding, Role, Slot, VerdictKind
from twokey.kernel.codeview import CodeView
from twokey.kernel.errors import SnapshotReadError


class BuiltinCritic(Provider):
    name = "builtin"
    model = "gates-recheck"
    roles = frozenset({Role.CRITIC})
    deterministic = True

    def review(self, task: ReviewTask) -> Reply:
        return Reply(self._turn(task), Usage())

    def _turn(self, task: ReviewTask) -> CriticTurn:
        gates = self._own_gates(task)
        failing = [gate for gate in gates if not gate.passed]
        if not failing:
            ran = "; ".join(g.line() for g in gates)
            return CriticTurn(verdict=CriticVerdictKind.APPROVE,
                              summary=f"re-ran the builtin pair and the gates myself: {ran}")
        patch = self._silencer_patch(task)
        if patch and all(gate.name == "no weakening" for gate in failing):
            return CriticTurn(verdict=CriticVerdictKind.PATCH, patch=patch,
                              summary="the change adds comments that silence checkers; this patch removes them")
        blocking = [f"{gate.name}: {detail}" for gate in failing for detail in gate.details or ("failed",)]
        return CriticTurn(verdict=CriticVerdictKind.REQUEST_CHANGES, summary="the change does not pass my checks",
                          blocking=blocking)

    def _own_gates(self, task: ReviewTask) -> list[GateResult]:
        files = [(path, _text(task.base, path), _text(task.after, path)) for path in task.changed]
        python = [path for path in task.changed if path.endswith(".py")]
        before = own_recheck(task.base, [p for p in python if task.base.exists(p)])
        after = own_recheck(task.after, [p for p in python if task.after.exists(p)])
        evidence = task.evidence
        gates = [scope_gate(task.changed, task.ticket, evidence.agreed, evidence.backlog_prefix),
                 weakening_gate(files), finding_gone_gate(task.ticket, before, after, task.diff)]
        if evidence.baseline is not None and evidence.after is not None:
            gates.append(tests_gate(evidence.baseline, evidence.after, evidence.allow_untested))
        return gates

    @staticmethod
    def _silencer_patch(task: ReviewTask) -> str | None:
        chunks = []
        for path in task.changed:
            before, after = _text(task.base, path), _text(task.after, path)
            if after is None or not path.endswith(".py"):
                continue
            old_lines = set((before or "").splitlines())
            lines = after.splitlines(keepends=True)
            cleaned = [_strip_silencers(line) if line.rstrip("\n") not in old_lines else line for line in lines]
            if cleaned != lines:
                chunks.append("".join(difflib.unified_diff(lines, cleaned, f"a/{path}", f"b/{path}")))
        return "".join(chunks) or None


def own_recheck(view: CodeView, paths: Sequence[str]) -> Recheck:
    """The critic's own look with the offline pair: each analyser raises, the other refutes.

    It does not ask the orchestrator's re-check: a second key must turn on its own.
    """
    analysers: dict[Slot, PatternAnalyser | TaintFlowAnalyser] = {
        Slot.AGENT_A: PatternAnalyser(), Slot.AGENT_B: TaintFlowAnalyser()}
    raised: list[tuple[Slot, Finding]] = []
    confirmed: dict[str, Finding] = {}
    uncertain: dict[str, Finding] = {}
    for slot, analyser in analysers.items():
        findings = analyser.raise_findings(view, list(paths)).findings
        raised.extend((slot, finding) for finding in findings)
        shown = {fingerprint(finding): finding for finding in findings}
        if not shown:
            continue
        verdicts = analysers[slot.other].refute(view, [FindingToJudge(fp, f) for fp, f in shown.items()]).verdicts
        answered = {verdict.fingerprint: verdict.verdict for verdict in verdicts}
        for print_fp, finding in shown.items():
            verdict = answered.get(print_fp, VerdictKind.UNCERTAIN)
            if verdict is VerdictKind.CONFIRMED:
                confirmed[print_fp] = finding
            elif verdict is VerdictKind.UNCERTAIN and print_fp not in confirmed:
                uncertain[print_fp] = finding
    for print_fp in confirmed:
        uncertain.pop(print_fp, None)
    return Recheck(raised=raised, confirmed=confirmed, uncertain=uncertain)


def _strip_silencers(line: str) -> str:
    body, newline = (line[:-1], "\n") if line.endswith("\n") else (line, "")
    for pattern in SILENCERS.values():
        match = pattern.search(body)
        if match:
            body = body[:match.start()].rstrip()
    return body + newline


def _text(view, path: str) -> str | None:
    try:
        return view.read_text(path)
    except SnapshotReadError:
        return None
