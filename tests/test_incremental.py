"""Incremental audits and kept results: an audit costs what changed, and decides what a full audit would.

Every audit here is a real `run_audit` on a real git repository through the registered
providers. A full audit that starts from an empty result store (its own TWOKEY_HOME) is the
ground truth the incremental audits are held to.
"""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path
from typing import Any, ClassVar

import git
import pytest

from agent_providers.builtin.provider import build as build_builtin
from agent_providers.registry import Registration, Selection, registered
from agent_providers.seam import Provider, RaiseTask, RefuteTask, Reply
from flows.audit.core import AuditReport, request_for, run_audit
from flows.audit.reuse import Reuse
from tests.conftest import commit_files, make_repo
from tickets.ledger import META_NAME
from tickets.models import Role
from tickets.store import Backlog
from twokey.kernel.status import RunStatus

VIEWS = '''import os
import subprocess

from flask import Flask, request

from app.helpers import normalise

app = Flask(__name__)


@app.route("/run")
def run():
    cmd = request.args.get("cmd")
    os.system("echo " + cmd)


@app.route("/clean")
def clean():
    name = normalise(request.args.get("name"))
    subprocess.call("ls " + name, shell=True)
'''
JOBS = '''import os


def export(ctx, request):
    target = request.args["f"]
    os.system("zip " + target)


def _download(ctx, request):
    name = request.args["name"]
    with open("/srv/files/" + name) as handle:
        return handle.read()
'''
# _download() (private, so no importer outside may call it) is confirmed only because cli.py calls it:
# the pattern slot's verdict crosses files.
CLI = "from app import jobs\n\n\ndef main(req):\n    jobs.export(None, req)\n    return jobs._download(None, req)\n"
ADMIN = '''import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/user")
def user():
    db = sqlite3.connect("x.db")
    return db.execute("SELECT * FROM users WHERE name = '%s'" % request.args["name"]).fetchall()
'''
# The call is gone, but a quote of it still matches the line: only knowing what the verdict read tells.
CLI_WITHOUT_CALL = ("from app import jobs\n\n\ndef main(req):\n    jobs.export(None, req)\n"
                    "    # return jobs._download(None, req)\n")
STORAGE_SAFE = 'def fetch(name):\n    return "/srv/files/" + name\n'
STORAGE_OPENS = 'def fetch(name):\n    with open("/srv/files/" + name) as handle:\n        return handle.read()\n'
HOOKS = ("from flask import Flask, request\n\nfrom app.storage import fetch\n\napp = Flask(__name__)\n\n\n"
         '@app.route("/file")\ndef file():\n    return fetch(request.args["name"])\n')
FIRST = {
    "app/__init__.py": "",
    "app/helpers.py": "def normalise(value):\n    return value.strip()\n",
    "app/views.py": VIEWS,
    "app/jobs.py": JOBS,
    "app/cli.py": CLI,
    "app/legacy.py": ("import pickle\n\nfrom flask import request\n\n\n"
                      "def load():\n    return pickle.loads(request.data)\n"),
    "app/admin.py": ADMIN,
    "app/util.py": "import random\n\n\ndef jitter():\n    return random.random()\n",
    "app/constants.py": "LIMIT = 10\n",
    # hooks.py hands request data to storage.py, which only builds a path from it, for now
    "app/storage.py": STORAGE_SAFE,
    "app/hooks.py": HOOKS,
}
# (files written, files deleted) per later commit.
HISTORY: list[tuple[dict[str, str | bytes], list[str]]] = [
    # a helper module a handler imports changes; a ticketed file is deleted, another renamed; the only
    # call of download() is commented out (its line still reads the same); a new file brings a new finding
    ({"app/helpers.py": "def normalise(value):\n    return value.strip().lower()\n",
      "app/cli.py": CLI_WITHOUT_CALL,
      "app/admin_views.py": ADMIN,
      "app/new.py": "import yaml\nfrom flask import request\n\n\ndef parse():\n    return yaml.load(request.data)\n"},
     ["app/legacy.py", "app/admin.py"]),
    # the caller comes back; a handler's lines shift; an unreadable file appears
    ({"app/cli.py": CLI, "app/views.py": "# moved down\n\n" + VIEWS, "app/blob.py": b"\x00\x01binary"}, []),
    # nothing but documentation changes
    ({"README.md": "docs only\n"}, []),
    # the helper starts opening the path: only hooks.py's raise (unchanged, but it consulted storage.py)
    # sees the request reach it, so hooks.py must be raised again
    ({"app/storage.py": STORAGE_OPENS}, []),
    # the helper's lines move: hooks.py's finding cites them, so hooks.py is raised again to point right
    ({"app/storage.py": "# storage\n# helpers\n\n\n\n" + STORAGE_OPENS}, []),
]


def audit(repo: git.Repo, backlog: Path, home: Path, monkeypatch: pytest.MonkeyPatch, **settings: Any) -> AuditReport:
    monkeypatch.setenv("TWOKEY_HOME", str(home))
    return run_audit(request_for(repo.working_tree_dir, overrides={"backlog": str(backlog), **settings}))


def comparable(backlog: Path) -> list[dict]:
    """Every ticket as written, less what differs between any two runs (run ids and times)."""
    tickets = []
    for ticket_file in Backlog(backlog).load()[0]:
        data = ticket_file.ticket.model_dump(mode="json")
        data["first_seen"], data["last_seen"] = data["first_seen"]["commit"], data["last_seen"]["commit"]
        data["run_ids"] = len(data["run_ids"])
        tickets.append(data)
    return tickets


def commit_step(repo: git.Repo, files: dict[str, str | bytes], deleted: list[str], message: str) -> None:
    for path in deleted:
        Path(repo.working_tree_dir, path).unlink()
    commit_files(repo, files, message)


def test_incremental_audits_leave_the_tickets_a_full_audit_would(tmp_path, monkeypatch) -> None:
    repo = make_repo(tmp_path / "repo", FIRST)
    incremental, full = tmp_path / "incremental", tmp_path / "full"
    kinds = []
    for step in range(len(HISTORY) + 1):
        if step:
            commit_step(repo, *HISTORY[step - 1], f"step {step}")
        ours = audit(repo, incremental, tmp_path / "kept", monkeypatch)
        truth = audit(repo, full, tmp_path / f"fresh-{step}", monkeypatch, full=True)
        assert ours.status is truth.status is RunStatus.DONE
        assert comparable(incremental) == comparable(full), f"step {step}"
        assert sorted(s.path for s in ours.skipped) == sorted(s.path for s in truth.skipped)
        kinds.append((ours.plan.incremental, ours.files_audited, truth.files_audited))
    assert kinds[0] == (False, 11, 11)
    assert all(incremental for incremental, _, _ in kinds[1:])
    assert all(ours < theirs for _, ours, theirs in kinds[1:])  # fewer files analysed, same tickets
    tickets = {t["locations"][0]["path"]: t for t in comparable(incremental)}
    assert tickets["app/admin.py"]["status"] == "obsolete" and tickets["app/admin_views.py"]["status"] == "open"
    assert tickets["app/storage.py"]["category"] == "path-traversal"  # found by raising hooks.py again


def test_a_kept_verdict_is_not_reused_once_a_file_it_read_changed(tmp_path, monkeypatch) -> None:
    repo = make_repo(tmp_path / "repo", FIRST)
    first = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    download = [t for t in first.change.new if "download" in t.title][0]
    assert any(e.path == "app/cli.py" for e in download.refutation_evidence)  # confirmed by its caller there
    commit_files(repo, {"app/cli.py": CLI_WITHOUT_CALL})
    report = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    # Called nowhere now: the pattern slot refutes it, so this run did not see it again; the kept
    # confirmation would still have passed the evidence check, since its quote still matches.
    assert download.id not in {t.id for t in report.change.persisting}
    assert report.outcome.count("refuted") == 1


# --- zero calls on an unchanged repository ---------------------------------------------------------

class Counting(Provider):
    """The builtin analysers behind a provider of its own name, counting every call it gets."""

    name = "counting"
    roles = frozenset({Role.RAISER, Role.REFUTER})
    deterministic = True
    calls: ClassVar[list[tuple[str, int]]] = []
    prepared: ClassVar[list[list[str]]] = []

    def __init__(self, inner: Provider) -> None:
        self.inner, self.model, self.prompt_version = inner, inner.model, inner.prompt_version
        self.raises_per_file, self.raise_consults = inner.raises_per_file, inner.raise_consults

    def code_version(self) -> str:
        return self.inner.code_version()

    def prepare(self, view, paths, cores: int = 1, memo=None) -> None:
        Counting.calls.append(("prepare", len(paths)))
        Counting.prepared.append(list(paths))
        self.inner.prepare(view, paths, cores, memo)

    def raise_findings(self, task: RaiseTask) -> Reply:
        Counting.calls.append(("raise", len(task.paths)))
        return self.inner.raise_findings(task)

    def refute(self, task: RefuteTask) -> Reply:
        Counting.calls.append(("refute", len(task.findings)))
        return self.inner.refute(task)


def _counting(selection: Selection) -> Provider:
    builtin = Selection(spec="builtin", name="builtin", model=selection.model, role=selection.role,
                        slot=selection.slot)
    return Counting(build_builtin(builtin))


COUNTING = Registration(name="counting", roles=frozenset({Role.RAISER, Role.REFUTER}), build=_counting,
                        models=("bandit-rules", "taint-flow"))


@pytest.fixture
def counting():
    Counting.calls.clear()
    Counting.prepared.clear()
    with registered(COUNTING):
        yield Counting.calls


def test_a_reaudit_of_an_unchanged_repository_makes_no_analyser_or_provider_call(tmp_path, monkeypatch,
                                                                                 counting) -> None:
    repo = make_repo(tmp_path / "repo", FIRST)
    slots = {"agent_a": "counting:bandit-rules", "agent_b": "counting:taint-flow"}
    first = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch, **slots)
    assert counting and len(first.change.new) == 6
    counting.clear()
    traces_read: list[str] = []
    stale_file = Reuse.stale_file
    monkeypatch.setattr(Reuse, "stale_file", lambda self, path: (traces_read.append(path), stale_file(self, path))[1])
    git_commands: list[str] = []
    execute = git.cmd.Git.execute
    monkeypatch.setattr(git.cmd.Git, "execute",
                        lambda self, command, **kw: (git_commands.append(command[1]), execute(self, command, **kw))[1])
    again = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch, **slots)
    assert counting == []
    assert traces_read == []  # nothing changed since the mark: no kept raise's trace is read
    assert "rev-list" in git_commands and "ls-tree" not in git_commands  # the commit's listing was kept
    assert again.outcome.reused.raises > 0 and again.outcome.reused.verdicts == 6
    assert again.outcome.reused.files == again.plan.carried > 0
    assert [t.id for t in again.change.persisting] == [t.id for t in first.change.new]
    forced = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch, full=True, **slots)
    assert counting == [] and forced.files_audited == 11  # every file audited, still nothing asked again
    commit_files(repo, {"app/util.py": "import random\n\n\ndef jitter():\n    return random.random() * 2\n"})
    audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch, **slots)
    assert ("raise", 1) in counting and sum(n for kind, n in counting if kind == "raise") == 2  # one file, two slots
    assert traces_read  # a file changed: the others' traces are read


def test_the_slot_raising_here_prepares_its_files_once_in_path_order_before_the_rounds(tmp_path, monkeypatch,
                                                                                      counting) -> None:
    """The taint slot analyses what it will raise before the first round (while raise workers would work), so
    its answers cannot depend on how the rounds interleave with them; the pattern slot has nothing to prepare."""
    repo = make_repo(tmp_path / "repo", FIRST)
    audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch,
          agent_a="counting:bandit-rules", agent_b="counting:taint-flow")
    python_files = sum(path.endswith(".py") for path in FIRST)
    assert counting[0] == ("prepare", python_files)
    assert [kind for kind, _ in counting].count("prepare") == 1
    assert Counting.prepared[0] == sorted(Counting.prepared[0])


def test_the_summary_says_what_was_carried_and_reused(tmp_path, monkeypatch, capsys) -> None:
    from twokey.cli import main

    repo = make_repo(tmp_path / "repo", FIRST)
    monkeypatch.setenv("TWOKEY_HOME", str(tmp_path / "home"))
    assert main(["audit", repo.working_tree_dir, "--no-prefect", "--format", "json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["since"] == "" and "no finished audit" in first["full_reason"]
    assert main(["audit", repo.working_tree_dir, "--no-prefect"]) == 0
    text = capsys.readouterr().out
    assert f"incremental     since {repo.head.commit.hexsha[:8]}" in text
    assert "verdicts kept from earlier runs" in text and "no call made for them" in text
    assert main(["audit", repo.working_tree_dir, "--no-prefect", "--format", "json", "--full"]) == 0
    forced = json.loads(capsys.readouterr().out)
    assert forced["files_audited"] == forced["files_total"] == 11 and "--full" in forced["full_reason"]


# --- what an audit builds on -----------------------------------------------------------------------

def test_only_a_finished_audit_marks_the_commit_the_next_one_builds_on(tmp_path, monkeypatch) -> None:
    repo = make_repo(tmp_path / "repo", FIRST)
    stopped = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch, max_turns=1)
    assert stopped.status is RunStatus.STOPPED
    assert not (tmp_path / "backlog" / META_NAME).exists()
    finished = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    assert not finished.plan.incremental and finished.status is RunStatus.DONE
    root = repo.git.rev_list("--max-parents=0", "HEAD")  # the mark is kept under the repository's history
    mark = json.loads((tmp_path / "backlog" / META_NAME).read_text())["audits"][root]
    assert mark["commit"] == repo.head.commit.hexsha and "app/jobs.py" in mark["revisit"]


def test_new_settings_make_the_next_audit_a_full_one(tmp_path, monkeypatch) -> None:
    repo = make_repo(tmp_path / "repo", FIRST)
    audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    changed = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch, exclude=["app/util.py"])
    assert not changed.plan.incremental and "settings" in changed.plan.why_full


def test_a_result_store_that_cannot_be_opened_costs_only_speed(tmp_path, monkeypatch) -> None:
    repo = make_repo(tmp_path / "repo", FIRST)
    blocked_home = tmp_path / "blocked"
    blocked_home.mkdir()
    (blocked_home / "cache").write_text("a file where the store's folder should be\n")
    broken = audit(repo, tmp_path / "broken", blocked_home, monkeypatch)
    audit(repo, tmp_path / "fine", tmp_path / "home", monkeypatch)
    assert broken.status is RunStatus.DONE and comparable(tmp_path / "broken") == comparable(tmp_path / "fine")


# --- the same tickets on any number of cores -------------------------------------------------------

def _many_files() -> dict[str, str | bytes]:
    files: dict[str, str | bytes] = dict(FIRST)
    for number in range(110):  # past the size at which the pool starts
        files[f"pkg/mod_{number:03d}.py"] = (f"import hashlib\n\n\ndef digest_{number}(data):\n"
                                             f"    return hashlib.md5(data).hexdigest()\n")
    return files


def test_the_tickets_do_not_depend_on_the_number_of_workers(tmp_path, monkeypatch) -> None:
    repo = make_repo(tmp_path / "repo", _many_files())
    ledgers, progress = [], []
    preloaded: list[str] = []
    context = multiprocessing.get_context("forkserver")
    preload = context.set_forkserver_preload
    monkeypatch.setattr(context, "set_forkserver_preload", lambda names: (preloaded.extend(names), preload(names))[1])
    for workers in (1, 3):  # 3: three pool workers, and the taint slot's analyses in three helper processes
        monkeypatch.setenv("TWOKEY_HOME", str(tmp_path / f"home-{workers}"))
        request = request_for(repo.working_tree_dir, overrides={"backlog": str(tmp_path / f"w{workers}"),
                                                               "workers": workers})
        report = run_audit(request, progress=progress.append)
        assert report.status is RunStatus.DONE
        ledgers.append(sorted((e.fingerprint, e.outcome, e.reason) for e in Backlog(tmp_path / f"w{workers}")
                              .ledger_entries()))
    assert any("in 3 worker processes" in line for line in progress)
    # The taint slot's helpers come from the raise workers' fork server, which loaded their modules once.
    assert "agent_providers.builtin.taint" in preloaded and "agent_providers.builtin.pattern" in preloaded
    assert sum("worker process" in line for line in progress) == 1  # one worker: no pool at all
    assert comparable(tmp_path / "w1") == comparable(tmp_path / "w3") and len(comparable(tmp_path / "w1")) >= 5
    assert ledgers[0] == ledgers[1]


def test_an_audit_of_one_folder_keeps_its_own_mark_and_drops_the_repositorys(tmp_path, monkeypatch) -> None:
    repo = make_repo(tmp_path / "repo", FIRST)
    monkeypatch.setenv("TWOKEY_HOME", str(tmp_path / "home"))
    backlog = {"backlog": str(tmp_path / "backlog")}
    run_audit(request_for(repo.working_tree_dir, overrides=backlog))
    folder = run_audit(request_for(Path(repo.working_tree_dir, "app"), overrides=backlog))
    assert not folder.plan.incremental  # the repository's mark says nothing about a folder audited alone
    again = run_audit(request_for(Path(repo.working_tree_dir, "app"), overrides=backlog))
    assert again.plan.incremental
    # The folder's audit may have moved tickets the repository's mark vouched for: the next is full.
    whole = run_audit(request_for(repo.working_tree_dir, overrides=backlog))
    assert not whole.plan.incremental and "no finished audit" in whole.plan.why_full


def test_a_recording_view_exports_what_the_snapshot_would_and_records_the_listing(tmp_path) -> None:
    from agent_providers.export import read_only_export
    from flows.audit.reuse import TEXT_LISTING, RecordingView
    from twokey.kernel.snapshot import Snapshot, open_target

    repo = make_repo(tmp_path / "repo", {**FIRST, "README.md": "the shop\n", "settings.toml": "debug = false\n"})
    snapshot = Snapshot(*open_target(repo.working_tree_dir))
    view = RecordingView(snapshot)
    with read_only_export(view) as root:  # what a CLI agent reads: every admitted file, not only Python
        exported = sorted(path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_file())
    assert exported == snapshot.text_paths() and "README.md" in exported
    assert view.target is snapshot.target  # so the agent is still kept out of the working tree
    assert TEXT_LISTING in view.trace() and "README.md" not in view.trace()  # the listing covers its content


def audited_after_a_constant(tmp_path: Path, monkeypatch) -> tuple[git.Repo, AuditReport]:
    """FIRST audited, then storage.py given a constant (its exports stay), audited again: the repository
    and that second audit, whose raises are the baseline of what a later change costs."""
    repo = make_repo(tmp_path / "repo", FIRST)
    audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    commit_files(repo, {"app/storage.py": STORAGE_SAFE + "\nVERSION = '2'\n"}, "a constant")
    return repo, audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)


def test_an_unchanged_file_is_raised_again_only_when_what_it_consulted_changed(tmp_path, monkeypatch) -> None:
    # hooks.py's taint raise consulted storage.py for fetch()'s summary: a constant added there leaves the
    # summary (its fingerprint) as it was, so hooks.py is carried; fetch() opening the path is raised again.
    repo, constant = audited_after_a_constant(tmp_path, monkeypatch)
    commit_files(repo, {"app/storage.py": STORAGE_OPENS}, "it opens the path")
    opens = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    assert constant.plan.changed == opens.plan.changed == 1
    assert opens.plan.revisited == constant.plan.revisited + 1  # hooks.py
    assert [t.category for t in opens.change.new] == ["path-traversal"]


def test_a_consulted_module_that_changes_only_in_names_a_raise_did_not_look_up_leaves_it_kept(
        tmp_path, monkeypatch) -> None:
    # hooks.py's raise looked up storage.fetch only: a new helper there that opens its argument, and a new
    # import, change storage.py's exports but not fetch(), so hooks.py is carried, as with a constant.
    repo, constant = audited_after_a_constant(tmp_path, monkeypatch)
    helper = "import shutil\n\n" + STORAGE_SAFE + "\n\ndef remove(path):\n    shutil.rmtree(path)\n"
    commit_files(repo, {"app/storage.py": helper}, "a helper nobody here calls yet")
    other = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    truth = audit(repo, tmp_path / "full", tmp_path / "fresh", monkeypatch, full=True)
    assert other.plan.changed == 1 and other.plan.revisited == constant.plan.revisited  # hooks.py carried
    assert sorted(t.fingerprint for t in [*other.change.new, *other.change.persisting]) == sorted(
        t.fingerprint for t in truth.change.new)


def test_through_prefect_an_unchanged_reaudit_makes_no_analyser_call(tmp_path, monkeypatch, counting,
                                                                    prefect_settings, capsys) -> None:
    # The nightly path: the audit flow on the loopback server, twice on the same commit.
    from twokey.cli import main

    monkeypatch.setenv("TWOKEY_HOME", str(tmp_path / "home"))
    repo = make_repo(tmp_path / "repo", FIRST)
    command = ["audit", repo.working_tree_dir, "--agent-a", "counting:bandit-rules", "--agent-b",
               "counting:taint-flow", "--backlog", str(tmp_path / "backlog"), "--format", "json"]
    assert main(command) == 0 and counting
    capsys.readouterr()
    counting.clear()
    assert main(command) == 0
    summary = json.loads(capsys.readouterr().out)
    assert counting == [] and summary["turns"] == 0 and summary["files_carried"] > 0 and summary["reused_raises"] > 0
    assert len(summary["persisting"]) == 6


def test_lines_moving_in_a_consulted_module_raise_again_only_the_files_whose_findings_cite_it(
        tmp_path, monkeypatch) -> None:
    # hooks.py's raise consulted storage.py but found nothing there: moved lines change nothing it says
    repo, constant = audited_after_a_constant(tmp_path, monkeypatch)
    commit_files(repo, {"app/storage.py": "# storage\n# helpers\n\n\n" + STORAGE_SAFE}, "lines move")
    moved = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    assert moved.plan.changed == 1 and moved.plan.revisited == constant.plan.revisited  # hooks.py carried


TWO_AWAY = {"app/__init__.py": "",
            "app/opener.py": "def read(path):\n    return path\n",
            "app/lookup.py": 'from app.opener import read\n\n\ndef fetch(name):\n    return read("/srv/" + name)\n',
            "app/route.py": HOOKS.replace("from app.storage import fetch", "from app.lookup import fetch")}


def test_a_change_two_imports_away_reaches_the_raise_that_depends_on_it(tmp_path, monkeypatch) -> None:
    # route.py -> lookup.py -> opener.py: route.py's raise consulted both (lookup.py's summary of fetch()
    # carries what opener.read() does), so opener.py starting to open the path raises route.py again.
    repo = make_repo(tmp_path / "repo", TWO_AWAY)
    audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    opens = "def read(path):\n    with open(path) as handle:\n        return handle.read()\n"
    commit_files(repo, {"app/opener.py": opens}, "opens")
    ours = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    truth = audit(repo, tmp_path / "full", tmp_path / "fresh", monkeypatch, full=True)
    assert [t.category for t in ours.change.new] == [t.category for t in truth.change.new] == ["path-traversal"]
    assert ours.plan.incremental and ours.plan.revisited >= 2  # lookup.py and route.py, unchanged


def test_a_kept_turn_that_read_git_history_or_the_withheld_names_is_reused_only_while_they_are_the_same() -> None:
    from types import SimpleNamespace

    from flows.audit.reuse import RecordingView, Reuse
    from tests.fakes import MemoryView

    def pinned(commit: str, secrets: list[str]) -> MemoryView:
        view = MemoryView({"app.py": "x = 1\n"})
        view.repo, view.target, view.secrets_present = object(), SimpleNamespace(commit=commit), secrets  # type: ignore[attr-defined]
        return view

    recorded = RecordingView(pinned("a" * 40, [".env"]))
    assert recorded.repo is not None and recorded.secrets_present == [".env"]  # what git_log and list_files take
    trace = recorded.trace()
    same = Reuse(pinned("a" * 40, [".env"]), None)
    assert same._still_reads_the_same(trace)
    assert not Reuse(pinned("b" * 40, [".env"]), None)._still_reads_the_same(trace)  # another commit
    assert not Reuse(pinned("a" * 40, [".env", "id_rsa"]), None)._still_reads_the_same(trace)


def test_a_change_two_imports_away_in_a_name_nothing_on_the_way_looked_up_raises_nothing_again(
        tmp_path, monkeypatch) -> None:
    # route.py's raise looked up lookup.fetch, and (through lookup.py's analysis) opener.read: a new function
    # in opener.py changes neither, so only opener.py itself is analysed.
    repo = make_repo(tmp_path / "repo", TWO_AWAY)
    audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    commit_files(repo, {"app/opener.py": TWO_AWAY["app/opener.py"] + "\n\ndef load(path):\n    return open(path)\n"},
                 "another reader")
    ours = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    assert ours.plan.incremental and ours.plan.changed == 1 and ours.plan.revisited == 0


def test_the_audit_mark_travels_with_the_repository_whatever_its_folder_is_called(tmp_path, monkeypatch) -> None:
    # The mark is kept under the repository's history (its root commit), not its folder's name: a clone
    # elsewhere builds on it, and an unrelated repository in a folder of the same name does not.
    repo = make_repo(tmp_path / "repo", FIRST)
    audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    clone = git.Repo.clone_from(repo.working_tree_dir, tmp_path / "elsewhere" / "checkout")
    again = audit(clone, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    assert again.plan.incremental and again.plan.changed == 0
    stranger = make_repo(tmp_path / "other" / "repo", {"app/__init__.py": "", "app/views.py": VIEWS})
    assert not audit(stranger, tmp_path / "backlog", tmp_path / "home", monkeypatch).plan.incremental


def test_a_shallow_clone_keeps_its_mark_under_its_name_and_an_older_name_keyed_mark_gives_way(
        tmp_path, monkeypatch) -> None:
    # A shallow clone's "roots" are where its history was cut, different at every fetch: its mark is kept
    # under the folder's name instead. A full clone's mark, kept under its history, replaces that one.
    repo = make_repo(tmp_path / "repo", FIRST)
    commit_files(repo, {"app/constants.py": "LIMIT = 11\n"}, "a second commit")
    shallow = git.Repo.clone_from(f"file://{repo.working_tree_dir}", tmp_path / "cut" / "repo", depth=1)
    audit(shallow, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    assert list(json.loads((tmp_path / "backlog" / META_NAME).read_text())["audits"]) == ["repo"]
    audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    root = repo.git.rev_list("--max-parents=0", "HEAD")
    assert list(json.loads((tmp_path / "backlog" / META_NAME).read_text())["audits"]) == [root]


def test_an_audit_after_a_change_analyses_again_only_the_modules_whose_questions_changed(tmp_path,
                                                                                      monkeypatch) -> None:
    """The taint slot keeps each module's analysis in the result store (taint_kept): after a change, a module
    whose text and whose every question of other modules read the same is not analysed again, and the
    tickets are a full audit's."""
    from agent_providers.builtin import taint_project

    repo = make_repo(tmp_path / "repo", FIRST)
    audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    analysed: list[str] = []
    analyse_module = taint_project.analyse_module
    monkeypatch.setattr(taint_project, "analyse_module", lambda tree, lines, outside, python2=False: (
        analysed.append(outside.path), analyse_module(tree, lines, outside, python2))[1])
    commit_files(repo, {"app/storage.py": "from app.helpers import normalise\n\n\ndef tidy(name):\n"
                                          "    return normalise(name)\n\n\n" + STORAGE_OPENS})
    ours = audit(repo, tmp_path / "backlog", tmp_path / "home", monkeypatch)
    # storage.py changed; hooks.py asked it for the helper whose lines moved; helpers.py, which storage.py now
    # asks for `normalise`, is unchanged and answers as before. Nothing else is analysed again.
    assert sorted(set(analysed)) == ["app/hooks.py", "app/storage.py"]
    analysed.clear()
    truth = audit(repo, tmp_path / "full", tmp_path / "fresh", monkeypatch, full=True)
    assert len(set(analysed)) > 5  # a store of its own: everything analysed
    assert ours.status is truth.status is RunStatus.DONE
    def open_tickets(backlog: Path) -> list[tuple]:
        return sorted((t["category"], json.dumps(t["locations"]), t["severity"], t["title"])
                      for t in comparable(backlog) if t["status"] == "open")

    assert len(open_tickets(tmp_path / "full")) > 3
    assert open_tickets(tmp_path / "backlog") == open_tickets(tmp_path / "full")
