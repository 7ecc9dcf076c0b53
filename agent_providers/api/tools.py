"""Read-only tools over the pinned snapshot, for API models that call tools: read, list, grep, git log and blame.

Every path resolves inside the snapshot: `..`, absolute paths and symlinks are refused, and files
that hold secrets are listed as present with their content withheld. History is read at the
pinned commit only, through gitpython. No tool writes anything or runs a shell.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
from typing import Any

from pydantic_ai import Tool

from twokey.kernel.codeview import CodeView
from twokey.kernel.errors import SnapshotReadError
from twokey.kernel.paths import is_secret_path

MAX_LINES = 400  # per read: a model pages through long files
MAX_MATCHES = 60
MAX_HISTORY = 20


def numbered(text: str, start: int = 1, end: int | None = None) -> str:
    """Lines START..END of TEXT, each prefixed `N<TAB>` so a model can cite exact line numbers."""
    lines = text.splitlines()
    last = min(len(lines), end or len(lines), start + MAX_LINES - 1)
    body = "\n".join(f"{number}\t{lines[number - 1]}" for number in range(max(start, 1), last + 1))
    more = f"\n[... {len(lines) - last} more lines; read from line {last + 1}]" if last < len(lines) else ""
    return body + more


def clean(path: str) -> str:
    """A repository-relative path, or SnapshotReadError for anything that could leave the snapshot."""
    normal = posixpath.normpath(path.strip()) if path.strip() else ""
    if not normal or normal in (".", "..") or normal.startswith(("../", "/")) or "\\" in normal or "\0" in normal:
        raise SnapshotReadError(f"{path}: escapes the snapshot, refused")
    if is_secret_path(normal):
        raise SnapshotReadError(f"{normal}: holds secrets; present, content withheld")
    return normal


class SnapshotTools:
    """The tools of one task, bound to its CodeView and (when the view has one) its pinned git commit."""

    def __init__(self, view: CodeView, commit: str = "") -> None:
        self.view = view
        self.commit = commit or getattr(getattr(view, "target", None), "commit", "")
        self.repo = getattr(view, "repo", None)

    def tools(self) -> list[Tool[Any]]:
        return [Tool(self.read_file), Tool(self.list_files), Tool(self.grep), Tool(self.git_log),
                Tool(self.git_blame)]

    def read_file(self, path: str, start_line: int = 1, end_line: int | None = None) -> str:
        """Read a file of the pinned commit, its lines numbered (number, tab, code).

        Args:
            path: repository-relative path, e.g. app/views.py
            start_line: first line to show (1-based)
            end_line: last line to show; at most 400 lines are shown per call
        """
        try:
            return numbered(self.view.read_text(clean(path)), start_line, end_line)
        except SnapshotReadError as refused:
            return f"refused: {refused}"

    def list_files(self, glob: str = "*") -> str:
        """List the files of the pinned commit whose repository-relative path matches a glob.

        Args:
            glob: e.g. "*.py" or "app/*"; "*" lists everything
        """
        paths = [p for p in self._paths() if fnmatch.fnmatch(p, glob)]
        withheld = [f"{p} (holds secrets; content withheld)" for p in getattr(self.view, "secrets_present", [])
                    if fnmatch.fnmatch(p, glob)]
        listed = paths[:500] + withheld
        return "\n".join(listed) + (f"\n[... {len(paths) - 500} more]" if len(paths) > 500 else "") or "no match"

    def grep(self, pattern: str, glob: str = "*.py") -> str:
        """Search the pinned commit's files for a Python regular expression; answers path:line:text.

        Args:
            pattern: a Python regular expression, e.g. "subprocess\\.(run|call)"
            glob: which files to search, e.g. "*.py"
        """
        try:
            regex = re.compile(pattern)
        except re.error as error:
            return f"refused: {pattern!r} is not a regular expression ({error})"
        hits = [hit for path in self._paths() if fnmatch.fnmatch(path, glob) for hit in self._grep_file(regex, path)]
        shown = hits[:MAX_MATCHES]
        return "\n".join(shown) + (f"\n[... {len(hits) - MAX_MATCHES} more]" if len(hits) > MAX_MATCHES else "") \
            or "no match"

    def git_log(self, path: str, max_count: int = 10) -> str:
        """The commits that touched a file, up to and including the pinned commit (newest first).

        Args:
            path: repository-relative path
            max_count: how many commits to show (at most 20)
        """
        if self.repo is None:
            return "refused: no git history is available for this view"
        try:
            commits = self.repo.iter_commits(self.commit, paths=clean(path), max_count=min(max_count, MAX_HISTORY))
            lines = [f"{c.hexsha[:10]} {c.committed_datetime:%Y-%m-%d} {c.author.name}: {c.summary}" for c in commits]
        except SnapshotReadError as refused:
            return f"refused: {refused}"
        return "\n".join(lines) or "no commit touched this path"

    def git_blame(self, path: str, start_line: int, end_line: int) -> str:
        """Who last changed lines of a file, as of the pinned commit.

        Args:
            path: repository-relative path
            start_line: first line (1-based)
            end_line: last line; at most 200 lines
        """
        if self.repo is None:
            return "refused: no git history is available for this view"
        try:
            normal = clean(path)
            self.view.read_text(normal)  # withheld or absent files are refused as they are for reads
        except SnapshotReadError as refused:
            return f"refused: {refused}"
        end = min(max(end_line, start_line), start_line + 199)
        blamed = self.repo.blame(self.commit, normal, L=f"{max(start_line, 1)},{end}")
        return "\n".join(f"{commit.hexsha[:10]} {commit.author.name}: {line}"
                         for commit, lines in blamed or [] for line in lines)

    def _paths(self) -> list[str]:
        text_paths = getattr(self.view, "text_paths", None)
        return list(text_paths()) if callable(text_paths) else [f.path for f in self.view.python_files()]

    def _grep_file(self, regex: re.Pattern[str], path: str) -> list[str]:
        try:
            text = self.view.read_text(path)
        except SnapshotReadError:
            return []
        return [f"{path}:{number}:{line[:200]}" for number, line in enumerate(text.splitlines(), 1)
                if regex.search(line)]
