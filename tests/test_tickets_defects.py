"""One ticket per defect (same place, same CWE family), with stable identity; and what a severity means."""

from __future__ import annotations

from importlib.metadata import version
from pathlib import Path

import pytest

from tests.test_tickets_store import RAISER, REFUTER, apply, confirm, ticket_files
from tickets.fingerprint import fingerprint
from tickets.models import AgentIdentity, Evidence, Finding, Location, Severity, Slot, Verdict, VerdictKind
from tickets.records import ConfirmedFinding, Cost
from tickets.render import read_ticket
from tickets.sarif import to_sarif
from tickets.severity import BANDS, calibrated, severity_for
from tickets.store import Backlog

COOKIE_LINE = 'self.set_cookie(self._OAUTH_TOKEN_COOKIE, token)'


def cookie(rule: str, title: str, cwe: int, line: int = 438, end: int = 438, quote: str = COOKIE_LINE,
           symbol: str = "OAuthMixin.get_authenticated_user") -> Finding:
    return Finding(rule_id=rule, category="insecure-cookie", title=title, severity=Severity.MEDIUM, cwe=cwe,
                   locations=[Location(path="tornado/auth.py", start_line=line, end_line=end)], symbol=symbol,
                   claim=f"{title}.", evidence=[Evidence(path="tornado/auth.py", start_line=line, end_line=end,
                                                         quote=quote)])


def confirmed_by(finding: Finding, raiser: AgentIdentity, judge: AgentIdentity) -> ConfirmedFinding:
    fp = fingerprint(finding)
    verdict = Verdict(fingerprint=fp, verdict=VerdictKind.CONFIRMED, reason="flags read from the call",
                      evidence=[Evidence(path="tornado/auth.py", start_line=1, end_line=1, quote="import x")])
    return ConfirmedFinding(fingerprint=fp, code_digest="d" * 16, finding=finding, raised_by=raiser,
                            confirmed_by=judge, confirmation=verdict, same_provider=False, cost=Cost(calls=1))


TAINT = AgentIdentity(slot=Slot.AGENT_B, provider="builtin", model="taint-flow")
PATTERN = AgentIdentity(slot=Slot.AGENT_A, provider="builtin", model="bandit-rules")
BANDIT_VIEW = cookie("pattern.insecure-cookie", "Cookie set without Secure and HttpOnly", 614)
TAINT_VIEW = cookie("taint.insecure-cookie", "Credential cookie without Secure/HttpOnly", 1004, line=437, end=439,
                    quote="token = self._oauth_request_token_url()\n" + COOKIE_LINE, symbol="get_authenticated_user")


@pytest.fixture
def backlog(tmp_path: Path) -> Backlog:
    return Backlog(tmp_path / "docs" / "backlog")


def both_views() -> list[ConfirmedFinding]:
    return [confirmed_by(TAINT_VIEW, TAINT, PATTERN), confirmed_by(BANDIT_VIEW, PATTERN, TAINT)]


def test_two_slots_views_of_one_cookie_defect_are_one_ticket_recording_both(backlog) -> None:
    assert fingerprint(BANDIT_VIEW) != fingerprint(TAINT_VIEW)
    change = apply(backlog, both_views(), 1)
    [ticket] = change.new
    assert ticket.fingerprint == fingerprint(BANDIT_VIEW)  # agent_a's finding leads, whatever the order
    assert [view.fingerprint for view in ticket.merged] == [fingerprint(TAINT_VIEW)]
    assert ticket.merged[0].raised_by.slot is Slot.AGENT_B and ticket.cost.calls == 2
    assert len(ticket.locations) == 1 and ticket.merged[0].site is None  # one place, not another sink
    [path] = ticket_files(backlog.directory)
    text = path.read_text(encoding="utf-8")
    assert "Credential cookie without Secure/HttpOnly" in text and read_ticket(text).ticket == ticket


def test_the_merged_ticket_keeps_its_identity_when_only_one_view_is_seen_again(backlog) -> None:
    [ticket] = apply(backlog, both_views(), 1).new
    only_taint = apply(backlog, [confirmed_by(TAINT_VIEW, TAINT, PATTERN)], 2)
    assert only_taint.new == [] and [t.id for t in only_taint.persisting] == [ticket.id]
    assert only_taint.persisting[0].fingerprint == ticket.fingerprint
    again = apply(backlog, both_views(), 3)
    assert again.new == [] and [t.id for t in again.persisting] == [ticket.id]
    assert len(ticket_files(backlog.directory)) == 1


def test_the_same_line_with_another_cwe_family_stays_a_ticket_of_its_own(backlog) -> None:
    sql = confirm(Finding(rule_id="B608", category="sql-injection", title="SQL", severity=Severity.HIGH, cwe=89,
                          locations=[Location(path="tornado/auth.py", start_line=438, end_line=438)],
                          claim="sql", evidence=[Evidence(path="tornado/auth.py", start_line=438, end_line=438,
                                                          quote=COOKIE_LINE)]))
    change = apply(backlog, [*both_views(), sql], 1)
    assert sorted(t.category for t in change.new) == ["insecure-cookie", "sql-injection"]


def test_findings_on_separate_lines_are_separate_defects(backlog) -> None:
    other = cookie("pattern.insecure-cookie", "Cookie set without Secure", 614, line=500, end=500,
                   quote="self.set_cookie('other', value)")
    change = apply(backlog, [confirmed_by(BANDIT_VIEW, PATTERN, TAINT), confirmed_by(other, PATTERN, TAINT)], 1)
    assert len(change.new) == 2


def test_sarif_of_a_merged_defect_has_one_result(backlog) -> None:
    change = apply(backlog, both_views(), 1)
    log = to_sarif(change.new, version("twokey"))
    assert len(log["runs"][0]["results"]) == 1


# -- severity ---------------------------------------------------------------------------------


def test_hardening_notes_are_low_whatever_the_raiser_said() -> None:
    for category in ("insecure-cookie", "debug-enabled"):
        assert severity_for(category, Severity.HIGH) is Severity.LOW
        assert severity_for(category, Severity.CRITICAL) is Severity.LOW


def test_injection_reaching_a_sink_is_at_least_high_and_weaknesses_at_most_medium() -> None:
    assert severity_for("sql-injection", Severity.MEDIUM) is Severity.HIGH
    assert severity_for("command-injection", Severity.CRITICAL) is Severity.CRITICAL
    assert severity_for("weak-hash", Severity.HIGH) is Severity.MEDIUM
    assert severity_for("weak-random", Severity.LOW) is Severity.LOW
    assert severity_for("xss", Severity.HIGH) is Severity.MEDIUM
    assert severity_for("some-new-class", Severity.CRITICAL) is Severity.HIGH


def test_every_category_the_builtin_pair_raises_has_a_band() -> None:
    from agent_providers.builtin.pattern_bandit import RULES
    from agent_providers.builtin.taint_rules import CATEGORIES

    assert {rule.category for rule in RULES.values()} | set(CATEGORIES) <= set(BANDS)


def test_a_cookie_finding_raised_as_high_becomes_a_low_ticket(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    from flows.audit.protocol import AuditProtocol
    from tests.fakes import MemoryView, ScriptedProvider
    from twokey.kernel.events import EventLog

    source = "def login(self, token):\n    " + COOKIE_LINE + "\n"
    finding = Finding(rule_id="x", category="insecure-cookie", title="cookie", severity=Severity.HIGH, cwe=614,
                      locations=[Location(path="a.py", start_line=2, end_line=2)], symbol="login", claim="flags",
                      evidence=[Evidence(path="a.py", start_line=2, end_line=2, quote=COOKIE_LINE)])
    calibrated_fp = fingerprint(calibrated(finding))
    judge = {"verdicts": [{"fingerprint": calibrated_fp, "verdict": "confirmed", "reason": "no flags",
                           "evidence": [{"path": "a.py", "start_line": 1, "end_line": 1,
                                         "quote": "def login(self, token):"}]}]}
    protocol = AuditProtocol(MemoryView({"a.py": source}),
                             {Slot.AGENT_A: ScriptedProvider("a", raises=[{"findings": [finding.model_dump()]}, {}]),
                              Slot.AGENT_B: ScriptedProvider("b", raises=[{}], refutes=[judge])},
                             EventLog("t", tmp_path), run_id="t", commit="c" * 40, started=datetime.now(UTC))
    outcome = protocol.run(["a.py"])
    assert outcome.confirmed[calibrated_fp].finding.severity is Severity.LOW
    assert RAISER and REFUTER  # the store helpers share their identities with these tests
