"""`twokey tickets list|show` read the backlog an audit wrote, and fail clearly on bad input."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import make_repo
from tests.test_cli_audit import VULNERABLE_APP, one_line_error
from twokey.cli import main


def test_list_and_show_read_the_tickets_an_audit_wrote(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    assert main(["audit", "--no-prefect", repo.working_tree_dir]) == 0
    capsys.readouterr()
    assert main(["tickets", "list", "--repo", repo.working_tree_dir, "--format", "json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed and all(row["status"] == "open" for row in listed)
    assert main(["tickets", "show", listed[0]["id"].lower(), "--repo", repo.working_tree_dir]) == 0
    assert capsys.readouterr().out.startswith("---\n")


def test_show_of_an_unknown_ticket_is_a_one_line_usage_error(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    main(["audit", "--no-prefect", repo.working_tree_dir])
    capsys.readouterr()
    assert main(["tickets", "show", "TK-9999", "--repo", repo.working_tree_dir]) == 2
    assert "TK-9999" in one_line_error(capsys)


def test_list_without_a_backlog_says_to_audit_first(tmp_path: Path, capsys) -> None:
    assert main(["tickets", "list", "--repo", str(tmp_path)]) == 2
    assert "twokey audit" in one_line_error(capsys)


def test_list_from_a_subfolder_finds_the_repositorys_backlog(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP, "pkg/mod.py": "X = 1\n"})
    main(["audit", "--no-prefect", repo.working_tree_dir])
    capsys.readouterr()
    assert main(["tickets", "list", "--repo", str(Path(repo.working_tree_dir, "pkg")), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)


def test_an_unknown_status_is_a_usage_error(tmp_path: Path, capsys) -> None:
    assert main(["tickets", "list", "--status", "opn"]) == 2
    assert "opn" in one_line_error(capsys)
