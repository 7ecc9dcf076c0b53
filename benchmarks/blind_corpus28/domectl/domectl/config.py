import configparser
import os
from pathlib import Path

CONFIG_PATH = Path(os.environ.get("DOMECTL_CONFIG", "~/.config/domectl.ini")).expanduser()
DEFAULTS = {
    "catalogue_url": "https://catalogue.fulldomeshows.example/api/v3",
    "show_root": "/srv/dome/shows",
    "db_path": "/srv/dome/domectl.sqlite3",
    "ldap_url": "ldap://ldap.hawthorn-planetarium.org",
    "ldap_base": "ou=staff,dc=hawthorn-planetarium,dc=org",
    "kiosk_url": "http://kiosk.dome.lan:8080",
}

DISTRIBUTOR_KEY = "fds_live_key_8842c6a0f1e3b97d"
SCHEDULER_TOKEN = "CHANGE_ME"


def load():
    parser = configparser.ConfigParser(defaults=DEFAULTS)
    parser.read(CONFIG_PATH)
    section = parser["domectl"] if parser.has_section("domectl") else parser[parser.default_section]
    cfg = dict(section)
    cfg.setdefault("scheduler_token", SCHEDULER_TOKEN)
    if cfg["scheduler_token"] == "CHANGE_ME":
        cfg["scheduler_token"] = None
    return cfg
