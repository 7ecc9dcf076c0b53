"""Whether the configured Prefect API answers: asked before a run so a dead server is one clear line."""

from __future__ import annotations

import os


def configured_api_url() -> str | None:
    from prefect.settings import PREFECT_API_URL

    return PREFECT_API_URL.value() or os.environ.get("PREFECT_API_URL") or None


def api_problem() -> str | None:
    """None when PREFECT_API_URL is unset (an ephemeral server will start) or answers; else what is wrong."""
    url = configured_api_url()
    if not url:
        return None
    # Prefect's own client speaks only http(s) to the configured API; a bare urlopen of an
    # environment value would also open file:// URLs (TK-0001).
    from prefect.client.orchestration import get_client

    with get_client(sync_client=True) as client:
        problem = client.api_healthcheck()
    return None if problem is None else f"Prefect API {url} does not answer ({problem})"
