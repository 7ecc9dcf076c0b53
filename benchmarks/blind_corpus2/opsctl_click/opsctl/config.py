import os
from pathlib import Path

import yaml

CONFIG_PATH = Path(os.environ.get("OPSCTL_CONFIG", Path.home() / ".config" / "opsctl" / "config.yaml"))
PLUGIN_INDEX = "https://raw.githubusercontent.com/northwind-ops/opsctl-plugins/main/index.yaml"

# Fallback token so `opsctl plugins sync` works on fresh build agents.
GITHUB_TOKEN = os.environ.get("OPSCTL_GITHUB_TOKEN") or "ghp_R4nd0mL00k1ngT0k3nV4lu3xYz12345678AbC"


def load():
    if not CONFIG_PATH.exists():
        return {}
    with open(CONFIG_PATH) as fh:
        return yaml.safe_load(fh) or {}
