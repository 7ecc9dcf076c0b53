"""A person sets a ticket's status with `twokey tickets set`, recorded in its history; the fix flow tells a
merged fix (the ticket becomes fixed) from a fix whose branch was deleted (it says how to reopen)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import commit_files
from tests.fix_support import PYTEST, audited, ticket_now
from tickets.models import TicketStatus
from tickets.render import split_front_matter
from tickets.store import Backlog
from twokey.cli import main


@pytest.fixture
def target(tmp_path: Path):
    return audited(tmp_path / "service")


def tickets_set(repo, *args: str) -> int:
    return main(["tickets", "set", *args, "--repo", repo.working_tree_dir])


def one_line_error(capsys) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("twokey: error:"), err
    return err[0]


def fix(repo, ticket_id: str) -> int:
    return main(["fix", ticket_id, "--repo", repo.working_tree_dir, "--no-prefect", "--test-cmd", PYTEST])


def test_set_records_who_when_from_what_and_why_in_the_front_matter(target, capsys) -> None:
    repo, tickets = target
    ticket = tickets["weak-hash"]
    short = "TK-" + ticket.id.removeprefix("TK-").lstrip("0")  # TK-7 means TK-0007
    assert tickets_set(repo, short, "wontfix", "--reason", "legacy checksums, not passwords") == 0
    assert f"{ticket.id}: open -> wontfix by Test <test@example.invalid>" in capsys.readouterr().out
    updated = ticket_now(repo, ticket.id)
    assert updated.status is TicketStatus.WONTFIX
    [change] = updated.history
    assert (change.previous, change.status, change.by, change.reason) == (
        TicketStatus.OPEN, TicketStatus.WONTFIX, "Test <test@example.invalid>", "legacy checksums, not passwords")
    path = Backlog(Path(repo.working_tree_dir) / "docs/backlog").find(ticket.id).path
    front, _ = split_front_matter(path.read_text())
    assert front["history"][0]["reason"] == "legacy checksums, not passwords"


def test_tickets_nobody_changed_have_no_history_key(target) -> None:
    repo, tickets = target
    path = Backlog(Path(repo.working_tree_dir) / "docs/backlog").find(tickets["weak-hash"].id).path
    assert "history" not in split_front_matter(path.read_text())[0]


def test_setting_the_same_status_changes_nothing(target, capsys) -> None:
    repo, tickets = target
    path = Backlog(Path(repo.working_tree_dir) / "docs/backlog").find(tickets["weak-hash"].id).path
    before = path.read_bytes()
    assert tickets_set(repo, tickets["weak-hash"].id, "open", "--reason", "still open") == 0
    assert "already open; nothing was changed" in capsys.readouterr().out and path.read_bytes() == before


def test_an_unknown_status_is_one_line_and_exit_2(target, capsys) -> None:
    repo, tickets = target
    assert tickets_set(repo, tickets["weak-hash"].id, "closed", "--reason", "x") == 2
    assert "invalid choice: 'closed'" in one_line_error(capsys)
    assert ticket_now(repo, tickets["weak-hash"].id).status is TicketStatus.OPEN


@pytest.mark.parametrize("status", ["in-progress", "obsolete"])
def test_machine_statuses_are_not_a_persons_to_set(target, capsys, status) -> None:
    repo, tickets = target
    assert tickets_set(repo, tickets["weak-hash"].id, status, "--reason", "x") == 2
    one_line_error(capsys)


def test_a_reason_is_required(target, capsys) -> None:
    repo, tickets = target
    assert main(["tickets", "set", tickets["weak-hash"].id, "wontfix", "--repo", repo.working_tree_dir]) == 2
    assert "--reason" in one_line_error(capsys)
    assert tickets_set(repo, tickets["weak-hash"].id, "wontfix", "--reason", "  ") == 2
    assert "--reason is empty" in one_line_error(capsys)


def test_an_unknown_ticket_is_one_line_and_exit_2(target, capsys) -> None:
    repo, _ = target
    assert tickets_set(repo, "TK-999", "wontfix", "--reason", "x") == 2
    assert "no ticket TK-0999" in one_line_error(capsys)


def test_a_person_edited_body_survives_a_status_change(target) -> None:
    repo, tickets = target
    path = Backlog(Path(repo.working_tree_dir) / "docs/backlog").find(tickets["weak-hash"].id).path
    path.write_text(path.read_text().replace("## Claim\n", "## Claim\n\nNote from the team: see the wiki.\n"))
    assert tickets_set(repo, tickets["weak-hash"].id, "wontfix", "--reason", "accepted") == 0
    assert "Note from the team: see the wiki." in path.read_text()


def test_the_index_and_list_follow_the_new_status(target, capsys) -> None:
    repo, tickets = target
    assert tickets_set(repo, tickets["weak-hash"].id, "wontfix", "--reason", "accepted") == 0
    capsys.readouterr()
    main(["tickets", "list", "--repo", repo.working_tree_dir, "--status", "wontfix", "--format", "json"])
    assert [row["id"] for row in json.loads(capsys.readouterr().out)] == [tickets["weak-hash"].id]
    index = (Path(repo.working_tree_dir) / "docs/backlog/README.md").read_text()
    assert f"[{tickets['weak-hash'].id}]" not in index  # the index lists tickets that need work
    assert f"[{tickets['unsafe-deserialization'].id}]" in index


# --- the fix flow: merged, or deleted -------------------------------------------------------------------

def test_a_merged_fix_makes_the_ticket_fixed(target, capsys) -> None:
    repo, tickets = target
    ticket = tickets["unsafe-deserialization"]
    assert fix(repo, ticket.id) == 0
    fixed_by = ticket_now(repo, ticket.id)
    repo.git.merge("--no-ff", "-m", "merge the fix", fixed_by.branch)
    capsys.readouterr()
    assert fix(repo, ticket.id) == 0
    out = capsys.readouterr().out
    assert f"ticket {ticket.id} is now fixed: its fix commit {fixed_by.commit[:8]}" in out and "merged into main" in out
    now = ticket_now(repo, ticket.id)
    assert now.status is TicketStatus.FIXED and now.history[-1].by == "twokey fix"
    assert now.history[-1].commit == fixed_by.commit


def test_a_deleted_unmerged_fix_branch_says_how_to_reopen_and_reopening_allows_a_new_fix(target, capsys) -> None:
    repo, tickets = target
    ticket = tickets["unsafe-deserialization"]
    assert fix(repo, ticket.id) == 0
    branch = ticket_now(repo, ticket.id).branch
    repo.git.branch("-D", branch)
    capsys.readouterr()
    assert fix(repo, ticket.id) == 2
    message = one_line_error(capsys)
    assert "is gone" in message and "not in main" in message
    assert f'twokey tickets set {ticket.id} open --reason "fix branch deleted"' in message
    assert ticket_now(repo, ticket.id).status is TicketStatus.IN_PROGRESS
    assert tickets_set(repo, ticket.id, "open", "--reason", "fix branch deleted") == 0
    reopened = ticket_now(repo, ticket.id)
    assert reopened.status is TicketStatus.OPEN and reopened.branch is None and reopened.history[-1].branch == branch
    assert fix(repo, ticket.id) == 0


def test_an_unmerged_fix_branch_that_still_exists_says_to_merge_it(target, capsys) -> None:
    repo, tickets = target
    ticket = tickets["unsafe-deserialization"]
    assert fix(repo, ticket.id) == 0
    commit_files(repo, {"NOTES.md": "unrelated work on main\n"})
    capsys.readouterr()
    assert fix(repo, ticket.id) == 2
    message = one_line_error(capsys)
    assert f"its fix is on branch twokey/fix-{ticket.id}" in message and "not merged into main" in message
