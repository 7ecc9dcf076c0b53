"""The builtin critic: re-runs the builtin analyses and the gates itself, and never writes.

It judges the writer's change from read-only views of the code before and after, the
diff, and the test evidence. Where the only problem is a silencing comment the writer
added, it answers with a patch that removes it (sealed by the orchestrator); otherwise
it approves or lists the blocking items.
"""

from __future__ import annotations

import difflib

from flows.fix_contracts import CriticTurn, CriticVerdictKind, GateResult, ReviewTask
from flows.fix_gates import (
    SILENCERS,
    finding_gone_gate,
    recheck,
    scope_gate,
    tests_gate,
    weakening_gate,
)
from twokey.errors import SnapshotReadError
from twokey.events import EventLog


class BuiltinCritic:
    name = "builtin"
    model = "gates-recheck"

    def review(self, task: ReviewTask) -> CriticTurn:
        gates = self._own_gates(task)
        failing = [gate for gate in gates if not gate.passed]
        if not failing:
            return CriticTurn(verdict=CriticVerdictKind.APPROVE,
                              summary="re-ran the builtin pair and the gates myself: " + "; ".join(g.line() for g in gates))
        patch = self._silencer_patch(task)
        if patch and all(gate.name == "no weakening" for gate in failing):
            return CriticTurn(verdict=CriticVerdictKind.PATCH, patch=patch,
                              summary="the change adds comments that silence checkers; this patch removes them")
        return CriticTurn(verdict=CriticVerdictKind.REQUEST_CHANGES, summary="the change does not pass my checks",
                          blocking=[f"{gate.name}: {detail}" for gate in failing for detail in gate.details or ("failed",)])

    def _own_gates(self, task: ReviewTask) -> list[GateResult]:
        files = [(path, _text(task.base, path), _text(task.after, path)) for path in task.changed]
        events = EventLog(f"{task.evidence.get('run_id', 'review')}-critic", task.evidence.get("log_dir"))
        python = [path for path in task.changed if path.endswith(".py")]
        before = recheck(task.base, [p for p in python if task.base.exists(p)], events)
        after = recheck(task.after, [p for p in python if task.after.exists(p)], events)
        gates = [scope_gate(task.changed, task.ticket, task.evidence.get("agreed", ())),
                 weakening_gate(files), finding_gone_gate(task.ticket, before, after, task.diff)]
        baseline, tested = task.evidence.get("baseline"), task.evidence.get("after")
        if baseline is not None and tested is not None:
            gates.append(tests_gate(baseline, tested))
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
