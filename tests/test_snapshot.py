"""The snapshot: one pinned commit, read from git's objects, with withheld files said out loud."""

from __future__ import annotations

import fnmatch
import os
import subprocess
from pathlib import Path

import git
import pytest

from twokey.kernel.contentstore import MemoryMemo
from twokey.kernel.errors import SnapshotReadError, TargetError
from twokey.kernel.snapshot import Snapshot, open_target
from twokey.kernel.status import ExitCode


def snapshot_of(repo: git.Repo, ref: str | None = None) -> Snapshot:
    repo_, target = open_target(repo.working_tree_dir, ref)
    return Snapshot(repo_, target)


def test_missing_path_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(TargetError, match="does not exist") as caught:
        open_target(tmp_path / "nowhere")
    assert caught.value.exit_code == ExitCode.USAGE


def test_folder_that_is_not_a_repository_is_refused(tmp_path: Path) -> None:
    with pytest.raises(TargetError, match="not a git repository"):
        open_target(tmp_path)


def test_repository_with_no_commits_is_refused(tmp_path: Path) -> None:
    git.Repo.init(tmp_path / "empty")
    with pytest.raises(TargetError, match="no commits"):
        open_target(tmp_path / "empty")


def test_unknown_commit_is_refused(repo_factory) -> None:
    repo = repo_factory({"a.py": "x = 1\n"})
    with pytest.raises(TargetError, match="not a commit"):
        open_target(repo.working_tree_dir, "no-such-branch")


def test_bare_repository_is_opened_as_bare(repo_factory, tmp_path: Path) -> None:
    repo = repo_factory({"a.py": "x = 1\n"})
    bare = tmp_path / "bare.git"
    git.Repo.clone_from(repo.working_tree_dir, bare, bare=True)
    _, target = open_target(bare)
    assert target.bare and target.name == "bare"


def test_agents_read_the_pinned_commit_not_the_working_tree(repo_factory) -> None:
    repo = repo_factory({"app.py": "value = 'committed'\n"})
    Path(repo.working_tree_dir, "app.py").write_text("value = 'edited, not committed'\n")
    assert snapshot_of(repo).read_text("app.py") == "value = 'committed'\n"


def test_an_older_commit_can_be_pinned(repo_factory) -> None:
    repo = repo_factory({"app.py": "version = 1\n"})
    first = repo.head.commit.hexsha
    Path(repo.working_tree_dir, "app.py").write_text("version = 2\n")
    repo.git.commit("-am", "two")
    assert snapshot_of(repo, first[:10]).read_text("app.py") == "version = 1\n"


def test_binary_non_utf8_and_large_files_are_skipped_with_reasons(repo_factory) -> None:
    repo = repo_factory({
        "good.py": "x = 1\n",
        "blob.py": b"\x00\x01binary",
        "latin.py": "name = 'caf\xe9'\n".encode("latin-1"),
        "huge.py": "x = 1\n" * 200_000,
    })
    snapshot = snapshot_of(repo)
    assert [source.path for source in snapshot.python_files()] == ["good.py"]
    reasons = {skipped.path: skipped.reason for skipped in snapshot.skipped}
    kinds = {skipped.path: skipped.kind.value for skipped in snapshot.skipped}
    assert "binary" in reasons["blob.py"] and kinds["blob.py"] == "binary"
    assert "not UTF-8" in reasons["latin.py"] and kinds["latin.py"] == "undecodable"
    assert "too large" in reasons["huge.py"] and kinds["huge.py"] == "too-large"


def test_symlink_outside_the_repository_is_never_followed(repo_factory, tmp_path: Path) -> None:
    outside = tmp_path / "outside.py"
    outside.write_text("SECRET = 'outside'\n")
    repo = repo_factory({"a.py": "x = 1\n"})
    os.symlink(outside, Path(repo.working_tree_dir, "escape.py"))
    repo.git.add(A=True)
    repo.index.commit("link")
    snapshot = snapshot_of(repo)
    assert "escape.py" not in snapshot.python_paths
    assert any(s.path == "escape.py" and "outside the repository" in s.reason for s in snapshot.skipped)
    with pytest.raises(SnapshotReadError):
        snapshot.read_text("escape.py")


def test_dot_dot_paths_are_refused(repo_factory) -> None:
    snapshot = snapshot_of(repo_factory({"a.py": "x = 1\n"}))
    with pytest.raises(SnapshotReadError, match="escapes"):
        snapshot.read_text("../a.py")


def test_secret_files_are_listed_but_withheld(repo_factory) -> None:
    snapshot = snapshot_of(repo_factory({"a.py": "x = 1\n", ".env": "API_KEY=abc\n", "deploy/id_rsa": "KEY\n"}))
    assert sorted(snapshot.secrets_present) == [".env", "deploy/id_rsa"]
    assert snapshot.exists(".env")
    with pytest.raises(SnapshotReadError, match="withheld"):
        snapshot.read_text(".env")


def test_submodules_are_skipped_and_said(repo_factory) -> None:
    repo = repo_factory({"a.py": "x = 1\n"})
    sha = repo.head.commit.hexsha
    subprocess.run(["git", "-C", repo.working_tree_dir, "update-index", "--add", "--cacheinfo",
                    f"160000,{sha},vendor/lib"], check=True)
    repo.git.commit("-m", "add submodule")
    snapshot = snapshot_of(repo)
    assert any(s.path == "vendor/lib" and "submodule" in s.reason for s in snapshot.skipped)


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to give the repository to another user")
def test_repository_git_refuses_as_another_users_says_so_and_how_to_trust_it(repo_factory, tmp_path,
                                                                             monkeypatch) -> None:
    # git's own default, whatever the caller's global configuration trusts (a `safe.directory = *` there)
    (tmp_path / "gitconfig").write_text("", encoding="utf-8")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(tmp_path / "gitconfig"))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    repo = repo_factory({"a.py": "x = 1\n"})
    nobody = 65534
    for folder, _, names in os.walk(repo.working_tree_dir):
        os.chown(folder, nobody, nobody)
        for name in names:
            os.chown(os.path.join(folder, name), nobody, nobody)
    with pytest.raises(TargetError, match="safe.directory"):
        open_target(repo.working_tree_dir)


def test_a_listing_is_kept_per_repository_and_used_only_for_its_commit(repo_factory) -> None:
    repo = repo_factory({"app.py": "x = 1\n"})
    repo_, target = open_target(repo.working_tree_dir)
    memo = MemoryMemo()
    first = Snapshot(repo_, target, listings=memo)
    [(key, kept)] = memo.values.items()
    assert kept == {"commit": target.commit, "listing": repo.git.ls_tree("-r", "-l", "-z", "--full-tree", "HEAD")}
    assert first.python_paths == ["app.py"]

    # The same commit is pinned from the kept listing, not from git: a doctored entry shows it was read.
    doctored = kept["listing"] + kept["listing"].replace("app.py", "also.py")
    memo.values[key] = {"commit": target.commit, "listing": doctored}
    assert Snapshot(repo_, target, listings=memo).python_paths == ["also.py", "app.py"]

    # Another commit lists afresh and replaces the entry: one per repository, however many nights.
    Path(repo.working_tree_dir, "new.py").write_text("y = 2\n")
    repo.git.add("new.py")
    repo.git.commit("-m", "two")
    repo_, later = open_target(repo.working_tree_dir)
    assert Snapshot(repo_, later, listings=memo).python_paths == ["app.py", "new.py"]
    assert list(memo.values) == [key] and memo.values[key]["commit"] == later.commit


@pytest.mark.parametrize("globs", [("*.py",), ("*.py", "*.pyi"), ("src/*.py",), ("**/test_*.py",),
                                   ("a?c.py", "[!x]*.txt"), ("*.[pP][yY]",), ()])
def test_the_glob_matcher_agrees_with_fnmatch(repo_factory, globs: tuple[str, ...]) -> None:
    paths = ["app.py", "src/a.py", "src/deep/b.py", "tests/test_x.py", "test_y.py", "abc.py", "a.c.py", "abc.pyi",
             "notes.txt", "xnotes.txt", "A.PY", "py", ".py", "dir.py/file", "a\nb.py"]
    repo = repo_factory({"app.py": "x = 1\n"})
    snapshot = Snapshot(*open_target(repo.working_tree_dir), include=globs, exclude_globs=globs)
    for path in paths:
        expected = any(fnmatch.fnmatch(path, glob) for glob in globs)
        assert snapshot.included(path) is expected, (path, globs)
        assert snapshot._excluded(path) is expected, (path, globs)
