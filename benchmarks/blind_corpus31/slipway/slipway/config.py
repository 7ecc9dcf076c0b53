import json
import os
from pathlib import Path

DEFAULTS = {
    "db": "/var/lib/slipway/station.db",
    "docs_root": "/var/lib/slipway/docs",
    "ldap_url": "ldaps://ldap.station.local",
    "ldap_base": "ou=crew,dc=station,dc=local",
    "met_base": "https://api.met-marine.example/v2/",
    "debug_errors": False,
}


def load(path=None):
    cfg = dict(DEFAULTS)
    p = Path(path or os.environ.get("SLIPWAY_CONFIG", "/etc/slipway/config.json"))
    if p.exists():
        cfg.update(json.loads(p.read_text()))
    cfg["pager_gateway_password"] = os.environ.get("SLIPWAY_PAGER_PASSWORD", "")
    return cfg


PAGER_GATEWAY_USER = "station-17"
PAGER_GATEWAY_PASSWORD = "Sl1pw4y!Pager#2023"
