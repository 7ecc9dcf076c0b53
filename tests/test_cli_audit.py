"""`twokey audit` end to end on real git repositories, with the builtin pair and no Prefect server."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import threading
from pathlib import Path

import git
import pytest

from tests.conftest import commit_files, make_repo
from tickets.store import Backlog
from twokey.cli import main

VULNERABLE_APP = '''"""A tiny legacy admin tool."""
import os
import sqlite3

from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host", "")
    os.system("ping -c 1 " + host)
    return "ok"


@app.route("/users")
def users():
    name = request.args["name"]
    db = sqlite3.connect("app.db")
    cursor = db.cursor()
    cursor.execute("SELECT * FROM users WHERE name = '%s'" % name)
    return str(cursor.fetchall())


@app.route("/safe")
def safe():
    db = sqlite3.connect("app.db")
    db.execute("SELECT * FROM users WHERE name = ?", (request.args["name"],))
    os.system("uptime")
    return "ok"
'''


@pytest.fixture
def target(tmp_path: Path) -> git.Repo:
    return make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP, "README.md": "legacy\n"})


def audit(*args: str) -> int:
    return main(["audit", "--no-prefect", *args])


def one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("twokey: error:"), captured.err
    assert "Traceback" not in captured.err
    return lines[0]


def test_audit_writes_doubly_confirmed_tickets_and_an_index(target: git.Repo, capsys) -> None:
    assert audit(target.working_tree_dir) == 0
    backlog = Path(target.working_tree_dir, "docs", "backlog")
    tickets = sorted(backlog.glob("TK-*.md"))
    assert tickets, capsys.readouterr().out
    assert (backlog / "README.md").exists()
    text = "\n".join(path.read_text() for path in tickets)
    assert 'os.system("ping -c 1 " + host)' in text
    assert "uptime" not in text  # a constant command is refuted, never ticketed
    out = capsys.readouterr().out
    assert "New tickets:" in out and str(tickets[0]) in out


def test_second_run_finds_the_same_tickets_persisting(target: git.Repo, capsys) -> None:
    audit(target.working_tree_dir)
    first = sorted(p.name for p in Path(target.working_tree_dir, "docs/backlog").glob("TK-*.md"))
    capsys.readouterr()
    assert audit(target.working_tree_dir, "--format", "json") == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["new"] == [] and len(summary["persisting"]) == len(first)
    assert sorted(p.name for p in Path(target.working_tree_dir, "docs/backlog").glob("TK-*.md")) == first


def test_line_shift_keeps_the_ticket_and_removed_code_resolves_it(target: git.Repo, capsys) -> None:
    audit(target.working_tree_dir, "--format", "json")
    before = json.loads(capsys.readouterr().out)
    commit_files(target, {"app.py": '"""Moved down."""\n\n\n' + VULNERABLE_APP}, "shift")
    audit(target.working_tree_dir, "--format", "json")
    shifted = json.loads(capsys.readouterr().out)
    assert shifted["new"] == [] and len(shifted["persisting"]) == len(before["new"])
    commit_files(target, {"app.py": VULNERABLE_APP.replace('os.system("ping -c 1 " + host)', "pass")}, "fix")
    audit(target.working_tree_dir, "--format", "json")
    fixed = json.loads(capsys.readouterr().out)
    assert [line["status"] for line in fixed["resolved"]] == ["obsolete"]


def test_json_format_prints_exactly_one_document_on_stdout(target: git.Repo, capsys) -> None:
    assert audit(target.working_tree_dir, "--format", "json") == 0
    captured = capsys.readouterr()
    document = json.loads(captured.out)
    assert document["status"] == "done" and document["exit_code"] == 0
    assert "pinned" in captured.err  # progress goes to stderr


def test_sarif_format_prints_sarif_2_1_0_with_cwe(target: git.Repo, capsys) -> None:
    assert audit(target.working_tree_dir, "--format", "sarif") == 0
    sarif = json.loads(capsys.readouterr().out)
    assert sarif["version"] == "2.1.0"
    cwes = {rule["properties"]["cwe"] for rule in sarif["runs"][0]["tool"]["driver"]["rules"]}
    assert "CWE-78" in cwes


def test_backlog_may_live_outside_the_repository(target: git.Repo, tmp_path: Path, capsys) -> None:
    outside = tmp_path / "elsewhere" / "backlog"
    assert audit(target.working_tree_dir, "--backlog", str(outside)) == 0
    assert list(outside.glob("TK-*.md"))
    assert not Path(target.working_tree_dir, "docs").exists()


def _state(repo: git.Repo) -> dict[str, object]:
    root = Path(repo.working_tree_dir)
    files = {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
             for p in root.rglob("*") if p.is_file() and ".git" not in p.parts and "backlog" not in p.parts}
    git_dir = Path(repo.git_dir)
    return {
        "files": files,
        "index": hashlib.sha256((git_dir / "index").read_bytes()).hexdigest(),
        "refs": subprocess.run(["git", "-C", str(root), "for-each-ref"], capture_output=True, text=True).stdout,
        "head": (git_dir / "HEAD").read_text(),
        "stash": subprocess.run(["git", "-C", str(root), "stash", "list"], capture_output=True, text=True).stdout,
    }


def test_audit_leaves_working_tree_index_refs_and_stash_byte_identical(target: git.Repo, capsys) -> None:
    root = Path(target.working_tree_dir)
    (root / "app.py").write_text(VULNERABLE_APP + "\n# stashed edit\n")
    target.git.stash("push")
    (root / "staged.py").write_text("import os\nos.system(input())\n")
    target.git.add("staged.py")
    (root / "app.py").write_text(VULNERABLE_APP + "\n# unstaged edit\n")
    (root / "untracked.txt").write_text("scratch\n")
    before = _state(target)
    assert audit(str(root)) == 0
    assert _state(target) == before


def test_missing_path_exits_2_with_one_line(tmp_path: Path, capsys) -> None:
    assert audit(str(tmp_path / "nope")) == 2
    assert "does not exist" in one_line_error(capsys)


def test_folder_that_is_not_a_repository_exits_2(tmp_path: Path, capsys) -> None:
    assert audit(str(tmp_path)) == 2
    assert "not a git repository" in one_line_error(capsys)


def test_repository_without_commits_exits_2(tmp_path: Path, capsys) -> None:
    git.Repo.init(tmp_path / "empty")
    assert audit(str(tmp_path / "empty")) == 2
    assert "no commits" in one_line_error(capsys)


def test_unknown_commit_exits_2(target: git.Repo, capsys) -> None:
    assert audit(target.working_tree_dir, "--commit", "deadbeef") == 2
    assert "--commit 'deadbeef'" in one_line_error(capsys)


def test_bare_repository_needs_an_explicit_backlog(target: git.Repo, tmp_path: Path, capsys) -> None:
    bare = tmp_path / "legacy.git"
    git.Repo.clone_from(target.working_tree_dir, bare, bare=True)
    assert audit(str(bare)) == 2
    assert "--backlog" in one_line_error(capsys)
    assert audit(str(bare), "--backlog", str(tmp_path / "bare-backlog")) == 0
    assert list((tmp_path / "bare-backlog").glob("TK-*.md"))


def test_backlog_path_that_is_a_file_exits_2_and_is_untouched(target: git.Repo, tmp_path: Path, capsys) -> None:
    blocker = tmp_path / "backlog.txt"
    blocker.write_text("not a folder\n")
    assert audit(target.working_tree_dir, "--backlog", str(blocker)) == 2
    assert "is a file" in one_line_error(capsys)
    assert blocker.read_text() == "not a folder\n"


def test_corrupt_ticket_is_named_left_untouched_and_needs_a_person(target: git.Repo, capsys) -> None:
    audit(target.working_tree_dir)
    backlog = Path(target.working_tree_dir, "docs", "backlog")
    victim = sorted(backlog.glob("TK-*.md"))[0]
    victim.write_text("---\nid: [broken\n---\n")
    capsys.readouterr()
    assert audit(target.working_tree_dir) == 1
    captured = capsys.readouterr()
    assert victim.name in captured.out + captured.err
    assert victim.read_text() == "---\nid: [broken\n---\n"


def test_second_audit_of_the_same_backlog_exits_clearly_while_the_first_holds_the_lock(
    target: git.Repo, capsys
) -> None:
    with Backlog(Path(target.working_tree_dir, "docs", "backlog")).locked():
        assert audit(target.working_tree_dir) == 1
    assert "lock" in one_line_error(capsys)


def _lock_holder(backlog: Path) -> subprocess.Popen:
    """Another process that holds the backlog lock until a line arrives on its stdin, or it is killed."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys; from pathlib import Path; from tickets.store import Backlog\n"
         f"with Backlog(Path({str(backlog)!r})).locked():\n    print('held', flush=True); sys.stdin.readline()"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=Path(__file__).parents[1])
    assert holder.stdout.readline().strip() == "held"
    return holder


def test_a_killed_run_leaves_no_lock_behind(target: git.Repo, capsys) -> None:
    holder = _lock_holder(Path(target.working_tree_dir, "docs", "backlog"))
    holder.kill()
    holder.wait()
    assert audit(target.working_tree_dir) == 0


def test_neither_path_nor_sample_is_a_usage_error(capsys) -> None:
    assert main(["audit"]) == 2
    assert "PATH or --sample" in one_line_error(capsys)


def test_unknown_option_is_a_one_line_usage_error(capsys) -> None:
    assert main(["audit", "--frobnicate"]) == 2
    one_line_error(capsys)


def test_turn_ceiling_stops_the_run_with_exit_3(target: git.Repo, capsys) -> None:
    assert audit(target.working_tree_dir, "--max-turns", "1") == 3
    assert "ceiling" in capsys.readouterr().err


def test_with_wait_the_second_audit_runs_once_the_first_releases_the_lock(target: git.Repo, capsys) -> None:
    holder = _lock_holder(Path(target.working_tree_dir, "docs", "backlog"))

    result: list[int] = []
    waiter = threading.Thread(target=lambda: result.append(audit(target.working_tree_dir, "--wait", "60")))
    waiter.start()
    holder.stdin.write("release\n")
    holder.stdin.flush()
    holder.wait()
    waiter.join(timeout=60)
    assert result == [0]


def test_excluding_a_folder_never_resolves_its_tickets(target: git.Repo, capsys) -> None:
    commit_files(target, {"scripts/job.py": "import os, sys\nos.system('rm ' + sys.argv[1])\n"}, "script")
    audit(target.working_tree_dir, "--format", "json")
    first = json.loads(capsys.readouterr().out)
    assert any(line["location"].startswith("scripts/") for line in first["new"])
    audit(target.working_tree_dir, "--format", "json", "--exclude", "./scripts/")
    second = json.loads(capsys.readouterr().out)
    assert second["resolved"] == [] and second["files_audited"] == first["files_audited"] - 1
