import configparser
import os
from pathlib import Path

DEFAULT_PATH = Path(os.environ.get("RINGLOG_CONFIG", Path.home() / ".config" / "ringlog" / "ringlog.ini"))


class Config:
    def __init__(self, path=DEFAULT_PATH):
        self.path = Path(path)
        self.parser = configparser.ConfigParser()
        self.parser.read(self.path)

    @property
    def database(self):
        return Path(self.parser.get("local", "database", fallback=str(Path.home() / "ringlog.sqlite3")))

    @property
    def scheme_url(self):
        return self.parser.get("scheme", "base_url", fallback="https://data.ringing-scheme.example/api/v3")

    @property
    def api_token(self):
        return os.environ.get("RINGLOG_TOKEN") or self.parser.get("scheme", "token")

    @property
    def ldap_url(self):
        return self.parser.get("group", "ldap_url", fallback="ldap://ldap.wash-ringing-group.org.uk")

    @property
    def publish_target(self):
        return self.parser.get("publish", "target", fallback="ringlog@www.wash-ringing-group.org.uk:/var/www/recoveries/")
