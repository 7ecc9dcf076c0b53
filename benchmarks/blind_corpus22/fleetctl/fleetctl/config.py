import os

import keyring

CMDB_URL = os.environ.get("FLEETCTL_CMDB", "https://cmdb.ops.example/api/v2/appliances")
CACHE_DIR = os.path.expanduser("~/.cache/fleetctl")
FIRMWARE_CACHE = os.path.join(CACHE_DIR, "firmware")

# read-write service account for the vendor portal (shared by the on-call rota)
VENDOR_PORTAL_TOKEN = "vp_9b2f7d41c6e84a0f93d1b5c2e7a6f801"


def cmdb_token():
    return os.environ.get("FLEETCTL_CMDB_TOKEN") or keyring.get_password("fleetctl", "cmdb")


def ssh_key_path():
    return os.environ.get("FLEETCTL_SSH_KEY", os.path.expanduser("~/.ssh/id_ed25519"))


def vault_password_file():
    return os.path.expanduser("~/.config/fleetctl/vault-pass")
