"""How a twokey run status shows in the Prefect UI, and how a caller gets the report back from that state.

`done` is plain Completed. A run that needs a person (`blocked`, `waiting_quota`, `ambiguous`)
ends in a Failed-type state named after its status: the UI shows it red, never green, and a
Prefect automation on failed runs reaches someone. `stopped` (a ceiling) stays a Completed-type
state named "Stopped". The CLI's exit codes come from the report, not from the state.
"""

from __future__ import annotations

from typing import Any

from prefect.states import Completed, Failed, State

from twokey.kernel.errors import TwokeyError
from twokey.kernel.status import ExitCode, RunStatus


# Both return Any: a flow's declared return type is what its caller receives, and Prefect turns a
# returned state into that value (or, for a Failed state, raises the error it carries).
def final_state(status: RunStatus, reason: str, data: Any) -> Any:
    """DATA itself when done; else a state named after the status, so no reader mistakes it for done."""
    if status is RunStatus.DONE:
        return data
    name = status.value.replace("_", " ").title()
    kind = Failed if status.exit_code is ExitCode.NEEDS_PERSON else Completed
    return kind(name=name, message=reason, data=data)


def failed_state(error: TwokeyError) -> Any:
    """A Failed state carrying ERROR: the UI shows its one line, the flow's caller gets ERROR raised."""
    return Failed(message=str(error), data=error)


def report_of(state: State) -> Any:
    """The report a flow run returned, whatever its state; an error it failed with is raised again."""
    value = state.result(raise_on_failure=False)
    if isinstance(value, BaseException):
        raise value
    return value
