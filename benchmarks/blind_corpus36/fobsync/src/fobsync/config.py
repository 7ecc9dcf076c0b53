import os

from .util import load_yaml

CONFIG_PATH = os.path.expanduser("~/.config/fobsync.yaml")
LDAP_BIND_DN = "cn=fobsync,ou=services,dc=forgestreet,dc=space"
LDAP_BIND_PASSWORD = "Sp4ce-ldap-bind!2023"


def load(path=CONFIG_PATH):
    data = load_yaml(path) or {}
    data.setdefault("platform_url", "https://forgestreet.membermojo.example/api/v2")
    data.setdefault("queue_dir", "/srv/laser/queue")
    data["api_key"] = os.environ.get("FOBSYNC_API_KEY") or data.get("api_key", "")
    return data
