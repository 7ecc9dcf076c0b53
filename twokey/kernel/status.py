"""The closed run-status enum of SPEC and the CLI's exit codes, one per status family.

Everything that ends a run speaks in these; the CLI only turns a status into its exit code.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum


class RunStatus(StrEnum):
    """The closed run-status enum of SPEC."""

    DONE = "done"
    STOPPED = "stopped"
    PAUSED = "paused"
    BLOCKED = "blocked"
    WAITING_QUOTA = "waiting_quota"
    AMBIGUOUS = "ambiguous"

    @property
    def exit_code(self) -> ExitCode:
        return _STATUS_EXIT[self]


class ExitCode(IntEnum):
    """The CLI's exit codes, distinct per SPEC."""

    DONE = 0
    NEEDS_PERSON = 1
    USAGE = 2
    STOPPED_OR_PAUSED = 3


_STATUS_EXIT = {
    RunStatus.DONE: ExitCode.DONE,
    RunStatus.BLOCKED: ExitCode.NEEDS_PERSON,
    RunStatus.WAITING_QUOTA: ExitCode.NEEDS_PERSON,
    RunStatus.AMBIGUOUS: ExitCode.NEEDS_PERSON,
    RunStatus.STOPPED: ExitCode.STOPPED_OR_PAUSED,
    RunStatus.PAUSED: ExitCode.STOPPED_OR_PAUSED,
}
