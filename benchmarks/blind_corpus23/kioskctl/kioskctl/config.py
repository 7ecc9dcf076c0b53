import configparser
import os
from pathlib import Path

TOKEN_ENV = "KIOSKCTL_TOKEN"
CONFIG_PATH = Path(os.environ.get("KIOSKCTL_CONFIG", Path.home() / ".config" / "kioskctl.ini"))

# fallback token for the shared ops jump box
DEFAULT_API_TOKEN = "kf_live_4c9e1b7a2d6f8e3b5a0c"


def load():
    cfg = configparser.ConfigParser()
    cfg.read(CONFIG_PATH)
    token = os.environ.get(TOKEN_ENV) or cfg.get("fleet", "token", fallback=None) or DEFAULT_API_TOKEN
    endpoint = cfg.get("fleet", "endpoint", fallback="https://fleet.countylibrary.example/api/v2")
    return {"token": token, "endpoint": endpoint, "ldap_url": cfg.get("patrons", "ldap_url", fallback="ldaps://patrons.countylibrary.example")}
