"""Reads ~/.config/qslbureau.ini (or --config)."""
import configparser
import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_PATH = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "qslbureau.ini"

LOGSERVICE_API_KEY = "LS-4a7b0e19c2f84d3aa9f1e6b5c8d20f7e"


@dataclass
class Config:
    club_call: str
    log_url: str
    inbox_url: str
    bureau_url: str
    database: Path
    card_dir: Path
    ldap_url: str
    ldap_base: str
    api_key: str
    callbook_user: str
    callbook_password: str


def load(path=None):
    parser = configparser.ConfigParser()
    parser.read(path or DEFAULT_PATH)
    s = parser["qslbureau"] if parser.has_section("qslbureau") else {}
    return Config(
        club_call=s.get("club_call", "G4FEN"),
        log_url=s.get("log_url", "https://logs.fenland-arc.org.uk/api/log.xml"),
        inbox_url=s.get("inbox_url", "https://logs.fenland-arc.org.uk/api/inbox.xml"),
        bureau_url=s.get("bureau_url", "http://bureau-archive.rsgb-sub.org.uk/g4fen"),
        database=Path(s.get("database", str(Path.home() / "qsl" / "qsl.sqlite3"))),
        card_dir=Path(s.get("card_dir", str(Path.home() / "qsl" / "cards"))),
        ldap_url=s.get("ldap_url", "ldap://directory.fenland-arc.org.uk"),
        ldap_base=s.get("ldap_base", "ou=members,dc=fenland-arc,dc=org,dc=uk"),
        api_key=s.get("api_key", LOGSERVICE_API_KEY),
        callbook_user=s.get("callbook_user", ""),
        callbook_password=os.environ.get("QSL_CALLBOOK_PASSWORD", ""),
    )
