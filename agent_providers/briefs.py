"""What a language-model agent is told for each task: the rendered prompt and the turn's JSON schema.

Shared by every model provider (CLI or API) so they all say the same words for the same task.
The schema is the turn contract itself; providers validate against it once in their structured
output mode, and the orchestrator validates again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, NamedTuple

import prompts
from agent_providers.seam import RaiseTask, RefuteTask, ReviewTask, WriteTask
from tickets.fix import CriticTurn, WriteTurn
from tickets.models import RaiseTurn, RefuteTurn, Role

TURN_MODELS: dict[Role, Any] = {Role.RAISER: RaiseTurn, Role.REFUTER: RefuteTurn, Role.WRITER: WriteTurn,
                                Role.CRITIC: CriticTurn}


def schema(role: Role) -> dict[str, Any]:
    return TURN_MODELS[role].model_json_schema()


class Source(NamedTuple):
    """A file put inline in a prompt (for models without tools), its lines numbered."""

    path: str
    text: str


def raise_prompt(task: RaiseTask, sources: Sequence[Source] = (), turn_schema: dict[str, Any] | None = None,
                 compact: bool = False) -> prompts.Prompt:
    """The raiser's prompt; SOURCES inline for models without tools, a tighter TURN_SCHEMA for small models."""
    return prompts.render("raiser", turn_schema or schema(Role.RAISER), compact, paths=list(task.paths),
                          lenses=list(task.lenses), commit=task.commit or "the pinned commit", repair=task.repair,
                          sources=list(sources))


def refute_prompt(task: RefuteTask, sources: Sequence[Source] = (), turn_schema: dict[str, Any] | None = None,
                  compact: bool = False) -> prompts.Prompt:
    findings = [{"fingerprint": item.fingerprint, "text": item.finding.model_dump_json(indent=1)}
                for item in task.findings]
    return prompts.render("refuter", turn_schema or schema(Role.REFUTER), compact, findings=findings,
                          commit=task.commit or "the pinned commit", repair=task.repair, sources=list(sources))


def write_prompt(task: WriteTask) -> prompts.Prompt:
    return prompts.render("writer", schema(Role.WRITER), ticket_id=task.ticket.id, worktree=str(task.worktree),
                          ticket=_ticket_text(task.ticket), files=sorted({loc.path for loc in task.ticket.locations}),
                          feedback=list(task.feedback), repair=task.repair)


def review_prompt(task: ReviewTask) -> prompts.Prompt:
    return prompts.render("critic", schema(Role.CRITIC), ticket_id=task.ticket.id, ticket=_ticket_text(task.ticket),
                          diff=task.diff, write_summary=task.write.summary, gates=[g.line() for g in task.gates],
                          repair=task.repair)


def _ticket_text(ticket: Any) -> str:
    fields = ticket.model_dump(mode="json", include={"title", "severity", "category", "cwe", "locations", "claim",
                                                     "evidence", "suggested_fix"})
    return json.dumps(fields, indent=1)
