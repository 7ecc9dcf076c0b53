import os
from dataclasses import dataclass, field
from typing import Optional

import yaml

DEFAULT_PATHS = ("/etc/quarryctl.yaml", os.path.expanduser("~/.config/quarryctl.yaml"))


@dataclass
class Target:
    host: str
    user: str
    key_file: str
    port: int = 22
    base_dir: str = "/srv/snapshots"


@dataclass
class Config:
    source_dir: str
    spool_dir: str
    target: Target
    keep_daily: int = 7
    keep_weekly: int = 4
    keep_monthly: int = 6
    passphrase_file: Optional[str] = None
    webhook_url: Optional[str] = None
    hooks: dict = field(default_factory=dict)


def load_config(path=None):
    candidates = [path] if path else list(DEFAULT_PATHS)
    for candidate in candidates:
        if candidate and os.path.exists(candidate):
            with open(candidate) as fh:
                raw = yaml.safe_load(fh) or {}
            break
    else:
        raise FileNotFoundError("no quarryctl config found in " + ", ".join(c for c in candidates if c))
    target = Target(**raw.pop("target"))
    return Config(target=target, **raw)
