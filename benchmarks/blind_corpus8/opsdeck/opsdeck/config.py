import os

import yaml

CONFIG_PATH = os.path.expanduser(os.environ.get("OPSDECK_CONFIG", "~/.config/opsdeck/config.yaml"))
AGENT_PORT = int(os.environ.get("OPSDECK_AGENT_PORT", "7311"))
AGENT_SHARED_TOKEN = "odk-agent-3f9b2c71e4a85d06"
LOG_DIR = "/var/log"
CONFIG_ROOTS = ("/etc/nginx", "/etc/opsdeck", "/etc/systemd/system")

TEMPLATE = {
    "controller": "opsdeck.example.internal",
    "api_key": "YOUR-API-KEY-HERE",
    "inventory": "~/.config/opsdeck/hosts.yaml",
}


def load():
    with open(CONFIG_PATH) as fh:
        return {**TEMPLATE, **(yaml.safe_load(fh) or {})}
