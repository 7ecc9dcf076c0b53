"""The pinned, read-only view of one commit of the target repository.

Agents read the audited code only through a `Snapshot`: blobs are read straight from git's
object database at one commit, so the target's working tree, index, refs and stash are
never touched. Secrets, binaries, oversized files, symlinks and submodules are withheld
and recorded as skipped, never followed.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple, NoReturn

import git
from git.exc import BadName, GitCommandError, InvalidGitRepositoryError, NoSuchPathError

from twokey.kernel.codeview import ABSENT, SourceFile
from twokey.kernel.contentstore import Memo, content_key
from twokey.kernel.coverage import SkipKind, SkippedFile
from twokey.kernel.errors import SnapshotReadError, TargetError
from twokey.kernel.paths import MAX_FILE_BYTES, is_secret_path
from twokey.kernel.pysource import Undecodable, decode_source

SYMLINK_MODE = 0o120000
SUBMODULE_TYPE = "submodule"

TreeItem = git.Tree | git.Blob | git.Submodule


def tree_items(tree: git.Tree) -> Iterator[TreeItem]:
    """Every folder, file and submodule under TREE. (`traverse()` is typed to yield edge
    tuples as well, which it does only when asked with as_edge=True.)"""
    for item in tree.traverse():
        if isinstance(item, (git.Tree, git.Blob, git.Submodule)):
            yield item


class _Entry(NamedTuple):
    """One entry of the pinned commit's tree, as `git ls-tree -l` lists it."""

    path: str
    type: str  # blob, or submodule
    mode: int
    size: int
    blob: git.Blob


def _matcher(globs: tuple[str, ...]) -> Callable[[str], bool]:
    """Whether a path matches any of GLOBS, as `fnmatch.fnmatch` tells on POSIX, in one compiled pattern:
    a tree of thousands of entries is matched against every glob."""
    if not globs:
        return lambda path: False
    pattern = re.compile("|".join(f"(?:{fnmatch.translate(glob)})" for glob in globs))
    return lambda path: pattern.match(path) is not None


@dataclass(frozen=True)
class Target:
    """A validated target repository and the commit pinned for this run."""

    root: Path
    name: str
    commit: str
    bare: bool

    @property
    def short(self) -> str:
        return self.commit[:8]


def open_target(path: str | Path, ref: str | None = None) -> tuple[git.Repo, Target]:
    """Validate PATH as an auditable repository and pin REF (default HEAD) to a commit."""
    repo = _open_repo(Path(path))
    commit = _resolve_commit(repo, ref, Path(path))
    root = Path(repo.working_tree_dir or repo.git_dir).resolve()
    name = (root.name[:-4] if root.name.endswith(".git") else root.name) or "repo"
    return repo, Target(root=root, name=name, commit=commit.hexsha, bare=repo.bare)


def audit_mark_key(repo: git.Repo, target: Target) -> str:
    """Whose audit mark the backlog keeps for TARGET: its history's root commit (the smallest, if unrelated
    histories were merged), the same in every full clone whatever its folder is called; in a shallow clone,
    whose roots are only where its history was cut (and which cannot build on an earlier commit anyway),
    the folder's name. Asked only by audits: it walks the history."""
    if repo.git.rev_parse("--is-shallow-repository") == "true":
        return target.name
    return min(repo.git.rev_list("--max-parents=0", target.commit).split())


def _open_repo(path: Path) -> git.Repo:
    if not path.exists():
        raise TargetError(f"path {path} does not exist; pass the folder of a git repository")
    if not path.is_dir():
        raise TargetError(f"path {path} is not a folder; pass the folder of a git repository")
    try:
        repo = git.Repo(path, search_parent_directories=True)
    except (InvalidGitRepositoryError, NoSuchPathError):
        raise TargetError(
            f"path {path} is not a git repository; run `git init` and commit, or pass a repository") from None
    _refuse_if_git_refuses(repo, path)
    return repo


def _refuse_if_git_refuses(repo: git.Repo, path: Path) -> None:
    """git itself may refuse a repository (another user's, for one); say so rather than 'no commits'."""
    try:
        repo.git.rev_parse("--git-dir")
    except GitCommandError as error:
        if "dubious ownership" in str(error.stderr):
            raise TargetError(f"git refuses repository {path}: it belongs to another user; if you trust it, run "
                              f"`git config --global --add safe.directory {Path(path).resolve()}`") from None
        raise TargetError(f"git cannot read repository {path}: {str(error.stderr).strip().splitlines()[0]}") from None


def _resolve_commit(repo: git.Repo, ref: str | None, path: Path) -> git.Commit:
    if not repo.head.is_valid() and ref is None:
        raise TargetError(f"repository {path} has no commits; commit the code to audit first")
    wanted = ref or "HEAD"
    try:
        commit = repo.commit(wanted)
    except (BadName, ValueError, GitCommandError):
        raise TargetError(
            f"--commit {wanted!r} is not a commit in {path}; pass a branch, tag or sha that exists") from None
    return commit


@dataclass
class Snapshot:
    """Read-only access to the blobs of one commit. Implements `twokey.kernel.codeview.CodeView`."""

    repo: git.Repo
    target: Target
    max_file_bytes: int = MAX_FILE_BYTES
    exclude_prefixes: tuple[str, ...] = ()
    exclude_globs: tuple[str, ...] = ()
    include: tuple[str, ...] = ("*.py",)  # globs of the files to audit; only Python files are analysed
    scope: str = ""  # a folder prefix (`shop/`): files outside it are out of this run, neither read nor skipped
    skipped: list[SkippedFile] = field(default_factory=list)
    secrets_present: list[str] = field(default_factory=list)
    _blobs: dict[str, git.Blob] = field(default_factory=dict, repr=False)
    _python: list[str] = field(default_factory=list, repr=False)
    _unreadable: set[str] = field(default_factory=set, repr=False)
    _tree_paths: set[str] = field(default_factory=set, repr=False)  # every path in the commit, excluded too
    _git_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    listings: Memo | None = field(default=None, repr=False)  # keeps the last listing, to pin one commit again cheaply
    _is_excluded_glob: Callable[[str], bool] = field(init=False, repr=False)
    _is_included: Callable[[str], bool] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._is_excluded_glob = _matcher(self.exclude_globs)
        self._is_included = _matcher(self.include)
        self._index_tree()

    # -- building the file list ------------------------------------------------------
    def _index_tree(self) -> None:
        for entry in self._listing().split("\0"):
            if not entry:
                continue
            meta, _, path = entry.partition("\t")
            mode, kind, sha, size = meta.split()
            self._tree_paths.add(path)
            if self._excluded(path):
                continue
            self._admit(_Entry(path, SUBMODULE_TYPE if kind == "commit" else kind, int(mode, 8),
                               0 if size == "-" else int(size), git.Blob(self.repo, bytes.fromhex(sha), path=path)))
        self._python.sort()

    def _listing(self) -> str:
        """One `git ls-tree` lists every entry with its size; asking git per blob costs a round trip each.
        The sizes make it slow on loose objects (git inflates each blob's header: 50 ms for Django's tree),
        and the listing is a pure function of the commit, so the last one is kept per repository: a
        nightly re-audit of an unchanged commit lists nothing. One entry per repository, overwritten."""
        key = content_key("tree-listing", str(self.target.root))
        kept = self.listings.get(key) if self.listings is not None else None
        if isinstance(kept, dict) and kept.get("commit") == self.target.commit and isinstance(kept.get("listing"), str):
            return kept["listing"]
        listing = self.repo.git.ls_tree("-r", "-l", "-z", "--full-tree", self.target.commit)
        if self.listings is not None:
            self.listings.put(key, {"commit": self.target.commit, "listing": listing})
        return listing

    def _excluded(self, path: str) -> bool:
        return ((bool(self.scope) and not path.startswith(self.scope))
                or path.startswith(self.exclude_prefixes)
                or self._is_excluded_glob(path))

    def _admit(self, item: _Entry) -> None:
        path = item.path
        included = self.included(path)
        if item.type == SUBMODULE_TYPE:
            # Its files are not in this commit at all, so no glob can say whether they are Python.
            self.skipped.append(SkippedFile(path, "submodule, not audited", SkipKind.SUBMODULE))
        elif item.mode == SYMLINK_MODE:
            self.skipped.append(SkippedFile(path, self._symlink_reason(item), SkipKind.SYMLINK))
        elif is_secret_path(path):
            self.secrets_present.append(path)
            if included:
                self.skipped.append(SkippedFile(path, "holds secrets; present, content withheld", SkipKind.SECRET))
        elif item.size > self.max_file_bytes:
            if included:  # a large asset outside the globs is no gap in coverage
                self.skipped.append(SkippedFile(path, f"too large ({item.size} bytes > {self.max_file_bytes})",
                                                SkipKind.TOO_LARGE))
        else:
            self._blobs[path] = item.blob
            if included:
                self._python.append(path)

    def included(self, path: str) -> bool:
        """Whether PATH is under the include globs: the files an audit must analyse or list as skipped."""
        return self._is_included(path)

    def _symlink_reason(self, item: _Entry) -> str:
        link = item.blob.data_stream.read().decode("utf-8", "replace")
        joined = posixpath.normpath(posixpath.join(posixpath.dirname(item.path), link))
        if link.startswith("/") or joined == ".." or joined.startswith("../"):
            return "symlink pointing outside the repository, never followed"
        return "symlink, not followed"

    # -- the CodeView interface --------------------------------------------------------
    @property
    def python_paths(self) -> list[str]:
        return list(self._python)

    def text_paths(self) -> list[str]:
        """Every admitted file (not excluded, secret, too large, a symlink or a submodule), in path order."""
        return sorted(self._blobs)

    def exists(self, path: str) -> bool:
        return path in self._blobs or path in self.secrets_present

    def content_id(self, path: str) -> str:
        """The git blob id: reading a blob is a pure function of it (and of the path, for withheld files)."""
        blob = self._blobs.get(path)
        return blob.hexsha if blob is not None else ABSENT

    def python_listing(self) -> list[tuple[str, str]]:
        return [(path, self._blobs[path].hexsha) for path in self._python]

    def in_commit(self, path: str) -> bool:
        """Whether PATH is in the pinned commit at all, even if excluded, skipped or withheld."""
        return path in self._tree_paths

    def read_text(self, path: str) -> str:
        blob = self._blobs.get(_clean(path))
        if blob is None:
            raise SnapshotReadError(self._withheld_reason(path))
        with self._git_lock:  # one `git cat-file --batch` pipe serves every thread
            data = blob.data_stream.read()
        if b"\0" in data[:8192]:
            self._skip_once(path, "binary file, not read", SkipKind.BINARY)
        try:
            return decode_source(data)
        except Undecodable as error:
            self._skip_once(path, str(error), SkipKind.UNDECODABLE)

    def _skip_once(self, path: str, reason: str, kind: SkipKind) -> NoReturn:
        with self._git_lock:
            if path not in self._unreadable:
                self._unreadable.add(path)
                self.skipped.append(SkippedFile(path, reason, kind))
        raise SnapshotReadError(f"{path}: {reason}")

    def python_files(self) -> Iterator[SourceFile]:
        for path in self._python:
            try:
                yield SourceFile(path, self.read_text(path))
            except SnapshotReadError:
                continue

    def _withheld_reason(self, path: str) -> str:
        if path in self.secrets_present:
            return f"{path}: holds secrets; present, content withheld"
        for skipped in self.skipped:
            if skipped.path == path:
                return f"{path}: {skipped.reason}"
        return f"{path}: not in the snapshot {self.target.short}"


def _clean(path: str) -> str:
    normal = posixpath.normpath(path)
    if normal.startswith("../") or normal == ".." or normal.startswith("/"):
        raise SnapshotReadError(f"{path}: escapes the snapshot, refused")
    return normal
