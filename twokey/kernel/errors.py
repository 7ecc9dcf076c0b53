"""Errors that know how to present themselves: a one-line message and an exit code.

The CLI's top level never formats errors itself; it prints `error.show()` and exits
with `error.exit_code`. Messages name the input, what was wrong, and what to do.
"""

from __future__ import annotations

from twokey.kernel.status import ExitCode


class TwokeyError(Exception):
    """Base class. Subclasses set `exit_code`; the message is one line for a person."""

    exit_code: ExitCode = ExitCode.NEEDS_PERSON

    def show(self) -> str:
        first_line = str(self).strip().splitlines()[0] if str(self).strip() else type(self).__name__
        return f"twokey: error: {first_line}"


class UsageError(TwokeyError):
    """Bad input from the user: a path, a ref, an option. Nothing was changed."""

    exit_code = ExitCode.USAGE


class TargetError(UsageError):
    """The target repository cannot be audited as given (missing, bare, empty, bad ref)."""


class BacklogError(UsageError):
    """The backlog folder or a ticket in it cannot be used as given."""


class BacklogBusy(TwokeyError):
    """Another run holds the backlog lock; a person must wait or investigate."""

    exit_code = ExitCode.NEEDS_PERSON


class SnapshotReadError(TwokeyError):
    """A file in the snapshot is withheld: secret, binary, too large, or escapes the root."""


class PrefectUnavailable(TwokeyError):
    """The configured Prefect API does not answer: a definite local failure, so a person is needed."""

    exit_code = ExitCode.NEEDS_PERSON


class FileSystemError(UsageError):
    """A path could not be read or written (missing folder, a file in the way, no permission)."""

    @classmethod
    def from_os_error(cls, error: OSError) -> FileSystemError:
        where = error.filename or "a path"
        return cls(f"{where}: {error.strerror or error}; check that path and its permissions, nothing else was changed")
