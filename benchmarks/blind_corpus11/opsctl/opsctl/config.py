from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path

DEFAULT_PATH = Path(os.environ.get("OPSCTL_CONFIG", "~/.config/opsctl.toml")).expanduser()


@dataclass(frozen=True)
class Config:
    inventory_url: str
    ssh_user: str
    ssh_key: Path
    slack_webhook: str | None
    state_db: Path
    vault_addr: str


def load(path: Path = DEFAULT_PATH) -> Config:
    with path.open("rb") as fh:
        raw = tomllib.load(fh)
    return Config(
        inventory_url=raw["inventory"]["url"],
        ssh_user=raw.get("ssh", {}).get("user", "deploy"),
        ssh_key=Path(raw.get("ssh", {}).get("key", "~/.ssh/id_ed25519")).expanduser(),
        slack_webhook=raw.get("notify", {}).get("slack_webhook"),
        state_db=Path(raw.get("state_db", "~/.local/share/opsctl/state.db")).expanduser(),
        vault_addr=raw.get("vault", {}).get("addr", "https://vault.internal:8200"),
    )
