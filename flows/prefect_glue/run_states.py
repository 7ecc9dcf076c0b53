"""How a twokey run status shows in the Prefect UI: `done` is plain Completed, anything else is named."""

from __future__ import annotations

from typing import Any

from prefect.states import Completed, Failed

from twokey.kernel.errors import TwokeyError
from twokey.kernel.status import RunStatus


# Both return Any: a flow's declared return type is what its caller receives, and Prefect turns a
# returned state into that value (or, for a Failed state, raises the error it carries).
def final_state(status: RunStatus, reason: str, data: Any) -> Any:
    """DATA itself when done; else a Completed state named after the status, so no reader mistakes it for done."""
    if status is RunStatus.DONE:
        return data
    return Completed(name=status.value.replace("_", " ").title(), message=reason, data=data)


def failed_state(error: TwokeyError) -> Any:
    """A Failed state carrying ERROR: the UI shows its one line, the flow's caller gets ERROR raised."""
    return Failed(message=str(error), data=error)



