import configparser
import os

PATH = os.path.expanduser(os.environ.get("CREASE_CONFIG", "~/.config/crease/crease.ini"))


def load():
    cfg = configparser.ConfigParser()
    cfg.read(PATH)
    api_key = cfg.get("league", "api_key", fallback="")
    return {
        "league_url": cfg.get("league", "url", fallback="https://hollinsend.leaguesite.example/api/v1"),
        "api_key": api_key,
        "db": os.path.expanduser(cfg.get("local", "db", fallback="~/.local/share/crease/crease.sqlite3")),
        "site_dir": os.path.expanduser(cfg.get("publish", "dir", fallback="~/crease-site")),
        "rsync_target": cfg.get("publish", "rsync", fallback="web@hollinsendcc.org.uk:/var/www/cricket"),
        "ldap_url": cfg.get("ldap", "url", fallback="ldap://ldap.hollinsendcc.local"),
        "plugins": cfg.get("local", "plugins", fallback=""),
    }
