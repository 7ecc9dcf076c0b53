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
    problem = _unhealthy()
    return None if problem is None else f"Prefect API {url} does not answer ({problem})"


def _unhealthy() -> Exception | None:
    from prefect.client.orchestration import get_client

    with get_client(sync_client=True) as client:
        return client.api_healthcheck()


def serving_problem() -> str | None:
    """What keeps `twokey serve` from registering schedules, as one line with the fix; None when a server answers.

    Unlike an audit, serving needs a lasting server: a temporary one would take the schedules with it.
    """
    url = configured_api_url()
    if not url:
        return ("PREFECT_API_URL is not set, so there is no Prefect server to keep the schedules; start one with "
                "`prefect server start --host 127.0.0.1 --port 4200` and `export "
                "PREFECT_API_URL=http://127.0.0.1:4200/api`, then serve again")
    problem = _unhealthy()
    if problem is None:
        return None
    return (f"PREFECT_API_URL is {url}, and no Prefect server answers there ({problem}); start one with "
            f"`PREFECT_UI_API_URL={url} prefect server start --host {_host(url)} --port {_port(url)}`, or point "
            "PREFECT_API_URL at a running one; nothing was registered")


def _host(url: str) -> str:
    from urllib.parse import urlsplit

    return urlsplit(url).hostname or "127.0.0.1"


def _port(url: str) -> int:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return parts.port or (443 if parts.scheme == "https" else 80)
