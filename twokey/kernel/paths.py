"""Where things live: twokey's own state folder, the default backlog, and which paths hold secrets.

Pure functions and constants; nothing here reads a repository or writes a file.
"""

from __future__ import annotations

import fnmatch
import os
import posixpath
import re
from pathlib import Path

# The backlog folder, relative to the target's root, when neither config nor a flag names one.
DEFAULT_BACKLOG = Path("docs") / "backlog"
MAX_FILE_BYTES = 1_000_000
# Files whose content is withheld from agents: they are listed as present, never read.
SECRET_PATTERNS = (
    ".env", ".env.*", "*.pem", "*.key", "*.p12", "*.pfx", "id_rsa*", "id_dsa*", "id_ecdsa*",
    "id_ed25519*", "*.keystore", "credentials", "credentials.*", ".netrc", ".pgpass",
    "secrets.*", "*.kdbx",
)


# The patterns as one regular expression: asked for every entry of a commit's tree.
_SECRET_NAME = re.compile("|".join(f"(?:{fnmatch.translate(pattern)})" for pattern in SECRET_PATTERNS))


def is_secret_path(path: str) -> bool:
    return _SECRET_NAME.match(posixpath.basename(path)) is not None


def state_home() -> Path:
    """Where twokey keeps its own state (event logs), never inside the audited repository."""
    configured = os.environ.get("TWOKEY_HOME")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "twokey"
