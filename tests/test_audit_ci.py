"""An audit fits CI: --fail-on turns tickets into exit 1, a subfolder audits only itself, the size limit
is a setting the summary names, and durations read well."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import commit_files, make_repo
from tests.test_cli_audit import VULNERABLE_APP, one_line_error
from tickets.models import Severity
from tickets.store import Backlog
from twokey.cli import main
from twokey.kernel.durations import format_duration
from twokey.kernel.settings import SEVERITY_NAMES


def sample_audit(sample_dir: Path, *args: str) -> int:
    return main(["audit", "--sample", "--sample-dir", str(sample_dir), "--no-prefect", *args])


def all_ids(backlog: Path) -> list[str]:
    return [file.ticket.id for file in Backlog(backlog).load()[0]]


# --- --fail-on --------------------------------------------------------------------------------------------

def test_fail_on_new_medium_exits_1_on_the_sample_and_0_once_every_ticket_is_wontfix(tmp_path: Path, capsys) -> None:
    sample = tmp_path / "legacy_shop"
    assert sample_audit(sample, "--fail-on", "new:medium") == 1
    out = capsys.readouterr().out
    assert "fail-on         new:medium: 15 ticket(s)" in out and "so the exit code is 1" in out
    assert sample_audit(sample, "--fail-on", "open:medium") == 1  # nothing new now, but open work is left
    capsys.readouterr()
    for ticket_id in all_ids(sample / "docs" / "backlog"):
        assert main(["tickets", "set", ticket_id, "wontfix", "--reason", "accepted risk", "--repo", str(sample)]) == 0
    for rule in ("new:medium", "open:medium", "open", "new"):
        assert sample_audit(sample, "--fail-on", rule) == 0, rule
    assert "fail-on         open: no such ticket" in capsys.readouterr().out


def test_fail_on_counts_only_that_severity_and_above(tmp_path: Path, capsys) -> None:
    sample = tmp_path / "legacy_shop"
    assert sample_audit(sample, "--fail-on", "new:critical", "--format", "json") == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["failing"] == [] and summary["exit_code"] == 0 and len(summary["new"]) == 17
    assert sample_audit(sample, "--fail-on", "open:high", "--format", "json") == 1
    summary = json.loads(capsys.readouterr().out)
    assert summary["exit_code"] == 1 and summary["status"] == "done"
    high = {line["id"] for line in summary["persisting"] if line["severity"] in ("high", "critical")}
    assert set(summary["failing"]) == high and high


def test_without_fail_on_open_tickets_exit_0(tmp_path: Path, capsys) -> None:
    assert sample_audit(tmp_path / "legacy_shop") == 0


def test_a_reopened_ticket_is_new_work(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    assert main(["audit", "--no-prefect", repo.working_tree_dir]) == 0
    ticket_id = all_ids(Path(repo.working_tree_dir) / "docs" / "backlog")[0]
    main(["tickets", "set", ticket_id, "fixed", "--reason", "fixed by hand", "--repo", repo.working_tree_dir])
    capsys.readouterr()
    assert main(["audit", "--no-prefect", repo.working_tree_dir, "--fail-on", "new", "--format", "json"]) == 1
    assert json.loads(capsys.readouterr().out)["failing"] == [ticket_id]


@pytest.mark.parametrize("value", ["newest", "new:urgent", "open:", "all"])
def test_an_unknown_fail_on_value_is_one_line_and_exit_2(tmp_path: Path, capsys, value: str) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    assert main(["audit", "--no-prefect", repo.working_tree_dir, "--fail-on", value]) == 2
    assert "--fail-on: fail_on" in one_line_error(capsys)
    assert not Path(repo.working_tree_dir, "docs").exists()


def test_fail_on_in_config_works_like_the_flag(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP, "twokey.toml": "fail_on = \"new:high\"\n"})
    assert main(["audit", "--no-prefect", repo.working_tree_dir]) == 1


def test_the_settings_severities_are_the_tickets() -> None:
    assert SEVERITY_NAMES == tuple(severity.value for severity in sorted(Severity, key=lambda s: s.rank))


# --- a folder of the repository ---------------------------------------------------------------------------

def test_a_subfolder_audits_only_that_folder_and_the_summary_says_so(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP, "jobs/run.py":
                                           "import os, sys\nos.system('rm ' + sys.argv[1])\n"})
    root = Path(repo.working_tree_dir)
    assert main(["audit", "--no-prefect", str(root / "jobs")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("twokey audit legacy/jobs@") and "scope           jobs/ only" in out
    assert "files audited   1 Python files" in out
    tickets = Backlog(root / "docs" / "backlog").load()[0]  # the repository's backlog, at its root
    assert tickets and all(f.ticket.locations[0].path.startswith("jobs/") for f in tickets)


def test_a_subfolder_audit_never_resolves_tickets_outside_it(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP, "jobs/run.py": "X = 1\n"})
    root = Path(repo.working_tree_dir)
    main(["audit", "--no-prefect", str(root)])
    before = {f.ticket.id: f.ticket.status for f in Backlog(root / "docs" / "backlog").load()[0]}
    capsys.readouterr()
    assert main(["audit", "--no-prefect", str(root / "jobs"), "--format", "json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["scope"] == "jobs/" and summary["resolved"] == [] and summary["files_audited"] == 1
    assert {f.ticket.id: f.ticket.status for f in Backlog(root / "docs" / "backlog").load()[0]} == before


def test_a_subfolder_that_does_not_exist_is_one_line_and_exit_2(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    assert main(["audit", "--no-prefect", str(Path(repo.working_tree_dir) / "nope")]) == 2
    assert "does not exist" in one_line_error(capsys)


def test_a_subfolder_with_nothing_committed_is_one_line_and_exit_2(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    (Path(repo.working_tree_dir) / "scratch").mkdir()
    assert main(["audit", "--no-prefect", str(Path(repo.working_tree_dir) / "scratch")]) == 2
    assert "folder scratch has no committed files" in one_line_error(capsys)
    assert not Path(repo.working_tree_dir, "docs").exists()


# --- --max-file-size ----------------------------------------------------------------------------------------

def test_max_file_size_skips_larger_files_and_names_them(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP, "small.py": "X = 1\n"})
    assert main(["audit", "--no-prefect", repo.working_tree_dir, "--max-file-size", "100", "--format", "json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["max_file_size"] == 100 and summary["files_audited"] == 1
    assert summary["skipped"] == [{"path": "app.py", "reason": f"too large ({len(VULNERABLE_APP)} bytes > 100)",
                                   "kind": "too-large"}]
    assert summary["new"] == []
    commit_files(repo, {"twokey.toml": "max_file_size = 100000\n"})
    assert main(["audit", "--no-prefect", repo.working_tree_dir]) == 0
    assert "0 skipped; size limit 100000 bytes a file" in capsys.readouterr().out


# --- durations ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("seconds", "shown"), [
    (0.0004, "under 1 ms"), (0.042, "42 ms"), (0.95, "950 ms"), (4.24, "4.2 s"), (42.4, "42 s"),
    (192, "3 min 12 s"), (3900, "1 h 05 min")])
def test_durations_are_shown_in_useful_units(seconds: float, shown: str) -> None:
    assert format_duration(seconds) == shown


def test_the_summary_never_says_zero_seconds(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"small.py": "X = 1\n"})
    main(["audit", "--no-prefect", repo.working_tree_dir])
    time_line = next(line for line in capsys.readouterr().out.splitlines() if line.strip().startswith("time"))
    assert "0.0 s" not in time_line and time_line.split()[-1] in ("ms", "s")


# --- SARIF from a real run ------------------------------------------------------------------------------

def test_the_sarif_of_a_real_audit_validates_and_keeps_tickets_in_files_skipped_this_run(tmp_path: Path,
                                                                                       capsys) -> None:
    from tests.test_tickets_sarif import validate

    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    main(["audit", "--no-prefect", repo.working_tree_dir])
    ids = set(all_ids(Path(repo.working_tree_dir) / "docs" / "backlog"))
    capsys.readouterr()
    assert main(["audit", "--no-prefect", repo.working_tree_dir, "--max-file-size", "100", "--format", "sarif"]) == 0
    log = json.loads(capsys.readouterr().out)
    validate(log)
    run = log["runs"][0]
    assert {result["properties"]["ticket"] for result in run["results"]} == ids  # not closed by a skip
    [notification] = run["invocations"][0]["toolExecutionNotifications"]
    assert notification["message"]["text"].startswith("app.py: too large")
    assert run["automationDetails"]["id"].startswith("twokey/") and run["invocations"][0]["executionSuccessful"]
