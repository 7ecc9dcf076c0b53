"""The `builtin` provider: the offline pair, its writer and its critic, registered like any plugin.

`builtin` with no model picks the slot's own analyser (agent_a: bandit-rules, agent_b:
taint-flow) for raising and refuting, LibCST codemods for writing, and its own gate re-run
for critiquing. The analysers themselves live beside this module; this is only their seam face.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib.metadata import version
from typing import Protocol

from agent_providers.builtin.analysers import ANALYSERS, load
from agent_providers.registry import Registration, Selection
from agent_providers.seam import (
    FindingToJudge,
    Provider,
    RaiseTask,
    RefuteTask,
    Reply,
    Usage,
    module_digest,
)
from tickets.models import RaiseTurn, RefuteTurn, Role, Slot
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo
from twokey.kernel.errors import UsageError

ANALYSER_FOR_SLOT = {Slot.AGENT_A: "bandit-rules", Slot.AGENT_B: "taint-flow"}
WRITER_MODEL = "libcst-codemods"
CRITIC_MODEL = "gates-recheck"
# Offline analysers make no model call: their usage is exactly zero, reported, not estimated.
FREE_CALL = Usage()


class Analyser(Protocol):
    model: str
    prompt_version: str

    def raise_findings(self, view: CodeView, paths: list[str], memo: Memo | None = None,
                       notes: Memo | None = None) -> RaiseTurn: ...

    def refute(self, view: CodeView, findings: list[FindingToJudge], memo: Memo | None = None,
               notes: Memo | None = None) -> RefuteTurn: ...


class BuiltinAnalyser(Provider):
    """Raiser and refuter backed by one offline analyser; deterministic, so raising again re-checks.

    Both analysers raise per file. The pattern slot reads only the file; the taint slot also
    reads the modules the file imports (`raise_consults`), and says which."""

    name = "builtin"
    roles = frozenset({Role.RAISER, Role.REFUTER})
    deterministic = True
    raises_per_file = True

    def __init__(self, analyser: Analyser | str) -> None:
        if isinstance(analyser, str):  # a model name: the analyser is made on first use, if ever
            self._analyser: Analyser | None = None
            self.model, self.prompt_version = analyser, ANALYSERS[analyser].prompt_version
        else:
            self._analyser = analyser
            self.model, self.prompt_version = analyser.model, analyser.prompt_version
        self.raise_consults = ANALYSERS[self.model].consults if self.model in ANALYSERS else False

    @property
    def analyser(self) -> Analyser:
        if self._analyser is None:
            self._analyser = load(self.model)
        return self._analyser

    def code_version(self) -> str:
        return _code_version()

    def worker_modules(self) -> tuple[str, ...]:
        return (ANALYSERS[self.model].module,) if self.model in ANALYSERS else ()

    def prepare(self, view: CodeView, paths: Sequence[str], cores: int = 1, memo: Memo | None = None) -> None:
        prepare = getattr(self.analyser, "prepare", None)
        if prepare is not None:
            prepare(view, list(paths), cores, memo)

    def raise_findings(self, task: RaiseTask) -> Reply:
        turn = self.analyser.raise_findings(task.view, list(task.paths), task.memo, task.notes)
        consulted = getattr(self.analyser, "consulted", None)
        if not self.raise_consults or consulted is None:
            return Reply(turn, FREE_CALL)
        paths = list(task.paths)
        names = getattr(self.analyser, "consulted_names", None)  # without them, each file counts as wholly used
        return Reply(turn, FREE_CALL, consulted=tuple(consulted(task.view, paths)),
                     consulted_names=names(task.view, paths) if names is not None else {})

    def consulted_fingerprint(self, view: CodeView, path: str, names: tuple[str, ...] = (),
                              memo: Memo | None = None) -> str:
        fingerprint = getattr(self.analyser, "fingerprint", None)
        if not callable(fingerprint):
            return view.content_id(path)
        return fingerprint(view, path, names, memo)

    def refute(self, task: RefuteTask) -> Reply:
        return Reply(self.analyser.refute(task.view, list(task.findings), task.memo, task.notes), FREE_CALL)


@cache
def _code_version() -> str:
    # Every analyser module, the parsers they read code with (kept analyses and raises were made with
    # them), and Bandit whose rules the pattern slot runs (asked without importing it).
    digest = module_digest("agent_providers.builtin", "twokey.kernel.pysource", "twokey.kernel.pysource_modern")
    return f"{digest}+bandit-{version('bandit')}"


def _analyser(model: str) -> str:
    if model not in ANALYSERS:
        raise UsageError(f"builtin model {model!r} is unknown; use builtin:bandit-rules or builtin:taint-flow")
    return model


def build(selection: Selection) -> Provider:
    if selection.role is Role.WRITER:
        from agent_providers.builtin.writer import BuiltinWriter

        return _only(selection, WRITER_MODEL, BuiltinWriter())
    if selection.role is Role.CRITIC:
        from agent_providers.builtin.critic import BuiltinCritic

        return _only(selection, CRITIC_MODEL, BuiltinCritic())
    return BuiltinAnalyser(_analyser(selection.model or ANALYSER_FOR_SLOT[selection.slot]))


def _only(selection: Selection, model: str, provider: Provider) -> Provider:
    if selection.model and selection.model != model:
        raise UsageError(f"builtin {selection.role.value} model {selection.model!r} is unknown; use builtin or "
                         f"builtin:{model}")
    return provider


REGISTRATION = Registration(
    name="builtin", roles=frozenset(Role), build=build,
    summary="the offline pair (no keys, no network): Bandit rules and taint flow; LibCST writer; gate-rerun critic",
    models=(*ANALYSER_FOR_SLOT.values(), WRITER_MODEL, CRITIC_MODEL))
