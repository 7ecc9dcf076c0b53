"""Re-verify a ticket's finding at HEAD before anything is fixed, through the provider seam.

A deterministic raiser (the builtin analysers, a replay) is asked to raise again: the finding is
present when it raises the ticket's fingerprint. Any other raiser would only be hoped to repeat
itself, so a refuter is asked about the stored finding at the new code instead: confirmed is
present, refuted is gone. Quoted code that no longer exists is gone; anything else is unclear,
which a person must settle. It only reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from agent_providers.seam import FindingToJudge, Provider, RaiseTask, RefuteTask
from flows.audit.evidence import EvidenceChecker
from flows.audit.protocol import validate_turn
from tickets.fingerprint import fingerprint
from tickets.models import MAX_LOCATIONS, Finding, RaiseTurn, RefuteTurn, Slot, VerdictKind
from tickets.records import Ticket
from twokey.kernel.snapshot import Snapshot


@dataclass(frozen=True)
class Reverified:
    outcome: Literal["present", "gone", "unclear"]
    reason: str
    finding: Finding | None = None


def _raiser_first(ticket: Ticket, slots: dict[Slot, Provider]) -> list[Provider]:
    # The provider that raised the ticket comes first; the other slot, which confirmed it, second.
    def raised_it(provider: Provider) -> bool:
        return (provider.name, provider.model) == (ticket.raised_by.provider, ticket.raised_by.model)

    return sorted(slots.values(), key=lambda provider: not raised_it(provider))


def reverify(ticket: Ticket, snapshot: Snapshot, slots: dict[Slot, Provider]) -> Reverified:
    paths = tuple(sorted({location.path for location in ticket.locations if snapshot.exists(location.path)}))
    if not paths:
        return Reverified("gone", f"{ticket.locations[0].path} no longer exists at {snapshot.target.short}")
    raiser, refuter = _raiser_first(ticket, slots)
    if raiser.deterministic:
        for provider in (raiser, refuter):  # a deterministic analyser repeats itself: raising again re-checks
            found = _raised_again(ticket, snapshot, provider, paths) if provider.deterministic else None
            if found is not None:
                return found
    else:
        # Hoping a model repeats itself is no re-check: the other slot judges the stored finding instead.
        judged = _judged(ticket, snapshot, refuter)
        if judged is not None:
            return judged
    checker = EvidenceChecker(snapshot)
    # gone only when neither the ticket's own quote nor any other sink's of its flow is left
    if ticket.evidence and not any(checker.still_present(e.path, e.quote) for e in ticket.sink_quotes):
        return Reverified("gone", f"the quoted code is no longer in {ticket.evidence[0].path} at "
                                  f"{snapshot.target.short}")
    return Reverified("unclear", f"the re-check no longer finds {ticket.fingerprint} at {snapshot.target.short}, "
                                 "but the quoted code is still there; a person should decide if the ticket is obsolete")


def _raised_again(ticket: Ticket, snapshot: Snapshot, provider: Provider, paths: tuple[str, ...]) -> Reverified | None:
    turn = validate_turn(RaiseTurn, provider.raise_findings(RaiseTask(snapshot, paths)).turn)
    if turn.skipped:  # a file that was not analysed proves nothing either way
        skipped = turn.skipped[0]
        return Reverified("unclear", f"{provider.model} could not analyse {skipped.path} at {snapshot.target.short} "
                                     f"({skipped.kind.value}: {skipped.reason}); a person should decide")
    again = [finding for finding in turn.findings if fingerprint(finding) in ticket.fingerprints]
    if not again:
        return None
    # The ticket's own finding leads when it is raised; every other sink of its flow still raised is handed on
    # too, as a further location, so that the writer fixes them all and the gate can ask for all to be gone.
    again.sort(key=lambda finding: fingerprint(finding) != ticket.fingerprint)
    lead = again[0]
    places = [lead.primary, *(finding.primary for finding in again[1:] if finding.primary != lead.primary)]
    finding = lead.model_copy(update={"locations": places[:MAX_LOCATIONS]}) if len(places) > 1 else lead
    return Reverified("present", f"{provider.model} raises {fingerprint(lead)} again at {lead.primary}"
                      + (f" and {len(places) - 1} more sink(s) of its flow" if len(places) > 1 else ""), finding)


def _judged(ticket: Ticket, snapshot: Snapshot, provider: Provider) -> Reverified | None:
    """Ask a refuter about the stored finding at the new code; only verified evidence counts."""
    stored = ticket.finding()
    turn = validate_turn(RefuteTurn, provider.refute(RefuteTask(snapshot, (FindingToJudge(ticket.fingerprint,
                                                                                          stored),))).turn)
    verdict = next((v for v in turn.verdicts if v.fingerprint == ticket.fingerprint), None)
    if verdict is None or not EvidenceChecker(snapshot).check_all(verdict.evidence).ok or not verdict.evidence:
        return None
    if verdict.verdict is VerdictKind.CONFIRMED:
        return Reverified("present", f"{provider.name}:{provider.model} confirms {ticket.fingerprint} at "
                                     f"{snapshot.target.short}: {verdict.reason}", stored)
    if verdict.verdict is VerdictKind.REFUTED:
        return Reverified("gone", f"{provider.name}:{provider.model} refutes {ticket.fingerprint} at "
                                  f"{snapshot.target.short}: {verdict.reason}")
    return None
