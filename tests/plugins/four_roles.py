"""A third-party-style provider that fills all four roles, for tests; it registers through an entry point.

It raises and refutes by asking the builtin analysers through the registry (as any plugin could),
writes by replacing `yaml.load(` with `yaml.safe_load(` in the ticket's file, and critiques by
approving a change only if every orchestrator gate passed. It counts its calls per role.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from agent_providers.registry import Registration, Selection, provider_for
from agent_providers.seam import Provider, RaiseTask, RefuteTask, Reply, ReviewTask, Usage, WriteTask
from tickets.fix import CriticTurn, CriticVerdictKind, WriteOutcome, WriteTurn
from tickets.models import Role, Slot

CALLS: Counter[str] = Counter()
# A pretend price: every call costs a cent, reported, so cost accounting is visible end to end.
ONE_CENT = Usage(calls=1, input_tokens=100, output_tokens=20, usd=0.01)


class FourRoles(Provider):
    name = "fourroles"
    roles = frozenset(Role)
    prompt_version = "fourroles/1"

    def __init__(self, slot: Slot, model: str) -> None:
        self.slot, self.model = slot, model or "demo"

    def _analyser(self) -> Provider:
        return provider_for("builtin", Role.RAISER, self.slot)

    def raise_findings(self, task: RaiseTask) -> Reply:
        CALLS["raise"] += 1
        return Reply(self._analyser().raise_findings(task).turn, ONE_CENT)

    def refute(self, task: RefuteTask) -> Reply:
        CALLS["refute"] += 1
        return Reply(self._analyser().refute(task).turn, ONE_CENT)

    def write(self, task: WriteTask) -> Reply:
        CALLS["write"] += 1
        path = Path(task.worktree) / task.finding.primary.path
        text = path.read_text(encoding="utf-8")
        if "yaml.load(" not in text:
            return Reply(WriteTurn(outcome=WriteOutcome.NO_MECHANICAL_FIX, summary="no yaml.load here"), ONE_CENT)
        path.write_text(text.replace("yaml.load(", "yaml.safe_load(", 1), encoding="utf-8")
        return Reply(WriteTurn(outcome=WriteOutcome.CHANGED, summary="yaml.load -> yaml.safe_load",
                               files=[task.finding.primary.path]), ONE_CENT)

    def review(self, task: ReviewTask) -> Reply:
        CALLS["review"] += 1
        failing = [gate.line() for gate in task.gates if not gate.passed]
        if failing:
            turn = CriticTurn(verdict=CriticVerdictKind.REQUEST_CHANGES, summary="gates fail", blocking=failing)
        else:
            turn = CriticTurn(verdict=CriticVerdictKind.APPROVE, summary="every gate passed and the diff is minimal")
        return Reply(turn, ONE_CENT)


def build(selection: Selection) -> Provider:
    return FourRoles(selection.slot, selection.model)


REGISTRATION = Registration(name="fourroles", roles=frozenset(Role), build=build,
                            summary="a test plugin filling all four roles", models=("demo",))
