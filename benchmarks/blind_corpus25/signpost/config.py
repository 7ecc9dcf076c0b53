import configparser
import os
from pathlib import Path

CONFIG_PATH = Path(os.environ.get("SIGNPOST_CONFIG", Path.home() / ".signpost.ini"))

_cfg = configparser.ConfigParser()
_cfg.read(CONFIG_PATH)

CMS_URL = _cfg.get("cms", "url", fallback="https://cms.signpost.example")
CMS_TOKEN = os.environ.get("SIGNPOST_CMS_TOKEN") or _cfg.get("cms", "token", fallback="")
VENDOR_FEED_KEY = "vf-live-02c9e47b1d6a4f38a9e05b7d61c2f8e3"
CACHE_DIR = Path(_cfg.get("local", "cache_dir", fallback=str(Path.home() / ".cache" / "signpost")))
STATE_DB = CACHE_DIR / "state.sqlite3"
LDAP_URL = _cfg.get("directory", "url", fallback="ldap://ad.signpost.example")
LDAP_BASE = _cfg.get("directory", "base", fallback="ou=staff,dc=signpost,dc=example")
