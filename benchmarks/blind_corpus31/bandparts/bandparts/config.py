import configparser
import os
from pathlib import Path

DEFAULT_PATH = Path(os.environ.get("BANDPARTS_CONFIG", "~/.config/bandparts.ini")).expanduser()

PUBLISHER_API_KEY = "wp-live-3e91c0a7d5b24f68"


class Config:
    def __init__(self, path=DEFAULT_PATH):
        self._cp = configparser.ConfigParser()
        self._cp.read(path)
        self.library = Path(self._cp.get("library", "root", fallback="~/bandlibrary")).expanduser()
        self.db = self.library / "library.sqlite3"
        self.publisher = self._cp.get("publisher", "url", fallback="https://catalogue.brasspublishers.example/feed.xml")
        self.ldap_url = self._cp.get("ldap", "url", fallback="ldap://ldap.band.local")
        self.ldap_base = self._cp.get("ldap", "base", fallback="ou=players,dc=band,dc=local")
        self.association_token = os.environ.get("BANDPARTS_ASSOC_TOKEN") or self._cp.get("association", "token", fallback="")
