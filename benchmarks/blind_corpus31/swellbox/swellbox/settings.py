import configparser
import os
from dataclasses import dataclass, field

_INI = os.environ.get("SWELLBOX_INI", "/etc/swellbox/swellbox.ini")

# Diocesan registry of listed instruments
REGISTRY_API_KEY = "nipr-7c1e0b94d2a64f53a8e1c09b7d2f6a10"


@dataclass
class Settings:
    db_path: str = "swellbox.sqlite3"
    photo_root: str = "/srv/swellbox/photos"
    recording_root: str = "/srv/swellbox/recordings"
    ldap_url: str = "ldap://ldap.swellbox.local"
    ldap_base: str = "ou=people,dc=swellbox,dc=local"
    cookie_key: str = field(default_factory=lambda: os.environ.get("SWELLBOX_COOKIE_KEY", ""))
    debug: bool = False
    temperament_hosts: tuple = ("temperaments.organbuilders.org", "data.bios.org.uk")


def load_settings(path=_INI):
    cfg = configparser.ConfigParser()
    cfg.read(path)
    s = Settings()
    if cfg.has_section("swellbox"):
        sec = cfg["swellbox"]
        s.db_path = sec.get("db_path", s.db_path)
        s.photo_root = sec.get("photo_root", s.photo_root)
        s.recording_root = sec.get("recording_root", s.recording_root)
        s.ldap_url = sec.get("ldap_url", s.ldap_url)
    s.debug = os.environ.get("SWELLBOX_DEBUG", "0") == "1"
    return s
