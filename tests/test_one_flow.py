"""One flow into several sinks is one defect: one ticket naming every sink, kept whole across runs and fixes."""

from __future__ import annotations

from importlib.metadata import version
from pathlib import Path

import pytest

from flows.audit.core import code_still_present
from flows.audit.evidence import EvidenceChecker
from flows.fix.core import run_fix
from tests.conftest import make_repo
from tests.fix_support import TESTS, UTIL, ScriptedWriter, audited, edit, request_for, scripted, ticket_now
from tests.test_tickets_defects import PATTERN, TAINT, confirmed_by
from tests.test_tickets_store import apply, ticket_files
from tickets.fingerprint import fingerprint
from tickets.fix import WriteOutcome, WriteTurn
from tickets.models import Evidence, Finding, Location, Severity, TicketStatus
from tickets.render import read_ticket
from tickets.sarif import RELATED_TEXT, to_sarif
from tickets.store import Backlog
from twokey.kernel.snapshot import Snapshot, open_target
from twokey.kernel.status import RunStatus

SAVE = "File path built from URL parameter codes in save"


def sink(line: int, quote: str, symbol: str = "Catalog.save", title: str = SAVE, rule: str = "taint.path-traversal",
         category: str = "path-traversal", cwe: int = 22, path: str = "app/catalog.py") -> Finding:
    return Finding(rule_id=rule, category=category, title=title, severity=Severity.HIGH, cwe=cwe,
                   locations=[Location(path=path, start_line=line, end_line=line)], symbol=symbol,
                   claim=f"{title}.", evidence=[Evidence(path=path, start_line=line, end_line=line, quote=quote)])


REMOVE = sink(95, "os.remove(backup)")
RENAME = sink(100, "os.rename(path, backup)")
OPEN = sink(101, "with open(path, 'wb') as out:")


def taint(*findings: Finding):
    return [confirmed_by(finding, TAINT, PATTERN) for finding in findings]


@pytest.fixture
def backlog(tmp_path: Path) -> Backlog:
    return Backlog(tmp_path / "docs" / "backlog")


# --- grouping --------------------------------------------------------------------------------------------------

def test_one_flow_into_several_sinks_is_one_ticket_naming_every_line(backlog) -> None:
    [ticket] = apply(backlog, taint(OPEN, RENAME, REMOVE), 1).new
    assert [at.start_line for at in ticket.locations] == [95, 100, 101]  # the first sink leads
    assert ticket.fingerprint == fingerprint(REMOVE) and ticket.cost.calls == 3
    assert sorted(view.site.start_line for view in ticket.merged) == [100, 101]  # each sink's own quote is kept
    [path] = ticket_files(backlog.directory)
    text = path.read_text(encoding="utf-8")
    assert "Also at `app/catalog.py:100-100`, `app/catalog.py:101-101`." in text
    assert "also raised" not in text  # the other sinks are named once, by line
    assert read_ticket(text).ticket == ticket
    [result] = to_sarif([ticket], version("twokey"))["runs"][0]["results"]
    assert [loc["physicalLocation"]["region"]["startLine"] for loc in result["locations"]] == [95]
    assert [(rel["id"], rel["physicalLocation"]["region"]["startLine"], rel["message"]["text"])
            for rel in result["relatedLocations"]] == [(1, 100, RELATED_TEXT), (2, 101, RELATED_TEXT)]


def test_findings_linked_through_others_are_one_defect_whatever_the_order(backlog) -> None:
    # Bandit sees two calls; the taint slot sees one value reaching both: all four are one defect.
    title = "Command built from URL parameter cmd in run"
    system = sink(10, "os.system(cmd)", symbol="run", title="os.system call", rule="bandit.B605",
                  category="command-injection", cwe=78)
    shell = sink(20, "subprocess.call(cmd, shell=True)", symbol="run", title="shell=True call", rule="bandit.B602",
                 category="command-injection", cwe=78)
    flow = [sink(line, quote, symbol="run", title=title, rule="taint.command-injection", category="command-injection",
                 cwe=78) for line, quote in ((10, "os.system(cmd)"), (20, "subprocess.call(cmd, shell=True)"))]
    found = [confirmed_by(system, PATTERN, TAINT), confirmed_by(shell, PATTERN, TAINT), *taint(*flow)]
    for number, order in enumerate((found, found[::-1], [found[1], found[3], found[0], found[2]])):
        [ticket] = apply(Backlog(backlog.directory.parent / f"order-{number}"), order, 1).new
        assert [at.start_line for at in ticket.locations] == [10, 20] and ticket.rule_id == "bandit.B605"


@pytest.mark.parametrize("other", [
    sink(100, "os.rename(path, backup)", symbol="Catalog.load"),  # another function
    sink(100, "os.rename(path, backup)", title="File path built from URL parameter lang in save"),  # another value
    sink(100, "os.rename(path, backup)", rule="pattern.path-traversal"),  # another rule's reading
    sink(100, "os.system(path)", category="command-injection", cwe=78),  # another CWE family
])
def test_sinks_of_another_function_value_rule_or_family_stay_tickets_of_their_own(backlog, other) -> None:
    change = apply(backlog, taint(OPEN, other), 1)
    assert len(change.new) == 2 and all(len(ticket.locations) == 1 for ticket in change.new)


@pytest.mark.parametrize("symbol", ["<module>", ""])  # an empty symbol names no function either
def test_module_level_sinks_are_one_flow_only_in_a_run_of_adjacent_lines(backlog, symbol: str) -> None:
    def counter(line: int) -> Finding:
        return sink(line, f"rx_{line} = random.randrange(1000)", symbol=symbol, rule="pattern.weak-random",
                    title="Non-cryptographic random generator (random.randrange) in module level",
                    category="weak-random", cwe=330)

    # 20..25 each within 3 lines of the one before; 29 is 4 past the run, 400 far away
    change = apply(backlog, [confirmed_by(counter(line), PATTERN, TAINT) for line in (20, 22, 23, 24, 25, 29, 400)], 1)
    assert sorted(len(ticket.locations) for ticket in change.new) == [1, 1, 5]


# --- across runs ----------------------------------------------------------------------------------------------

def test_a_new_sink_of_an_open_tickets_flow_joins_it_and_one_sink_alone_keeps_it(backlog) -> None:
    [ticket] = apply(backlog, taint(OPEN), 1).new
    grown = apply(backlog, taint(OPEN, RENAME), 2)
    assert grown.new == [] and [t.id for t in grown.persisting] == [ticket.id]
    assert [at.start_line for at in grown.persisting[0].locations] == [101, 100]  # the ticket keeps its lead
    only_rename = apply(backlog, taint(RENAME), 3)
    assert only_rename.new == [] and [t.id for t in only_rename.persisting] == [ticket.id]


def test_tickets_written_apart_are_each_kept_up_to_date_never_folded_or_left_stale(backlog) -> None:
    # Two tickets from before one flow's sinks grouped (one run saw each sink alone).
    [first] = apply(backlog, taint(OPEN), 1).new
    [second] = apply(backlog, taint(RENAME), 2).new
    both = apply(backlog, taint(OPEN, RENAME, REMOVE), 3)
    assert both.new == [] and sorted(t.id for t in both.persisting) == sorted([first.id, second.id])
    assert all(t.last_seen.run_id == "run-3" for t in both.persisting)
    assert sum(len(t.locations) for t in both.persisting) == 3  # the new sink joined one of them, once


def test_a_wontfix_ticket_never_takes_in_a_new_sink_elsewhere(backlog) -> None:
    [ticket] = apply(backlog, taint(OPEN), 1).new
    with backlog.locked():
        backlog.save(ticket.model_copy(update={"status": TicketStatus.WONTFIX}))
    change = apply(backlog, taint(OPEN, RENAME), 2)
    [new] = change.new
    assert new.fingerprint == fingerprint(RENAME) and [at.start_line for at in new.locations] == [100]
    [kept] = change.persisting
    assert kept.id == ticket.id and kept.status is TicketStatus.WONTFIX and len(kept.locations) == 1


def test_a_ticket_stays_while_another_sink_of_its_flow_is_in_the_code(tmp_path: Path) -> None:
    backlog = Backlog(tmp_path / "backlog")
    [ticket] = apply(backlog, taint(REMOVE, OPEN), 1).new
    assert ticket.evidence[0].quote == "os.remove(backup)"
    repo = make_repo(tmp_path / "repo", {"app/catalog.py": "def save(path):\n    with open(path, 'wb') as out:\n"})
    _, target = open_target(Path(repo.working_tree_dir))
    snapshot = Snapshot(repo, target)
    present = code_still_present(snapshot, EvidenceChecker(snapshot), {"app/catalog.py"})
    assert present(ticket)  # the lead's line is gone, the open() is not
    assert not present(ticket.model_copy(update={"merged": []}))  # without the other site the ticket would go


def test_a_ticket_whose_sinks_drifted_into_two_groups_keeps_them_all_and_takes_the_next(backlog) -> None:
    def counter(line: int, name: str) -> Finding:
        return sink(line, f"{name} = random.randrange(1000)", symbol="<module>", rule="pattern.weak-random",
                    title="Non-cryptographic random generator (random.randrange) in module level",
                    category="weak-random", cwe=330)

    [ticket] = apply(backlog, taint(counter(20, "a"), counter(22, "b")), 1).new
    # six lines come in between a and b (two groups now), and a new c right after b
    change = apply(backlog, taint(counter(20, "a"), counter(28, "b"), counter(30, "c")), 2)
    assert change.new == [] and [t.id for t in change.persisting] == [ticket.id]
    assert [at.start_line for at in change.persisting[0].locations] == [20, 28, 30]


def test_new_findings_join_the_ticket_at_their_place_before_one_they_share_a_flow_with(backlog) -> None:
    title = "Command built from URL parameter cmd in run"
    flow = sink(9, "os.system(cmd)", symbol="run", title=title, rule="taint.command-injection",
                category="command-injection", cwe=78)
    call = sink(20, "os.system(other)", symbol="run", title="os.system call", rule="bandit.B605",
                category="command-injection", cwe=78)
    [first] = apply(backlog, taint(flow), 1).new
    [second] = apply(backlog, [confirmed_by(call, PATTERN, TAINT)], 2).new
    same_line = call.model_copy(update={"locations": [Location(path=call.primary.path, start_line=9, end_line=9)],
                                        "evidence": [flow.evidence[0].model_copy(update={"quote": "system(cmd)"})]})
    seen = [*taint(flow), confirmed_by(call, PATTERN, TAINT), confirmed_by(same_line, PATTERN, TAINT)]
    change = apply(backlog, seen, 3)
    assert change.new == []
    by_id = {t.id: t for t in change.persisting}
    assert [at.start_line for at in by_id[first.id].locations] == [9]  # line 9's new view joined line 9's ticket
    assert fingerprint(same_line) in by_id[first.id].fingerprints
    assert [at.start_line for at in by_id[second.id].locations] == [20]


def test_the_index_says_how_many_more_places_a_ticket_names(backlog) -> None:
    apply(backlog, taint(OPEN, RENAME, REMOVE), 1)
    assert "`app/catalog.py:95-95` and 2 more |" in (backlog.directory / "README.md").read_text(encoding="utf-8")


def test_the_fix_flows_re_check_calls_a_ticket_gone_only_when_no_sinks_code_is_left(tmp_path: Path) -> None:
    from agent_providers.seam import Provider, Reply, Usage
    from flows.fix.reverify import reverify
    from tickets.models import RefuteTurn, Role, Slot

    class Silent(Provider):  # a model slot that gives no verdict: the quotes decide
        name, model, deterministic = "silent", "silent", False
        roles = frozenset({Role.RAISER, Role.REFUTER})

        def refute(self, task):
            return Reply(RefuteTurn(verdicts=[]), Usage())

    [ticket] = apply(Backlog(tmp_path / "backlog"), taint(REMOVE, OPEN), 1).new
    slots = {Slot.AGENT_A: Silent(), Slot.AGENT_B: Silent()}
    for number, (code, outcome) in enumerate([("def save(path):\n    with open(path, 'wb') as out:\n", "unclear"),
                                              ("def save(path):\n    pass\n", "gone")]):
        repo = make_repo(tmp_path / f"repo-{number}", {"app/catalog.py": code})
        _, target = open_target(Path(repo.working_tree_dir))
        assert reverify(ticket, Snapshot(repo, target), slots).outcome == outcome


# --- fixing ---------------------------------------------------------------------------------------------------

TWO_LOADS = '''"""Settings in two formats, both read from the request."""
import yaml
from flask import request


def load_settings():
    base = yaml.load(request.data)
    extra = yaml.load(request.data)
    return base, extra
'''


@pytest.fixture
def two_sinks(tmp_path: Path):
    repo, tickets = audited(tmp_path / "service", {"app.py": TWO_LOADS, "util.py": UTIL, "tests/test_util.py": TESTS})
    ticket = tickets["unsafe-deserialization"]
    assert [at.start_line for at in ticket.locations] == [7, 8], ticket.locations
    return repo, ticket


def test_the_builtin_writer_fixes_every_sink_and_the_ticket_closes(two_sinks) -> None:
    repo, ticket = two_sinks
    report = run_fix(request_for(repo, ticket))
    assert report.status is RunStatus.DONE, report.reason
    fixed = repo.git.show(f"{report.commit}:app.py")
    assert fixed.count("yaml.safe_load(request.data)") == 2 and "yaml.load(" not in fixed
    assert ticket_now(repo, ticket.id).status is TicketStatus.IN_PROGRESS


def test_a_fix_of_one_sink_of_the_flow_is_blocked_by_the_finding_gone_gate(two_sinks) -> None:
    repo, ticket = two_sinks

    def first_only(task):
        if task.round > 1:
            return WriteTurn(outcome=WriteOutcome.NO_CHANGE, summary="nothing more")
        assert [at.start_line for at in task.finding.locations] == [7, 8]  # the writer is told of both
        edit(task.worktree / "app.py", "base = yaml.load(", "base = yaml.safe_load(")
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary="the first one")

    with scripted(writer=ScriptedWriter(first_only)):
        report = run_fix(request_for(repo, ticket, writer="scripted"))
    assert report.status is RunStatus.BLOCKED and report.commit is None
    gone = next(g for g in report.gates if g.name == "finding gone")
    assert not gone.passed and any("still reports fingerprint" in detail for detail in gone.details)


TWO_TEMP_FILES = '''import tempfile


def stage():
    first = tempfile.mktemp(suffix=".a")
    second = tempfile.mktemp(suffix=".b")
    return first, second
'''


def test_the_builtin_writer_finds_each_sink_again_after_an_earlier_fix_moved_it(tmp_path: Path) -> None:
    from agent_providers.builtin.writer import BuiltinWriter
    from agent_providers.seam import WriteTask

    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "stage.py").write_text(TWO_TEMP_FILES, encoding="utf-8")
    temp = [sink(line, quote, symbol="stage", title="tempfile.mktemp() (tempfile.mktemp) in stage()",
                 rule="bandit.B306", category="insecure-tempfile", cwe=377, path="app/stage.py")
            for line, quote in ((5, 'first = tempfile.mktemp(suffix=".a")'),
                                (6, 'second = tempfile.mktemp(suffix=".b")'))]
    [ticket] = apply(Backlog(tmp_path / "backlog"), [confirmed_by(f, PATTERN, TAINT) for f in temp], 1).new
    turn = BuiltinWriter().write(WriteTask(ticket=ticket, finding=ticket.finding(), worktree=tmp_path, round=1)).turn
    assert turn.outcome is WriteOutcome.CHANGED and turn.files == ["app/stage.py"]
    fixed = (tmp_path / "app" / "stage.py").read_text(encoding="utf-8")
    # the first fix adds a line (and an import) above the second sink: the second is still found and fixed
    assert "mktemp(" not in fixed and fixed.count("tempfile.mkstemp(") == 2, fixed
    compile(fixed, "stage.py", "exec")


def test_grouping_links_exactly_what_comparing_every_pair_would(backlog) -> None:
    import random

    from tickets.defects import group_same_defect, same_defect

    rng = random.Random(47)
    findings = []
    for _ in range(300):
        line = rng.randint(1, 60)
        findings.append(sink(line, f"call_{rng.randint(0, 9)}()", symbol=rng.choice(["<module>", "f", "g"]),
                             title=rng.choice(["A", "B"]), rule=rng.choice(["r1", "r2"]),
                             path=rng.choice(["a.py", "b.py"])).model_copy(update={
            "locations": [Location(path="x", start_line=line, end_line=line + rng.choice([0, 0, 2]))]}))
    # every finding's primary path is "x": the relations, not the file, decide
    confirmed = [confirmed_by(f, rng.choice([TAINT, PATTERN]), PATTERN) for f in findings]
    confirmed = list({item.fingerprint: item for item in confirmed}.values())
    component = {item.fingerprint: {item.fingerprint} for item in confirmed}
    for a in confirmed:  # the reference: every pair compared, components merged
        for b in confirmed:
            if same_defect(a, b) and component[a.fingerprint] is not component[b.fingerprint]:
                merged = component[a.fingerprint] | component[b.fingerprint]
                for print_fp in merged:
                    component[print_fp] = merged
    expected = sorted(sorted(c) for c in {id(c): c for c in component.values()}.values())
    assert sorted(sorted(item.fingerprint for item in group) for group in group_same_defect(confirmed)) == expected
