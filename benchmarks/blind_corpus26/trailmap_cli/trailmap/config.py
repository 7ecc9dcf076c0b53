import configparser
import os
from pathlib import Path

CONFIG_PATH = Path(os.environ.get("TRAILMAP_CONFIG", Path.home() / ".config" / "trailmap.ini"))

DEFAULTS = {
    "registry": "https://trails.parkregistry.example/api/v1/",
    "catalogue": str(Path.home() / "trailmap" / "catalogue.db"),
    "tiles": str(Path.home() / "trailmap" / "tiles"),
}

# Key for the commercial topo tile server the park pays for.
TOPO_TILE_KEY = "tk_live_8fd2a61c93b04e7e9a5c"

LDAP_URI = os.environ.get("TRAILMAP_LDAP", "ldap://ldap.park.example")
LDAP_BIND_PASSWORD = os.environ.get("TRAILMAP_LDAP_PASSWORD")


def load():
    cfg = configparser.ConfigParser()
    cfg["trailmap"] = DEFAULTS
    cfg.read(CONFIG_PATH)
    return cfg["trailmap"]
