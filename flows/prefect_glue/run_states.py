"""How a twokey run status shows in the Prefect UI: `done` is plain Completed, anything else is named."""

from __future__ import annotations

from typing import Any

from prefect.states import Completed

from twokey.kernel.status import RunStatus


def final_state(status: RunStatus, reason: str, data: Any) -> Any:
    """DATA itself when done; else a Completed state named after the status, so no reader mistakes it for done."""
    if status is RunStatus.DONE:
        return data
    return Completed(name=status.value.replace("_", " ").title(), message=reason, data=data)



