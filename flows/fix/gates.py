"""Re-checking code through the seam: the fix's raiser and refuter providers raise and refute again.

Which providers re-check a ticket is decided once per fix (`recheck_slots`): those the user
named, else those recorded on the ticket. The finding-gone gate compares a re-check before
and after the writer's change; the rules that compare live in `tickets.gates`, so the
orchestrator and any critic judge alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from agent_providers.registry import audit_slots
from agent_providers.seam import Provider, RaiseTask
from flows.audit.protocol import AuditProtocol, validate_turn
from tickets.gates import Recheck
from tickets.models import AgentIdentity, Finding, RaiseTurn, Slot
from tickets.records import Ticket
from twokey.kernel.codeview import CodeView
from twokey.kernel.events import EventLog


def spec_of(identity: AgentIdentity) -> str:
    return f"{identity.provider}:{identity.model}" if identity.model else identity.provider


def recheck_slots(ticket: Ticket, named: tuple[str, str] | None = None) -> dict[Slot, Provider]:
    """The re-check's two slots: NAMED (agent_a, agent_b) specs, or the providers recorded on TICKET."""
    if named is not None:
        return audit_slots(*named)
    by_slot = {ticket.raised_by.slot: spec_of(ticket.raised_by), ticket.confirmed_by.slot: spec_of(ticket.confirmed_by)}
    return audit_slots(by_slot.get(Slot.AGENT_A, "builtin"), by_slot.get(Slot.AGENT_B, "builtin"))


def recheck(view: CodeView, paths: Sequence[str], events: EventLog, slots: dict[Slot, Provider]) -> Recheck:
    """Run the whole protocol (raise, refute, swap) over PATHS of VIEW with SLOTS."""
    python = [p for p in paths if p.endswith(".py")]
    raised: list[tuple[Slot, Finding]] = []
    for slot, provider in slots.items():  # the raw raise turns, before any refutation, for the fingerprint check
        turn = validate_turn(RaiseTurn, provider.raise_findings(RaiseTask(view, tuple(python))).turn)
        raised.extend((slot, finding) for finding in turn.findings)
    protocol = AuditProtocol(view, slots, events, run_id=events.run_id, commit="worktree", started=datetime.now(UTC))
    outcome = protocol.run(python)
    uncertain = {fp: entry.finding for fp, entry in outcome.ledger.items() if entry.outcome == "uncertain"}
    return Recheck(raised=raised, confirmed={fp: c.finding for fp, c in outcome.confirmed.items()},
                   uncertain=uncertain)
