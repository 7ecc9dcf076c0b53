"""The audit protocol's invariants: verified evidence, fail-closed verdicts, swap, double confirmation."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from flows.audit.protocol import AuditProtocol, Ceilings
from tests.fakes import MemoryView, ScriptedProvider
from tickets.fingerprint import code_digest, fingerprint
from tickets.models import Evidence, Finding, Location, Severity, Slot, VerdictKind
from tickets.records import LedgerEntry
from twokey.kernel.events import EventLog
from twokey.kernel.status import RunStatus

SOURCE = '''from flask import request
import os


def ping():
    host = request.args["host"]
    os.system("ping -c 1 " + host)
'''
VIEW_FILES = {"app.py": SOURCE}


def injection(path: str = "app.py", line: int = 7, quote: str = 'os.system("ping -c 1 " + host)') -> Finding:
    return Finding(rule_id="test.cmd", category="command-injection", title="ping runs a shell with request input",
                   severity=Severity.HIGH, cwe=78, locations=[Location(path=path, start_line=line, end_line=line)],
                   symbol="ping", claim="request.args['host'] reaches os.system",
                   evidence=[Evidence(path=path, start_line=line, end_line=line, quote=quote)])


def verdict(finding: Finding, kind: str, evidence: list[Evidence] | None = None) -> dict:
    return {"kind": "refute", "verdicts": [{
        "fingerprint": fingerprint(finding), "verdict": kind, "reason": "checked",
        "evidence": [e.model_dump() for e in (evidence or [])]}]}


SOURCE_LINE = Evidence(path="app.py", start_line=6, end_line=6, quote='host = request.args["host"]')


def run(tmp_path: Path, a: ScriptedProvider, b: ScriptedProvider, files=VIEW_FILES, **kwargs):
    protocol = AuditProtocol(MemoryView(files), {Slot.AGENT_A: a, Slot.AGENT_B: b}, EventLog("t", tmp_path),
                             run_id="t", commit="c" * 40, started=datetime.now(UTC), **kwargs)
    return protocol.run(sorted(files)), protocol


def test_finding_with_independent_verified_evidence_is_doubly_confirmed(tmp_path: Path) -> None:
    finding = injection()
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]),
                     ScriptedProvider("b", refutes=[verdict(finding, "confirmed", [SOURCE_LINE])]))
    confirmed = outcome.confirmed[fingerprint(finding)]
    assert confirmed.raised_by.slot is Slot.AGENT_A and confirmed.confirmed_by.slot is Slot.AGENT_B
    assert outcome.status is RunStatus.DONE


def test_hallucinated_path_is_rejected_and_never_judged(tmp_path: Path) -> None:
    ghost = injection(path="ghost.py")
    refuter = ScriptedProvider("b", refutes=[verdict(ghost, "confirmed", [SOURCE_LINE])])
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [ghost.model_dump()]}]), refuter)
    assert not outcome.confirmed
    assert outcome.ledger[fingerprint(ghost)].outcome == "unsupported"
    assert not [call for call in refuter.calls if call[0] == "refute"]


def test_quote_far_from_its_cited_lines_is_rejected(tmp_path: Path) -> None:
    misplaced = injection(line=1, quote='os.system("ping -c 1 " + host)')
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [misplaced.model_dump()]}]),
                     ScriptedProvider("b", refutes=[verdict(misplaced, "confirmed", [SOURCE_LINE])]))
    assert outcome.unsupported == 1 and not outcome.confirmed


def test_quote_a_line_or_two_away_still_counts_as_near(tmp_path: Path) -> None:
    shifted = injection(line=5)
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [shifted.model_dump()]}]),
                     ScriptedProvider("b", refutes=[verdict(shifted, "confirmed", [SOURCE_LINE])]))
    assert fingerprint(shifted) in outcome.confirmed


def test_missing_verdict_counts_as_uncertain(tmp_path: Path) -> None:
    finding = injection()
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]),
                     ScriptedProvider("b", refutes=[{"kind": "refute", "verdicts": []}]))
    entry = outcome.ledger[fingerprint(finding)]
    assert entry.outcome == "uncertain" and "no verdict" in entry.reason


def test_unparseable_verdict_gets_one_repair_request_then_counts_as_uncertain(tmp_path: Path) -> None:
    finding = injection()
    refuter = ScriptedProvider("b", refutes=["{not json", {"kind": "refute", "verdicts": "nope"}])
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]), refuter)
    assert [kind for kind, _ in refuter.calls].count("refute") == 2
    assert outcome.ledger[fingerprint(finding)].outcome == "uncertain"
    assert outcome.status is RunStatus.BLOCKED  # a person must look at a refuter that cannot answer


def test_repaired_verdict_is_accepted(tmp_path: Path) -> None:
    finding = injection()
    refuter = ScriptedProvider("b", refutes=["garbage", verdict(finding, "confirmed", [SOURCE_LINE])])
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]), refuter)
    assert fingerprint(finding) in outcome.confirmed


def test_refuter_cannot_confirm_without_evidence(tmp_path: Path) -> None:
    finding = injection()
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]),
                     ScriptedProvider("b", refutes=[verdict(finding, "confirmed", [])]))
    assert not outcome.confirmed
    assert outcome.ledger[fingerprint(finding)].outcome == "uncertain"


def test_refuter_cannot_confirm_by_echoing_the_raisers_quotes(tmp_path: Path) -> None:
    finding = injection()
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]),
                     ScriptedProvider("b", refutes=[verdict(finding, "confirmed", list(finding.evidence))]))
    assert not outcome.confirmed
    assert "echoed" in outcome.ledger[fingerprint(finding)].reason


def test_confirmation_with_a_fabricated_quote_is_uncertain(tmp_path: Path) -> None:
    finding = injection()
    fake = Evidence(path="app.py", start_line=6, end_line=6, quote="host = sanitize(request.args)")
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]),
                     ScriptedProvider("b", refutes=[verdict(finding, "confirmed", [fake])]))
    assert not outcome.confirmed and outcome.ledger[fingerprint(finding)].outcome == "uncertain"


def test_refutation_with_verified_evidence_goes_to_the_ledger(tmp_path: Path) -> None:
    finding = injection()
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]),
                     ScriptedProvider("b", refutes=[verdict(finding, "refuted", [SOURCE_LINE])]))
    entry = outcome.ledger[fingerprint(finding)]
    assert entry.outcome == "refuted" and entry.judged_by.slot is Slot.AGENT_B


def test_roles_swap_so_each_slot_raises_and_refutes(tmp_path: Path) -> None:
    a_finding, b_finding = injection(), injection(line=6, quote='host = request.args["host"]')
    a = ScriptedProvider("a", raises=[{"findings": [a_finding.model_dump()]}],
                         refutes=[verdict(b_finding, "confirmed", [Evidence(path="app.py", start_line=5, end_line=5,
                                                                            quote="def ping():")])])
    b = ScriptedProvider("b", raises=[{"findings": [b_finding.model_dump()]}],
                         refutes=[verdict(a_finding, "confirmed", [SOURCE_LINE])])
    outcome, _ = run(tmp_path, a, b)
    assert [kind for kind, _ in a.calls] == ["raise", "refute"]
    assert [kind for kind, _ in b.calls] == ["refute", "raise"]
    assert {c.raised_by.slot for c in outcome.confirmed.values()} == {Slot.AGENT_A, Slot.AGENT_B}


def test_settled_ledger_entry_is_not_argued_again_while_its_code_is_unchanged(tmp_path: Path) -> None:
    finding = injection()
    digest = code_digest(SOURCE, finding)

    def lookup(print_fp: str, code: str) -> LedgerEntry | None:
        if print_fp == fingerprint(finding) and code == digest:
            return LedgerEntry(fingerprint=print_fp, code_digest=code, outcome="refuted", reason="earlier",
                               finding=finding, raised_by={"slot": "agent_a", "provider": "x", "model": "a"},
                               run_id="old", commit="c" * 40, time=datetime.now(UTC))
        return None

    refuter = ScriptedProvider("b", refutes=[verdict(finding, "confirmed", [SOURCE_LINE])])
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]), refuter,
                     ledger_lookup=lookup)
    assert outcome.settled == 1 and not outcome.confirmed
    assert not [call for call in refuter.calls if call[0] == "refute"]


def test_ceiling_is_checked_before_a_call_and_stops_the_run(tmp_path: Path) -> None:
    raiser = ScriptedProvider("a")
    outcome, _ = run(tmp_path, raiser, ScriptedProvider("b"), ceilings=Ceilings(max_turns=1))
    assert outcome.status is RunStatus.STOPPED and "turn ceiling" in outcome.reason
    assert len(raiser.calls) == 1


def test_a_raiser_that_fails_twice_blocks_the_run(tmp_path: Path) -> None:
    raiser = ScriptedProvider("a", raises=[RuntimeError("crashed"), RuntimeError("crashed again")])
    outcome, _ = run(tmp_path, raiser, ScriptedProvider("b"))
    assert outcome.status is RunStatus.BLOCKED and "crashed" in outcome.reason


def test_same_provider_and_model_in_both_slots_is_flagged(tmp_path: Path) -> None:
    outcome, _ = run(tmp_path, ScriptedProvider("same"), ScriptedProvider("same"))
    assert outcome.same_provider


def test_events_are_past_tense_facts_appended_in_order(tmp_path: Path) -> None:
    finding = injection()
    _, protocol = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]),
                      ScriptedProvider("b", refutes=[verdict(finding, "confirmed", [SOURCE_LINE])]))
    kinds = [event["event"] for event in protocol.events.read()]
    assert kinds.index("finding_verified") < kinds.index("verdict") < kinds.index("confirmed")
    assert {"claimed", "submitted", "turn_accepted"} <= set(kinds)


@pytest.mark.parametrize("kind", [VerdictKind.REFUTED, VerdictKind.UNCERTAIN])
def test_only_confirmed_findings_are_confirmed(tmp_path: Path, kind: VerdictKind) -> None:
    finding = injection()
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]),
                     ScriptedProvider("b", refutes=[verdict(finding, kind.value, [SOURCE_LINE])]))
    assert not outcome.confirmed


def test_evidence_checker_keeps_a_bounded_number_of_files_in_memory() -> None:
    from flows.audit.evidence import CACHED_FILES, EvidenceChecker

    class CountingView(MemoryView):
        reads = 0

        def read_text(self, path: str) -> str:
            CountingView.reads += 1
            return super().read_text(path)

    files = {f"m{i}.py": f"value = {i}\n" for i in range(CACHED_FILES * 3)}
    checker = EvidenceChecker(CountingView(files))
    for i in range(CACHED_FILES * 3):
        assert checker.check_evidence(Evidence(path=f"m{i}.py", start_line=1, end_line=1, quote=f"value = {i}")).ok
    reads = CountingView.reads
    assert checker.still_present(f"m{CACHED_FILES * 3 - 1}.py", "value")  # recent: still cached
    assert CountingView.reads == reads
    assert checker.still_present("m0.py", "value = 0")  # long evicted: read again, still right
    assert CountingView.reads == reads + 1


def test_a_refuter_that_fails_twice_blocks_the_run_and_settles_nothing(tmp_path: Path) -> None:
    finding = injection()
    refuter = ScriptedProvider("b", refutes=[TimeoutError("slow"), TimeoutError("slower")])
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]), refuter)
    assert outcome.status is RunStatus.BLOCKED and "agent_b refute" in outcome.reason
    entry = outcome.ledger[fingerprint(finding)]
    assert entry.outcome == "uncertain" and entry.code_digest == ""  # argued again next run


def test_a_turn_ceiling_stops_between_calls_never_inside_one(tmp_path: Path) -> None:
    finding = injection()
    refuter = ScriptedProvider("b", refutes=[verdict(finding, "confirmed", [SOURCE_LINE])])
    outcome, _ = run(tmp_path, ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}]), refuter,
                     ceilings=Ceilings(max_turns=2))
    assert outcome.status is RunStatus.STOPPED and fingerprint(finding) in outcome.confirmed
    assert len(refuter.calls) == 1  # the refute that was started finished; the swap round never began


def test_a_provider_that_raises_per_file_may_read_only_the_file_it_raises_on(tmp_path: Path) -> None:
    class Peeking(ScriptedProvider):
        raises_per_file = True

        def raise_findings(self, task):
            task.view.read_text("helpers.py")  # a promise broken: another file
            return super().raise_findings(task)

    outcome, _ = run(tmp_path, Peeking("a"), ScriptedProvider("b"), files={**VIEW_FILES, "helpers.py": "X = 1\n"})
    assert outcome.status is RunStatus.BLOCKED and "may read only that file" in outcome.reason


def test_kept_raises_and_verdicts_are_asked_for_again_without_a_store(tmp_path: Path) -> None:
    finding = injection()
    raiser = ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}] * 2)
    refuter = ScriptedProvider("b", refutes=[verdict(finding, "confirmed", [SOURCE_LINE])] * 2)
    for _ in range(2):
        outcome, _ = run(tmp_path, raiser, refuter)
        assert fingerprint(finding) in outcome.confirmed and outcome.reused.verdicts == 0
    assert [kind for kind, _ in refuter.calls].count("refute") == 2
