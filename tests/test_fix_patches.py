"""Sealed patches: stored 0600 with their SHA-256 logged; one changed byte is refused; unapplied blocks closing."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from flows.fix.core import run_fix
from flows.fix.patches import PatchBook, PatchRefused, apply_sealed
from tests.conftest import make_repo
from tests.fix_support import (
    ScriptedCritic,
    ScriptedWriter,
    audited,
    edit,
    request_for,
    scripted,
)
from tickets.fix import CriticTurn, WriteOutcome, WriteTurn
from twokey.kernel.events import read_events
from twokey.kernel.status import RunStatus

PATCH = """--- a/app.py
+++ b/app.py
@@ -1 +1 @@
-x = 1
+x = 2
"""


def test_a_sealed_patch_is_stored_0600_and_applies_after_its_digest_checks(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "r", {"app.py": "x = 1\n"})
    book = PatchBook(tmp_path / "patches")
    patch = book.seal(PATCH, author="critic")
    assert stat.S_IMODE(patch.path.stat().st_mode) == 0o600 and len(patch.sha256) == 64
    apply_sealed(book, patch, Path(repo.working_tree_dir))
    assert Path(repo.working_tree_dir, "app.py").read_text() == "x = 2\n" and not book.unapplied()


def test_one_changed_byte_in_a_sealed_patch_is_refused_and_nothing_is_applied(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "r", {"app.py": "x = 1\n"})
    book = PatchBook(tmp_path / "patches")
    patch = book.seal(PATCH, author="critic")
    data = bytearray(patch.path.read_bytes())
    data[-2] = ord("3")  # +x = 2 -> +x = 3
    patch.path.write_bytes(bytes(data))
    with pytest.raises(PatchRefused, match="does not match its seal"):
        apply_sealed(book, patch, Path(repo.working_tree_dir))
    assert Path(repo.working_tree_dir, "app.py").read_text() == "x = 1\n" and book.unapplied() == [patch]


def test_a_sealed_patch_that_does_not_apply_is_refused_and_stays_unapplied(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "r", {"app.py": "x = 5\n"})  # the patch expects `x = 1`
    book = PatchBook(tmp_path / "patches")
    patch = book.seal(PATCH, author="critic")
    with pytest.raises(PatchRefused, match="does not apply"):
        apply_sealed(book, patch, Path(repo.working_tree_dir))
    assert Path(repo.working_tree_dir, "app.py").read_text() == "x = 5\n" and book.unapplied() == [patch]


def test_a_sealed_patch_whose_mode_was_loosened_is_refused(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "r", {"app.py": "x = 1\n"})
    book = PatchBook(tmp_path / "patches")
    patch = book.seal(PATCH, author="critic")
    patch.path.chmod(0o644)
    with pytest.raises(PatchRefused, match="mode 644"):
        apply_sealed(book, patch, Path(repo.working_tree_dir))


def critic_patch_then_approve(extra_line: str) -> ScriptedCritic:
    patch = f"""--- a/app.py
+++ b/app.py
@@ -1,2 +1,3 @@
 \"\"\"A small service with two classic defects.\"\"\"
+{extra_line}
 import hashlib
"""
    return ScriptedCritic([CriticTurn(verdict="patch", summary="document the loader choice", patch=patch),
                           CriticTurn(verdict="approve", summary="good")])


def yaml_writer(apply: bool = True, tamper: bool = False) -> ScriptedWriter:
    def write(task):
        if task.sealed_patches:
            for patch in task.sealed_patches:
                if tamper:
                    patch.path.write_bytes(patch.path.read_bytes().replace(b"safe", b"SAFE"))
                if apply:
                    task.apply_sealed(patch)
            return WriteTurn(outcome=WriteOutcome.CHANGED, summary="handled the critic's patch")
        edit(task.worktree / "app.py", "yaml.load(", "yaml.safe_load(")
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary="yaml.safe_load")

    return ScriptedWriter(write)


def test_a_critic_patch_is_sealed_logged_verified_applied_and_then_closes(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    with scripted(writer=yaml_writer(), critic=critic_patch_then_approve("# settings are plain data: safe_load")):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted", critic="scripted"))
    assert report.status is RunStatus.DONE, report.reason
    assert "safe_load" in repo.git.show(f"{report.commit}:app.py").splitlines()[1]
    events = read_events(report.event_log)
    sealed = next(e for e in events if e["event"] == "patch_sealed")
    applied = next(e for e in events if e["event"] == "patch_applied")
    assert sealed["sha256"] == applied["sha256"] and len(sealed["sha256"]) == 64


def test_a_tampered_sealed_patch_is_refused_and_the_run_is_blocked(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    with scripted(writer=yaml_writer(tamper=True), critic=critic_patch_then_approve("# plain data: safe_load")):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted", critic="scripted"))
    assert report.status is RunStatus.BLOCKED and "does not match its seal" in report.reason
    assert report.commit is None and [h.name for h in repo.heads] == ["main"]
    assert any(e["event"] == "patch_refused" for e in read_events(report.event_log))


def test_an_unapplied_sealed_patch_blocks_closing(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")
    with scripted(writer=yaml_writer(apply=False), critic=critic_patch_then_approve("# plain data: safe_load")):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted", critic="scripted"))
    assert report.status is RunStatus.BLOCKED and "never applied" in report.reason and report.commit is None


def test_the_builtin_critic_answers_a_new_silencer_with_a_patch_that_removes_it(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "r")

    def write(task):
        if task.sealed_patches:
            for patch in task.sealed_patches:
                task.apply_sealed(patch)
            return WriteTurn(outcome=WriteOutcome.CHANGED, summary="applied")
        edit(task.worktree / "app.py", "yaml.load(request.data)", "yaml.safe_load(request.data)  # nosec")
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary="safe_load, and silenced bandit")

    with scripted(writer=ScriptedWriter(write)):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted"))
    assert report.status is RunStatus.DONE, report.reason
    assert report.patches and "# nosec" not in repo.git.show(f"{report.commit}:app.py")
