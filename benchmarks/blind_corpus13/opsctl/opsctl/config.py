"""User configuration (~/.opsctl.yaml)."""
import os

import yaml

CONFIG_PATH = os.path.expanduser(os.environ.get("OPSCTL_CONFIG", "~/.opsctl.yaml"))

TOKEN_PLACEHOLDER = "REPLACE_WITH_YOUR_CMDB_TOKEN"

SAMPLE_CONFIG = f"""\
# opsctl configuration - fill in and keep this file private (chmod 600)
cmdb_url: https://cmdb.ops.example.com/api/v2
cmdb_token: {TOKEN_PLACEHOLDER}
manifest_base: https://git.example.com/platform/deploy-manifests/raw/main
backup_bucket: example-db-backups
"""

DEFAULTS = {
    "cmdb_url": "https://cmdb.ops.example.com/api/v2",
    "manifest_base": "https://git.example.com/platform/deploy-manifests/raw/main",
    "backup_bucket": "example-db-backups",
    "ssh_user": "deploy",
}


def load():
    cfg = dict(DEFAULTS)
    if os.path.exists(CONFIG_PATH):
        with open(CONFIG_PATH) as fh:
            cfg.update(yaml.safe_load(fh) or {})
    token = os.environ.get("CMDB_TOKEN")
    if token:
        cfg["cmdb_token"] = token
    if cfg.get("cmdb_token") in (None, "", TOKEN_PLACEHOLDER):
        raise RuntimeError("set cmdb_token in %s or export CMDB_TOKEN" % CONFIG_PATH)
    return cfg


def write_sample():
    if os.path.exists(CONFIG_PATH):
        return False
    fd = os.open(CONFIG_PATH, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as fh:
        fh.write(SAMPLE_CONFIG)
    return True
