"""The fix's own git worktree on a new branch, and the per-repository single-writer lock.

Everything here happens in a separate worktree under twokey's state folder: the user's
working tree, index, current branch and default branch are never touched, nothing is
forced and nothing is pushed. A workspace that did not end in a commit is removed with
its branch, so a refused or interrupted fix leaves nothing behind.
"""

from __future__ import annotations

import fcntl
import os
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import git
from git.exc import GitCommandError

from twokey.kernel.errors import TwokeyError, UsageError
from twokey.kernel.paths import state_home

LOCK_NAME = "twokey-fix.lock"
BRANCH_PREFIX = "twokey/fix-"
_FALLBACK_IDENTITY = ("twokey", "twokey@localhost")


class FixBusy(TwokeyError):
    """Another fix holds the repository's single-writer lock; a person must wait or look."""


class BranchExists(UsageError):
    """The fix branch exists already; nothing was created."""


def git_common_dir(repo: git.Repo) -> Path:
    """The .git folder shared by every worktree of REPO (git prints it relative to the working tree)."""
    working_tree = repo.working_tree_dir  # None exactly when the repository is bare
    if repo.bare or working_tree is None:
        return Path(repo.git_dir)
    return (Path(working_tree) / repo.git.rev_parse("--git-common-dir")).resolve()


@contextmanager
def writer_lock(repo: git.Repo, holder: str) -> Iterator[Path]:
    """Hold the repository's single-writer lock: a second fix is refused, never queued silently."""
    path = git_common_dir(repo) / LOCK_NAME
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(descriptor)
        holder_text = path.read_text(encoding="utf-8", errors="replace").strip() or "unknown"
        raise FixBusy(f"another twokey fix holds the writer lock on {repo.working_tree_dir or repo.git_dir} "
                      f"({holder_text}); wait for it to finish, nothing was changed") from None
    try:
        os.ftruncate(descriptor, 0)
        os.write(descriptor, f"pid {os.getpid()}, {holder}\n".encode())
        yield path
    finally:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
        os.close(descriptor)


def default_branch(repo: git.Repo) -> str:
    """The branch a fix must never commit to: origin's HEAD, else init.defaultBranch, else main/master."""
    with suppress(GitCommandError):
        ref = repo.git.symbolic_ref("--quiet", "refs/remotes/origin/HEAD")
        return ref.rsplit("/", 1)[-1]
    heads = {head.name for head in repo.heads}
    # GitPython parses config values that look numeric; a branch name is text all the same.
    configured = str(repo.config_reader().get_value("init", "defaultBranch", default=""))
    for name in (configured, "main", "master"):
        if name and name in heads:
            return name
    return configured or "main"


def merged_into(repo: git.Repo, commit: str | None, branch: str) -> bool:
    """Whether COMMIT is in BRANCH's history (merged, or the branch fast-forwarded onto it)."""
    if not commit:
        return False
    for ref in (f"refs/heads/{branch}", f"refs/remotes/origin/{branch}"):
        with suppress(GitCommandError):
            repo.git.merge_base("--is-ancestor", commit, ref)
            return True
    return False


def has_branch(repo: git.Repo, branch: str | None) -> bool:
    return bool(branch) and branch in {head.name for head in repo.heads}


def branch_name(ticket_id: str) -> str:
    return f"{BRANCH_PREFIX}{ticket_id}"


def choose_branch(repo: git.Repo, ticket_id: str, on_existing: str) -> tuple[str, str]:
    """The branch to create and a note for the user; refuses (default) or suffixes an existing one."""
    wanted = branch_name(ticket_id)
    existing = {head.name for head in repo.heads}
    if wanted not in existing:
        return wanted, ""
    if on_existing != "suffix":
        holder = _worktree_holding(repo, wanted)
        if holder is not None:  # most likely left by a fix that was killed: say how to clear it
            raise BranchExists(f"branch {wanted} is checked out in worktree {holder} (left by an interrupted fix?); "
                               f"run `git worktree remove --force {holder} && git branch -D {wanted}`, or pass "
                               "--on-existing-branch suffix; nothing was created")
        raise BranchExists(f"branch {wanted} already exists in {repo.working_tree_dir}; delete it, or pass "
                           "--on-existing-branch suffix; nothing was created")
    number = 2
    while f"{wanted}-{number}" in existing:
        number += 1
    return f"{wanted}-{number}", f"branch {wanted} exists, so this fix uses {wanted}-{number}"


def _worktree_holding(repo: git.Repo, branch: str) -> str | None:
    """The path of the linked worktree that has BRANCH checked out, if any."""
    path = None
    for line in repo.git.worktree("list", "--porcelain").splitlines():
        if line.startswith("worktree "):
            path = line.removeprefix("worktree ")
        elif line == f"branch refs/heads/{branch}" and path != repo.working_tree_dir:
            return path
    return None


@dataclass
class Workspace:
    """A worktree of REPO at BASE on BRANCH, under twokey's state folder."""

    repo: git.Repo
    path: Path
    branch: str
    base: str
    committed: str | None = None
    debris: set[str] = field(default_factory=set)  # untracked files the test command left behind

    @property
    def git(self) -> git.Git:
        return git.Git(self.path)

    def changed_paths(self) -> list[str]:
        """Files the writer changed, added or deleted, relative to the base commit."""
        output = self.git.status("--porcelain=v1", "-z", "--untracked-files=all")
        paths = []
        entries = output.split("\0")
        index = 0
        while index < len(entries):
            entry = entries[index]
            index += 1
            if len(entry) < 4:
                continue
            status, path = entry[:2], entry[3:]
            if status[0] in "RC":  # a rename is followed by its source path
                index += 1
            if status == "??" and path in self.debris:
                continue
            paths.append(path)
        return sorted(set(paths))

    def note_debris(self) -> None:
        """Remember untracked files present now (left by a test run), so they are never the writer's."""
        output = self.git.status("--porcelain=v1", "-z", "--untracked-files=all")
        self.debris |= {entry[3:] for entry in output.split("\0") if entry.startswith("?? ")}

    def diff(self, paths: list[str] | None = None) -> str:
        """The unified diff of the writer's change against the base, new files included."""
        paths = self.changed_paths() if paths is None else paths
        if not paths:
            return ""
        untracked = [p for p in paths if not self._tracked(p) and (self.path / p).exists()]
        if untracked:
            self.git.add("--intent-to-add", "--", *untracked)
        return self.git.diff("--no-color", "--no-ext-diff", self.base, "--", *paths) + "\n"

    def _tracked(self, path: str) -> bool:
        return bool(self.git.ls_files("--", path).strip())

    def read_base(self, path: str) -> str | None:
        """The text of PATH at the base commit, or None if it did not exist."""
        try:
            return self.repo.git.show(f"{self.base}:{path}")
        except GitCommandError:
            return None

    def commit(self, message: str, paths: list[str]) -> str:
        """One commit of exactly PATHS on the fix branch; never any other branch."""
        current = self.git.rev_parse("--abbrev-ref", "HEAD")
        if current != self.branch:
            raise RuntimeError(f"worktree {self.path} is on {current}, not {self.branch}; nothing was committed")
        self.git.add("--all", "--", *paths)
        self.git.commit("-m", message, env=_identity_env(self.repo))
        self.committed = self.git.rev_parse("HEAD")
        return self.committed


def worktree_root() -> Path:
    return state_home() / "worktrees"


def create_workspace(repo: git.Repo, branch: str, base: str, label: str) -> Workspace:
    """Add a worktree for BRANCH (new, at BASE) in a clearly named folder; the user's tree is untouched."""
    root = worktree_root()
    root.mkdir(parents=True, exist_ok=True)
    path = root / re.sub(r"[^A-Za-z0-9._-]+", "-", label)
    if path.exists():
        raise UsageError(f"worktree folder {path} exists (an earlier fix left it); remove it with "
                         f"`git worktree remove --force {path}`; nothing was created")
    repo.git.worktree("add", "--quiet", "-b", branch, str(path), base)
    return Workspace(repo=repo, path=path, branch=branch, base=base)


def _identity_env(repo: git.Repo) -> dict[str, str]:
    # `git commit` in the worktree needs an identity; supply one through the environment, never the config.
    reader = repo.config_reader()
    env: dict[str, str] = {}
    if not reader.get_value("user", "email", default=""):
        env |= {"GIT_COMMITTER_EMAIL": _FALLBACK_IDENTITY[1], "GIT_AUTHOR_EMAIL": _FALLBACK_IDENTITY[1]}
    if not reader.get_value("user", "name", default=""):
        env |= {"GIT_COMMITTER_NAME": _FALLBACK_IDENTITY[0], "GIT_AUTHOR_NAME": _FALLBACK_IDENTITY[0]}
    return env


def remove_workspace(workspace: Workspace) -> None:
    """Remove the worktree folder; delete the branch too unless it holds the fix's commit."""
    repo = workspace.repo
    with suppress(GitCommandError):
        repo.git.worktree("remove", "--force", str(workspace.path))
    if workspace.path.exists():
        shutil.rmtree(workspace.path, ignore_errors=True)
    with suppress(GitCommandError):
        repo.git.worktree("prune")
    if workspace.committed is None:
        with suppress(GitCommandError):
            # Our own branch, created for this run and still at its base commit: nothing is lost.
            if repo.git.rev_parse(workspace.branch) == workspace.base:
                repo.git.branch("-D", workspace.branch)
