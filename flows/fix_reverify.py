"""Re-verify a ticket's finding at HEAD before anything is fixed.

The builtin analysers run again on the ticket's files at the pinned commit: the finding is
present when one of them raises the ticket's fingerprint again, gone when the quoted code
no longer exists, and otherwise unclear, which a person must settle. It only reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from agent_providers.registry import BUILTIN_MODEL_FOR_SLOT, provider_for
from flows.evidence import EvidenceChecker
from flows.protocol import validate_turn
from tickets.fingerprint import fingerprint
from tickets.models import Finding, RaiseTurn, Slot
from tickets.records import Ticket
from twokey.snapshot import Snapshot


@dataclass(frozen=True)
class Reverified:
    outcome: Literal["present", "gone", "unclear"]
    reason: str
    finding: Finding | None = None


def _slots_in_order(ticket: Ticket) -> list[Slot]:
    # The slot that raised the ticket looks first; its own analyser produced the fingerprint.
    first = ticket.raised_by.slot
    if ticket.raised_by.provider == "builtin" and ticket.raised_by.model in BUILTIN_MODEL_FOR_SLOT.values():
        first = next(slot for slot, model in BUILTIN_MODEL_FOR_SLOT.items() if model == ticket.raised_by.model)
    return [first, first.other]


def reverify(ticket: Ticket, snapshot: Snapshot) -> Reverified:
    paths = sorted({location.path for location in ticket.locations if snapshot.exists(location.path)})
    if not paths:
        return Reverified("gone", f"{ticket.locations[0].path} no longer exists at {snapshot.target.short}")
    for slot in _slots_in_order(ticket):
        provider = provider_for(slot, "builtin")
        turn = validate_turn(RaiseTurn, provider.raise_findings(snapshot, paths))
        for finding in turn.findings:
            if fingerprint(finding) == ticket.fingerprint:
                return Reverified("present", f"{provider.model} raises {ticket.fingerprint} again at "
                                             f"{finding.primary}", finding)
    checker = EvidenceChecker(snapshot)
    if ticket.evidence and not any(checker.still_present(e.path, e.quote) for e in ticket.evidence[:1]):
        return Reverified("gone", f"the quoted code is no longer in {ticket.evidence[0].path} at "
                                  f"{snapshot.target.short}")
    return Reverified("unclear", f"the builtin analysers no longer raise {ticket.fingerprint} at "
                                 f"{snapshot.target.short}, but the quoted code is still there; a person should "
                                 "decide whether the ticket is obsolete")
