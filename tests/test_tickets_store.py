"""The backlog store: ticket lifecycle, dedup, human edits, corruption, locking, ids, atomicity, ledger."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tickets.fingerprint import fingerprint
from tickets.models import (
    AgentIdentity,
    Evidence,
    Finding,
    Location,
    Severity,
    Slot,
    TicketStatus,
    Verdict,
    VerdictKind,
)
from tickets.records import ConfirmedFinding, Cost, LedgerEntry, RunContext
from tickets.redact import MASK
from tickets.render import parse_ticket, read_ticket, render_ticket
from tickets.store import INDEX_NAME, LEDGER_NAME, Backlog, atomic_write
from twokey.kernel.errors import BacklogBusy, BacklogError

RAISER = AgentIdentity(slot=Slot.AGENT_A, provider="builtin", model="pattern", prompt_version="raise-v1")
REFUTER = AgentIdentity(slot=Slot.AGENT_B, provider="builtin", model="flow", prompt_version="refute-v1")
QUOTE = 'cur.execute("SELECT * FROM users WHERE id = %s" % uid)'


def make_finding(quote=QUOTE, line=11, path="app/repo.py", title="SQL built with string formatting",
                 severity=Severity.HIGH, category="sql-injection") -> Finding:
    return Finding(
        rule_id="B608", category=category, title=title, severity=severity, cwe=89,
        locations=[Location(path=path, start_line=line, end_line=line + 1)], symbol="Repo.find",
        claim="uid from the request reaches execute() without parameters",
        evidence=[Evidence(path=path, start_line=line, end_line=line + 1, quote=quote, note="string formatting")],
        suggested_fix="Pass uid as a query parameter.",
    )


def confirm(finding: Finding, usd: float = 0.5, digest: str = "d1d1d1d1d1d1d1d1") -> ConfirmedFinding:
    fp = fingerprint(finding)
    verdict = Verdict(
        fingerprint=fp, verdict=VerdictKind.CONFIRMED, reason="No sanitiser between request.args and execute().",
        evidence=[Evidence(path="app/views.py", start_line=3, end_line=3, quote="uid = request.args['id']")])
    return ConfirmedFinding(fingerprint=fp, code_digest=digest, finding=finding, raised_by=RAISER,
                            confirmed_by=REFUTER, confirmation=verdict, same_provider=True,
                            cost=Cost(calls=2, tokens=100, usd=usd))


def run(number: int) -> RunContext:
    return RunContext(run_id=f"run-{number}", commit=f"c{number:039d}",
                      time=datetime(2024, 5, number, tzinfo=UTC), repo_name="legacy")


def apply(backlog: Backlog, confirmed: list[ConfirmedFinding], number: int, present: bool = True):
    with backlog.locked():
        return backlog.apply(confirmed, run(number), still_present=lambda ticket: present)


def ticket_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("TK-*.md"))


@pytest.fixture
def backlog(tmp_path) -> Backlog:
    return Backlog(tmp_path / "docs" / "backlog")


# --- lifecycle -------------------------------------------------------------------------

def test_confirmed_finding_becomes_open_ticket_with_padded_id_and_slug(backlog):
    change = apply(backlog, [confirm(make_finding())], 1)
    assert [t.id for t in change.new] == ["TK-0001"]
    [path] = ticket_files(backlog.directory)
    assert path.name == "TK-0001-sql-built-with-string-formatting.md"
    ticket, _ = parse_ticket(path.read_text())
    assert ticket.status is TicketStatus.OPEN
    assert ticket.first_seen.run_id == ticket.last_seen.run_id == "run-1"


def test_same_finding_shifted_down_persists_with_new_lines_history_and_cost(backlog):
    apply(backlog, [confirm(make_finding(line=11))], 1)
    change = apply(backlog, [confirm(make_finding(line=30))], 2)
    assert change.new == [] and [t.id for t in change.persisting] == ["TK-0001"]
    [path] = ticket_files(backlog.directory)
    ticket, body = parse_ticket(path.read_text())
    assert ticket.locations[0].start_line == 30 and ticket.evidence[0].start_line == 30
    assert ticket.first_seen.run_id == "run-1" and ticket.last_seen.run_id == "run-2"
    assert ticket.run_ids == ["run-1", "run-2"]
    assert ticket.cost == Cost(calls=4, tokens=200, usd=1.0)
    assert "app/repo.py:30-31" in body


def test_reapplying_the_same_run_does_not_double_count(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    apply(backlog, [confirm(make_finding())], 1)
    ticket, _ = parse_ticket(ticket_files(backlog.directory)[0].read_text())
    assert ticket.run_ids == ["run-1"] and ticket.cost.calls == 2


def test_duplicate_confirmations_in_one_run_make_one_ticket(backlog):
    change = apply(backlog, [confirm(make_finding()), confirm(make_finding())], 1)
    assert len(change.new) == 1 and len(ticket_files(backlog.directory)) == 1
    assert change.new[0].cost.calls == 4


def test_unconfirmed_ticket_whose_code_is_gone_becomes_obsolete_and_resolved(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    change = apply(backlog, [], 2, present=False)
    assert [t.id for t in change.resolved] == ["TK-0001"]
    ticket, _ = parse_ticket(ticket_files(backlog.directory)[0].read_text())
    assert ticket.status is TicketStatus.OBSOLETE
    assert ticket.last_seen.run_id == "run-1"


def test_unconfirmed_ticket_whose_code_remains_is_left_byte_identical(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    path = ticket_files(backlog.directory)[0]
    before = path.read_bytes()
    change = apply(backlog, [], 2, present=True)
    assert change.resolved == [] and change.persisting == []
    assert path.read_bytes() == before


@pytest.mark.parametrize("status", ["obsolete", "fixed"])
def test_closed_ticket_confirmed_again_is_reopened(backlog, status):
    apply(backlog, [confirm(make_finding())], 1)
    path = ticket_files(backlog.directory)[0]
    path.write_text(path.read_text().replace("status: open", f"status: {status}"))
    change = apply(backlog, [confirm(make_finding())], 2)
    assert [t.id for t in change.reopened] == ["TK-0001"] and change.persisting == []
    assert parse_ticket(path.read_text())[0].status is TicketStatus.OPEN


@pytest.mark.parametrize("status", ["wontfix", "in-progress"])
def test_human_set_status_is_kept_when_the_finding_persists(backlog, status):
    apply(backlog, [confirm(make_finding())], 1)
    path = ticket_files(backlog.directory)[0]
    path.write_text(path.read_text().replace("status: open", f"status: {status}"))
    change = apply(backlog, [confirm(make_finding(line=20))], 2)
    assert [t.status.value for t in change.persisting] == [status]
    assert parse_ticket(path.read_text())[0].status.value == status


def test_human_body_edit_is_kept_while_front_matter_is_updated(backlog):
    apply(backlog, [confirm(make_finding(line=11))], 1)
    path = ticket_files(backlog.directory)[0]
    edited = path.read_text().replace("## Suggested fix\n\n", "## Suggested fix\n\nTeam note: use the ORM here.\n\n")
    path.write_text(edited)
    human_body = edited.split("\n---\n", 1)[1]
    apply(backlog, [confirm(make_finding(line=50))], 2)
    ticket, body = parse_ticket(path.read_text())
    assert body == human_body
    assert ticket.locations[0].start_line == 50 and ticket.last_seen.run_id == "run-2"
    # Still recognised as edited on the run after, so the edit survives every later run.
    apply(backlog, [confirm(make_finding(line=60))], 3)
    assert parse_ticket(path.read_text())[1] == human_body


def test_resolving_an_edited_ticket_keeps_the_human_body(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    path = ticket_files(backlog.directory)[0]
    path.write_text(path.read_text().replace("## Claim\n\n", "## Claim\n\nSeen in prod logs.\n"))
    human_body = path.read_text().split("\n---\n", 1)[1]
    apply(backlog, [], 2, present=False)
    ticket, body = parse_ticket(path.read_text())
    assert ticket.status is TicketStatus.OBSOLETE and body == human_body


def test_distinct_findings_get_distinct_tickets(backlog):
    # At another place: findings at one place in one CWE family are one defect (tests/test_tickets_defects.py).
    change = apply(backlog, [confirm(make_finding()),
                             confirm(make_finding(quote="os.system(cmd)", title="Shell", line=30))], 1)
    assert [t.id for t in change.new] == ["TK-0001", "TK-0002"]


# --- corruption ------------------------------------------------------------------------

def test_corrupt_ticket_is_named_left_byte_identical_and_not_duplicated(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    path = ticket_files(backlog.directory)[0]
    path.write_text(path.read_text().replace("severity: high", "severity: [unclosed"))
    before = path.read_bytes()
    change = apply(backlog, [confirm(make_finding())], 2, present=False)
    assert [p for p, _ in change.corrupt] == [str(path)]
    assert "YAML" in change.corrupt[0][1] and "\n" not in change.corrupt[0][1]
    assert path.read_bytes() == before
    assert ticket_files(backlog.directory) == [path] and change.new == []


def test_ticket_failing_validation_is_reported_with_the_field(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    path = ticket_files(backlog.directory)[0]
    path.write_text(path.read_text().replace("status: open", "status: maybe"))
    _, corrupt = backlog.load()
    assert corrupt == [(str(path), corrupt[0][1])] and "'status'" in corrupt[0][1]


def test_corrupt_ticket_keeps_its_id(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    ticket_files(backlog.directory)[0].write_text("not a ticket")
    change = apply(backlog, [confirm(make_finding(quote="os.system(cmd)", title="Shell"))], 2)
    assert [t.id for t in change.new] == ["TK-0002"]


# --- folder, lock, ids -----------------------------------------------------------------

def test_backlog_path_that_is_a_file_is_a_backlog_error(tmp_path):
    path = tmp_path / "backlog"
    path.write_text("oops")
    with pytest.raises(BacklogError, match="is a file; pass --backlog pointing at a folder"):
        Backlog(path)


def test_backlog_folder_is_created_only_when_writing(backlog):
    assert backlog.load() == ([], [])
    assert backlog.ledger_entry("0" * 16, "d") is None
    assert not backlog.directory.exists()


LOCK_HOLDER = """
import sys
from pathlib import Path
from tickets.store import Backlog
with Backlog(Path(sys.argv[1])).locked():
    print("locked", flush=True)
    sys.stdin.read()
"""


def test_lock_held_by_another_process_is_backlog_busy_naming_its_pid(backlog):
    holder = subprocess.Popen([sys.executable, "-c", LOCK_HOLDER, str(backlog.directory)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(BacklogBusy, match=rf"pid {holder.pid}\)"):
            with backlog.locked():
                pass
    finally:
        holder.communicate("")
    with backlog.locked():  # released when the holder exits
        pass


def test_apply_outside_the_lock_writes_nothing(backlog):
    with pytest.raises(RuntimeError, match="locked"):
        backlog.apply([confirm(make_finding())], run(1), still_present=lambda ticket: True)
    assert not backlog.directory.exists()


def test_id_reserved_by_another_backlog_instance_is_skipped(backlog):
    other = Backlog(backlog.directory)
    assert other.reserve_id() == "TK-0001"
    assert backlog.reserve_id() == "TK-0002"
    assert other.reserve_id() == "TK-0003"


RESERVER = """
import sys
from pathlib import Path
from tickets.store import Backlog
backlog = Backlog(Path(sys.argv[1]))
sys.stdin.read()  # start together
print(" ".join(backlog.reserve_id() for _ in range(100)))
"""


def test_racing_processes_reserve_unique_ids(backlog):
    racers = [subprocess.Popen([sys.executable, "-c", RESERVER, str(backlog.directory)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for _ in range(6)]
    for racer in racers:
        racer.stdin.close()
    ids = [tid for racer in racers for tid in racer.stdout.read().split()]
    for racer in racers:
        racer.wait()
    assert len(ids) == 600 and len(set(ids)) == 600


# --- atomic writes, redaction ----------------------------------------------------------

def test_atomic_write_leaves_old_file_intact_when_rendering_fails_midway(tmp_path):
    path = tmp_path / "TK-0001-x.md"
    path.write_text("old content\n")

    def failing_render():
        yield "new half"
        raise RuntimeError("template blew up")

    with pytest.raises(RuntimeError):
        atomic_write(path, failing_render())
    assert path.read_text() == "old content\n"
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_leftover_temp_file_is_not_a_ticket_and_is_cleaned_up(backlog):
    backlog.directory.mkdir(parents=True)
    leftover = backlog.directory / ".TK-0001-sql.md.abc123.tmp"
    leftover.write_text("---\nhalf a ticket")
    assert backlog.load() == ([], [])
    change = apply(backlog, [confirm(make_finding())], 1)
    assert change.corrupt == [] and not leftover.exists()


def test_secrets_in_quotes_claim_and_refutation_are_redacted_in_the_file(backlog):
    secret_quote = 'password = "hunter2-prod"'
    finding = make_finding(quote=secret_quote).model_copy(
        update={"claim": 'The literal password = "hunter2-prod" is shipped.'})
    apply(backlog, [confirm(finding)], 1)
    text = ticket_files(backlog.directory)[0].read_text()
    assert "hunter2-prod" not in text
    assert f'password = "{MASK}"' in text


# --- rendering -------------------------------------------------------------------------

def test_render_then_parse_round_trips_every_field(backlog):
    change = apply(backlog, [confirm(make_finding(quote="x = '```'\n````\ny"))], 1)
    ticket = change.new[0]
    parsed = read_ticket(render_ticket(ticket))
    assert parsed.ticket == ticket and not parsed.edited


def test_same_provider_ticket_says_the_evidence_is_weaker(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    body = parse_ticket(ticket_files(backlog.directory)[0].read_text())[1]
    assert "correlated" in body and "Weaker evidence" in body


def test_ticket_body_has_every_section_and_fix_placeholder(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    body = parse_ticket(ticket_files(backlog.directory)[0].read_text())[1]
    sections = ["## Claim", "## Evidence", "## Refutation attempted", "## Suggested fix", "## Fix"]
    assert [body.index(s) for s in sections] == sorted(body.index(s) for s in sections)
    assert body.rstrip().endswith("## Fix\n\n_Not started._")
    assert "```python\n" + QUOTE in body and "`app/repo.py:11-12`" in body


def test_index_lists_open_tickets_by_severity_critical_first(backlog):
    apply(backlog, [confirm(make_finding(severity=Severity.LOW, title="Low one")),
                    confirm(make_finding(quote="eval(x)", severity=Severity.CRITICAL, title="Critical one", line=30))],
          1)
    index = (backlog.directory / INDEX_NAME).read_text()
    assert index.index("### Critical") < index.index("### Low")
    assert "[TK-0002](TK-0002-critical-one.md)" in index
    assert "| open | 2 |" in index


def test_save_keeps_a_human_body_and_fills_the_fix_section(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    path = ticket_files(backlog.directory)[0]
    path.write_text(path.read_text().replace("## Claim\n\n", "## Claim\n\nReviewed by Ana.\n\n"))
    with backlog.locked():
        current = backlog.find("TK-0001")
        backlog.save(current.ticket.model_copy(update={
            "status": TicketStatus.IN_PROGRESS, "branch": "twokey/fix-TK-0001", "fix": "Parameterised the query."}))
    ticket, body = parse_ticket(path.read_text())
    assert ticket.status is TicketStatus.IN_PROGRESS and ticket.branch == "twokey/fix-TK-0001"
    assert "Reviewed by Ana." in body and "## Fix\n\nParameterised the query.\n" in body
    assert ticket.fix == "Parameterised the query."


def test_find_unknown_ticket_is_a_backlog_error(backlog):
    with pytest.raises(BacklogError, match="no ticket TK-0042"):
        backlog.find("TK-0042")


# --- ledger ----------------------------------------------------------------------------

def ledger_entry(digest: str, outcome: str = "refuted", reason: str = "constant value") -> LedgerEntry:
    finding = make_finding()
    return LedgerEntry(fingerprint=fingerprint(finding), code_digest=digest, outcome=outcome, reason=reason,
                       finding=finding, raised_by=RAISER, judged_by=REFUTER, run_id="run-1", commit="c1",
                       time=datetime(2024, 5, 1, tzinfo=UTC))


def append(backlog: Backlog, entries: list[LedgerEntry]) -> None:
    with backlog.locked():
        backlog.append_ledger(entries)


def test_ledger_entry_is_found_only_while_its_code_is_unchanged(backlog):
    append(backlog, [ledger_entry("aaaaaaaaaaaaaaaa")])
    fp = fingerprint(make_finding())
    assert backlog.ledger_entry(fp, "aaaaaaaaaaaaaaaa").reason == "constant value"
    assert backlog.ledger_entry(fp, "bbbbbbbbbbbbbbbb") is None


def test_latest_ledger_entry_for_the_same_code_wins(backlog):
    append(backlog, [ledger_entry("aaaaaaaaaaaaaaaa", reason="first")])
    append(backlog, [ledger_entry("aaaaaaaaaaaaaaaa", outcome="uncertain", reason="second")])
    assert backlog.ledger_entry(fingerprint(make_finding()), "aaaaaaaaaaaaaaaa").reason == "second"


def test_ledger_ignores_a_torn_last_line_and_appends_on_a_fresh_line(backlog):
    append(backlog, [ledger_entry("aaaaaaaaaaaaaaaa", reason="kept")])
    ledger = backlog.directory / LEDGER_NAME
    with open(ledger, "a") as handle:
        handle.write('{"fingerprint": "0123')  # a run killed mid-write
    assert [e.reason for e in backlog.ledger_entries()] == ["kept"]
    append(backlog, [ledger_entry("cccccccccccccccc", reason="after")])
    assert [e.reason for e in backlog.ledger_entries()] == ["kept", "after"]
    assert ledger.read_text().splitlines()[1] == '{"fingerprint": "0123'


def test_ledger_lines_are_redacted_json_objects(backlog):
    entry = ledger_entry("aaaaaaaaaaaaaaaa")
    leaky = entry.model_copy(update={"evidence": [Evidence(path="app/a.py", start_line=1, end_line=1,
                                                           quote='api_key = "k-9f8e7d"')]})
    append(backlog, [leaky])
    line = (backlog.directory / LEDGER_NAME).read_text().splitlines()[0]
    assert json.loads(line)["evidence"][0]["quote"] == f'api_key = "{MASK}"'


def test_ledger_is_written_only_under_the_backlog_lock(backlog):
    with pytest.raises(RuntimeError, match="inside Backlog.locked"):
        backlog.append_ledger([ledger_entry("aaaaaaaaaaaaaaaa")])
    assert not (backlog.directory / LEDGER_NAME).exists()


def test_ledger_compacts_to_the_newest_entry_and_newest_settling_verdict_per_fingerprint(backlog):
    for night in range(30):  # a finding re-ledgered every night must not grow the file every night
        append(backlog, [ledger_entry("aaaaaaaaaaaaaaaa", reason=f"refuted on night {night}")])
        append(backlog, [ledger_entry("", outcome="unsupported", reason=f"bad quote on night {night}")])
    lines = (backlog.directory / LEDGER_NAME).read_text().splitlines()
    assert len(lines) <= 2 + 16 + 1
    fp = fingerprint(make_finding())
    # The unsupported entry is newer, but it is no verdict: the refutation still settles the finding.
    assert backlog.ledger_entry(fp, "aaaaaaaaaaaaaaaa").reason == "refuted on night 29"
    assert backlog.ledger_entries()[-1].reason == "bad quote on night 29"
    backlog.ledger.compact()
    assert [e.reason for e in backlog.ledger_entries()] == ["refuted on night 29", "bad quote on night 29"]


def test_a_newer_verdict_on_other_code_unsettles_the_old_one(backlog):
    append(backlog, [ledger_entry("aaaaaaaaaaaaaaaa", reason="on the old code")])
    append(backlog, [ledger_entry("bbbbbbbbbbbbbbbb", outcome="uncertain", reason="on the new code")])
    fp = fingerprint(make_finding())
    assert backlog.ledger_entry(fp, "bbbbbbbbbbbbbbbb").reason == "on the new code"
    assert backlog.ledger_entry(fp, "aaaaaaaaaaaaaaaa") is None  # code that came back is argued again


def test_ledger_lookups_see_entries_another_backlog_object_appended(backlog):
    assert backlog.ledger_entry(fingerprint(make_finding()), "aaaaaaaaaaaaaaaa") is None
    append(Backlog(backlog.directory), [ledger_entry("aaaaaaaaaaaaaaaa")])
    assert backlog.ledger_entry(fingerprint(make_finding()), "aaaaaaaaaaaaaaaa") is not None


def test_ticket_whose_evidence_a_person_removed_is_never_resolved_automatically(backlog):
    apply(backlog, [confirm(make_finding())], 1)
    path = ticket_files(backlog.directory)[0]
    text = path.read_text()
    start, end = text.index("## Evidence"), text.index("## Refutation attempted")
    path.write_text(text[:start] + "## Evidence\n\nSee the incident report.\n\n" + text[end:])
    change = apply(backlog, [], 2, present=False)
    assert change.resolved == [] and parse_ticket(path.read_text())[0].status is TicketStatus.OPEN
