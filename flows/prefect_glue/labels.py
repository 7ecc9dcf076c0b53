"""How a run is known in Prefect: the repository's key, artifact keys, and the run's own name and tags.

The key is the folder name plus a short hash of the resolved path, so two checkouts both called
`app` never share an artifact, a limit or a deployment. Tags are put on the flow run itself
after the commit is pinned, so a run started by the CLI and one started by a deployment carry
the same ones. Nothing here reads or writes the repository.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from pathlib import Path

from prefect.runtime import flow_run


def slug(text: str) -> str:
    """Prefect artifact keys allow only lowercase letters, digits and dashes."""
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9-]", "-", text.lower())).strip("-")


def artifact_key(*parts: str) -> str:
    return slug("-".join(parts))


def repo_key(root: Path) -> str:
    """`<name>-<6 hex of the resolved path>`: readable, and unique per repository on one machine."""
    resolved = Path(root).expanduser().resolve()
    digest = hashlib.sha256(str(resolved).encode()).hexdigest()[:6]
    return f"{slug(resolved.name) or 'repo'}-{digest}"


def label_run(name: str, tags: Iterable[str]) -> None:
    """Rename the current flow run and add TAGS to it (a deployment's own tags are kept)."""
    from prefect.client.orchestration import get_client

    run_id = flow_run.id
    if run_id is None:
        return
    with get_client(sync_client=True) as client:
        current = client.read_flow_run(run_id).tags or []
        client.update_flow_run(run_id, name=name, tags=sorted(set(current) | set(tags)))
