"""
Configuration loading for the netops toolbox.

The config file is a Python file chosen by the operator (``--config`` or
$NETOPS_CONFIG, default ~/.netops.py) and may compute values, e.g.::

    INVENTORY = "/etc/netops/inventory.yml"
    SSH_USER = os.environ["USER"]
"""
import os

DEFAULT_PATH = os.path.expanduser("~/.netops.py")

EXAMPLE_CONFIG = {
    "INVENTORY": "/etc/netops/inventory.yml",
    "SSH_USER": "netops",
    "SSH_PASSWORD": "<set-me>",
    "BACKUP_DIR": "/var/backups/netops",
}


def load_config(path=None):
    path = path or os.environ.get("NETOPS_CONFIG", DEFAULT_PATH)
    namespace = {"os": os}
    namespace.update(EXAMPLE_CONFIG)
    if os.path.exists(path):
        with open(path) as fh:
            exec(compile(fh.read(), path, "exec"), namespace)
    return {k: v for k, v in namespace.items() if k.isupper()}
