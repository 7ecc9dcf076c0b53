import os
from pathlib import Path

import yaml

CONFIG_PATH = Path(os.environ.get("OPSCTL_CONFIG", Path.home() / ".config" / "opsctl" / "config.yml"))


def load():
    if not CONFIG_PATH.exists():
        return {}
    with CONFIG_PATH.open() as fh:
        return yaml.load(fh, Loader=yaml.SafeLoader) or {}


def save(cfg):
    CONFIG_PATH.parent.mkdir(parents=True, exist_ok=True)
    with CONFIG_PATH.open("w") as fh:
        yaml.safe_dump(cfg, fh)
