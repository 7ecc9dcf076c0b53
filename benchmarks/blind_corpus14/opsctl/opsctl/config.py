"""Operator configuration, read from ~/.config/opsctl/config.toml."""
import os
from pathlib import Path

try:
    import tomllib
except ImportError:  # pragma: no cover
    import tomli as tomllib

CONFIG_PATH = Path(os.environ.get("OPSCTL_CONFIG", Path.home() / ".config" / "opsctl" / "config.toml"))

EXAMPLE_CONFIG = """
[ldap]
uri = "ldaps://ldap.corp.example"
bind_dn = "uid=svc-opsctl,ou=services,dc=corp,dc=example"
bind_password = "<paste from the vault>"

[deploy]
repo_root = "/srv/apps"
"""


def load():
    if not CONFIG_PATH.exists():
        raise SystemExit("no config; create %s, e.g.:\n%s" % (CONFIG_PATH, EXAMPLE_CONFIG))
    with open(CONFIG_PATH, "rb") as fh:
        return tomllib.load(fh)
