"""The fix flow's core, without Prefect: from ticket to a commit on a branch, or to `blocked` with a reason."""

from __future__ import annotations

import shutil
from pathlib import Path

import git
import pytest

from flows.audit.core import AuditRequest, run_audit
from flows.fix.core import run_fix
from flows.fix.report import ApprovalDecision, Autonomy
from flows.fix.worktree import FixBusy, writer_lock
from tests.conftest import commit_files
from tests.fix_support import (
    PYTEST,
    ScriptedCritic,
    ScriptedWriter,
    audited,
    edit,
    request_for,
    scripted,
    ticket_now,
    worktrees,
)
from tickets.fix import CriticTurn, WriteOutcome, WriteTurn
from tickets.models import TicketStatus
from tickets.store import Backlog
from twokey.kernel.events import read_events
from twokey.kernel.status import RunStatus
from twokey.sample import materialise


@pytest.fixture(scope="module")
def sample_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled sample, audited once; each test fixes a copy of it."""
    root = materialise(tmp_path_factory.mktemp("sample") / "legacy_shop")
    run_audit(AuditRequest(path=root))
    return root


@pytest.fixture
def sample(sample_template: Path, tmp_path: Path) -> git.Repo:
    copy = tmp_path / "legacy_shop"
    shutil.copytree(sample_template, copy, symlinks=True)
    return git.Repo(copy)


def sample_ticket(repo: git.Repo, rule: str):
    files, _ = Backlog(Path(repo.working_tree_dir) / "docs" / "backlog").load()
    return next(f.ticket for f in files if f.ticket.rule_id == rule)


def user_state(repo: git.Repo) -> tuple:
    root = Path(repo.working_tree_dir)
    tracked = {p: (root / p).read_bytes() for p in repo.git.ls_files().splitlines() if (root / p).is_file()}
    return repo.head.commit.hexsha, repo.active_branch.name, repo.git.status("--porcelain"), tracked, \
        repo.git.stash("list")


def test_sample_audit_then_fix_commits_one_reviewed_change_on_a_new_branch(sample: git.Repo) -> None:
    ticket = sample_ticket(sample, "bandit.B506")  # yaml.load
    before = user_state(sample)
    report = run_fix(request_for(sample, ticket))
    assert report.status is RunStatus.DONE, report.reason
    assert report.branch == f"twokey/fix-{ticket.id}" and report.commit
    commits = list(sample.iter_commits(f"main..{report.branch}"))
    assert len(commits) == 1 and ticket.id in commits[0].message
    assert "yaml.safe_load(upload.read())" in sample.git.show(f"{report.commit}:shop/views/admin.py")
    assert [g.name for g in report.gates if g.passed] == ["scope", "no weakening", "tests", "finding gone"]
    assert report.critic.verdict.value == "approve"
    updated = ticket_now(sample, ticket.id)
    assert updated.status is TicketStatus.IN_PROGRESS
    assert (updated.branch, updated.commit) == (report.branch, report.commit)
    assert report.commit in updated.fix and "gate finding gone: passed" in updated.fix
    head, branch, _, tracked, stash = user_state(sample)
    assert (head, branch, tracked, stash) == (before[0], before[1], before[3], before[4])  # only the backlog changed
    assert len(worktrees(sample)) == 1  # the fix's worktree is gone, its branch stays


def test_sample_sql_injection_is_parameterised_and_committed(sample: git.Repo) -> None:
    ticket = next(t for t in (sample_ticket(sample, "bandit.B608"),)
                  if t.locations[0].path == "scripts/manage_users.py")
    report = run_fix(request_for(sample, ticket))
    assert report.status is RunStatus.DONE, report.reason
    assert '"DELETE FROM users WHERE username = ?", (username,)' in sample.git.show(
        f"{report.commit}:scripts/manage_users.py")


def test_sample_class_without_mechanical_fix_ends_blocked_with_the_reason(sample: git.Repo) -> None:
    ticket = sample_ticket(sample, "bandit.B324")  # md5 password hashes
    report = run_fix(request_for(sample, ticket))
    assert report.status is RunStatus.BLOCKED and report.exit_code == 1
    assert "migration" in report.reason
    assert report.commit is None and report.branch is None
    assert f"twokey/fix-{ticket.id}" not in [h.name for h in sample.heads]
    updated = ticket_now(sample, ticket.id)
    assert updated.status is TicketStatus.OPEN and "blocked" in updated.fix


def test_ticket_whose_code_is_gone_becomes_obsolete_and_the_run_is_done(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    ticket = tickets["unsafe-deserialization"]
    edit(Path(repo.working_tree_dir, "app.py"), "    return yaml.load(request.data)\n", "    return None\n")
    commit_files(repo, {}, "drop the settings loader")
    report = run_fix(request_for(repo, ticket))
    assert report.status is RunStatus.DONE and "obsolete" in report.reason
    assert ticket_now(repo, ticket.id).status is TicketStatus.OBSOLETE
    assert [h.name for h in repo.heads] == ["main"]


def test_observe_writes_the_diff_and_evidence_and_commits_nothing(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    report = run_fix(request_for(repo, tickets["unsafe-deserialization"], autonomy=Autonomy.OBSERVE))
    assert report.status is RunStatus.DONE and report.commit is None
    assert "yaml.safe_load" in (report.evidence_dir / "diff.patch").read_text()
    assert (report.evidence_dir / "summary.json").exists()
    assert [h.name for h in repo.heads] == ["main"]
    assert ticket_now(repo, tickets["unsafe-deserialization"].id).status is TicketStatus.OPEN


def test_semi_rejection_leaves_no_commit_and_records_the_reason(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    seen = []

    def reject(request):
        seen.append(request)
        return ApprovalDecision(approved=False, reason="we are replacing YAML with TOML", by="lead")

    report = run_fix(request_for(repo, tickets["unsafe-deserialization"], autonomy=Autonomy.SEMI), approve=reject)
    assert report.status is RunStatus.BLOCKED and report.commit is None
    assert "app.py +1 -1" in seen[0].diff_summary and any("finding gone: passed" in g for g in seen[0].gates)
    ticket = ticket_now(repo, tickets["unsafe-deserialization"].id)
    assert ticket.status is TicketStatus.OPEN and "replacing YAML with TOML" in ticket.fix
    assert [h.name for h in repo.heads] == ["main"]


def test_semi_approval_that_times_out_ends_stopped_with_nothing_committed(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    report = run_fix(request_for(repo, tickets["unsafe-deserialization"], autonomy=Autonomy.SEMI),
                     approve=lambda request: ApprovalDecision(approved=None))
    assert report.status is RunStatus.STOPPED and report.exit_code == 3 and report.commit is None


def test_a_second_fix_on_the_same_repository_is_refused_while_the_first_holds_the_lock(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    with writer_lock(repo, "ticket TK-9999"), pytest.raises(FixBusy, match="TK-9999"):
        run_fix(request_for(repo, tickets["unsafe-deserialization"]))
    assert [h.name for h in repo.heads] == ["main"] and len(worktrees(repo)) == 1


def test_ctrl_c_mid_fix_removes_the_worktree_and_the_branch(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")

    def interrupted(task):
        (task.worktree / "app.py").write_text("half-written\n")
        raise KeyboardInterrupt

    with scripted(writer=ScriptedWriter(interrupted)), pytest.raises(KeyboardInterrupt):
        run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted"))
    assert [h.name for h in repo.heads] == ["main"] and len(worktrees(repo)) == 1
    assert "half-written" not in Path(repo.working_tree_dir, "app.py").read_text()


def test_a_dirty_user_repository_is_allowed_and_stays_byte_identical(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    root = Path(repo.working_tree_dir)
    (root / "util.py").write_text(UTIL_EDITED := "def add(a, b):\n    return b + a  # local experiment\n")
    (root / "scratch.txt").write_text("notes\n")
    repo.git.add("scratch.txt")
    index_before = repo.git.diff("--cached")
    report = run_fix(request_for(repo, tickets["unsafe-deserialization"]))
    assert report.status is RunStatus.DONE
    assert any("uncommitted changes" in note for note in report.notes)
    assert (root / "util.py").read_text() == UTIL_EDITED and repo.git.diff("--cached") == index_before
    assert repo.active_branch.name == "main"
    assert "return b + a" not in repo.git.show(f"{report.commit}:util.py")


def test_a_critic_that_writes_to_the_worktree_stops_the_run(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")

    def sneaky(task):
        Path(task.after.root, "util.py").write_text("# critic was here\n")
        return CriticTurn(verdict="approve", summary="fine")

    with scripted(critic=ScriptedCritic([sneaky])):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], critic="scripted"))
    assert report.status is RunStatus.BLOCKED and "read-only" in report.reason and report.commit is None


def test_writer_and_critic_that_cannot_converge_end_blocked_with_both_positions(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    critic = ScriptedCritic([CriticTurn(verdict="request_changes", summary="no",
                                        blocking=["also validate the settings schema"])])
    with scripted(critic=critic):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], critic="scripted"))
    assert report.status is RunStatus.BLOCKED and report.commit is None
    assert "validate the settings schema" in report.positions["critic"]
    assert "one mechanical fix" in report.positions["writer"]
    assert "position" in ticket_now(repo, tickets["unsafe-deserialization"].id).fix


def test_rounds_are_bounded_and_a_writer_that_keeps_changing_without_convincing_ends_blocked(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")

    def stubborn(task):
        if task.round == 1:
            edit(task.worktree / "app.py", "yaml.load(", "yaml.safe_load(")
        else:
            edit(task.worktree / "app.py", "def load_settings():", "def load_settings():  # still safe_load")
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary=f"safe_load is enough (round {task.round})")

    critic = ScriptedCritic([CriticTurn(verdict="request_changes", summary="no",
                                        blocking=["validate the settings against a schema"])])
    with scripted(writer=ScriptedWriter(stubborn), critic=critic):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted", critic="scripted",
                                     max_rounds=2))
    assert report.status is RunStatus.BLOCKED and report.commit is None and report.rounds == 2
    assert "did not converge in 2 round(s)" in report.reason and len(critic.seen) == 2
    assert "schema" in report.positions["critic"] and "round 2" in report.positions["writer"]
    assert [h.name for h in repo.heads] == ["main"]


def test_commands_the_writer_asks_for_pass_the_policy_and_refusals_are_logged_not_run(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    results = {}

    def writer(task):
        edit(task.worktree / "app.py", "yaml.load(", "yaml.safe_load(")
        for command in ("git reset --hard HEAD", "git status --porcelain"):
            results[command] = task.run_command(command)
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary="safe_load")

    with scripted(writer=ScriptedWriter(writer)):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted"))
    refused, allowed = results["git reset --hard HEAD"], results["git status --porcelain"]
    assert not refused.allowed and refused.exit_code is None and "destructive-git" in refused.reason
    assert allowed.allowed and allowed.exit_code == 0 and "app.py" in allowed.output
    assert report.status is RunStatus.DONE and "yaml.safe_load" in repo.git.show(f"{report.commit}:app.py")
    events = read_events(report.event_log)
    assert [(e["command"], e["rule"]) for e in events if e["event"] == "command_refused"] == [
        ("git reset --hard HEAD", "destructive-git")]
    assert [e["command"] for e in events if e["event"] == "command_executed"] == ["git status --porcelain"]


def test_a_malformed_critic_turn_is_no_approval(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    with scripted(critic=ScriptedCritic([{"verdict": "request_changes", "summary": "vague", "blocking": []}])):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], critic="scripted"))
    assert report.status is RunStatus.BLOCKED and "rejected" in report.reason and report.commit is None


def test_the_writer_sees_only_its_worktree_and_the_baseline_is_recorded(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    seen = []

    def writer(task):
        seen.append(task.worktree)
        edit(task.worktree / "app.py", "yaml.load(", "yaml.safe_load(")
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary="safe_load", files=["app.py"])

    with scripted(writer=ScriptedWriter(writer)):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted"))
    assert report.status is RunStatus.DONE, report.reason
    assert seen[0] != Path(repo.working_tree_dir) and Path(repo.working_tree_dir) not in seen[0].parents
    assert report.baseline.count("passed") == 2 and report.after.count("passed") == 2
    assert PYTEST in report.baseline.command


def test_a_ticket_whose_file_no_longer_parses_is_not_made_obsolete(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    ticket = tickets["unsafe-deserialization"]
    # The quoted line goes and the file breaks: nothing analysed it, so nothing shows the defect is gone.
    edit(Path(repo.working_tree_dir, "app.py"), "    return yaml.load(request.data)\n", "    return (\n")
    commit_files(repo, {}, "break the settings loader")
    report = run_fix(request_for(repo, ticket))
    assert "obsolete" not in report.reason
    assert ticket_now(repo, ticket.id).status is TicketStatus.OPEN
