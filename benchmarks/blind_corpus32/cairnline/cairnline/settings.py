import configparser
import os
from dataclasses import dataclass, field

RADIO_GATEWAY_TOKEN = "rg-live-7f3c91e0a4b2d8c6e5f1a9b3"


@dataclass
class Settings:
    database: str = "cairnline.db"
    media_root: str = "/srv/cairnline/media"
    kit_docs: str = "/srv/cairnline/kitdocs"
    track_root: str = "/srv/cairnline/tracks"
    ldap_url: str = "ldap://directory.cairnline.local"
    ldap_base: str = "ou=members,dc=cairnline,dc=org"
    weather_stations: dict = field(default_factory=dict)
    smtp_password: str = ""


def load_settings(path):
    parser = configparser.ConfigParser()
    parser.read(path)
    settings = Settings()
    if parser.has_section("cairnline"):
        section = parser["cairnline"]
        for name in ("database", "media_root", "kit_docs", "track_root", "ldap_url", "ldap_base"):
            setattr(settings, name, section.get(name, getattr(settings, name)))
    if parser.has_section("stations"):
        settings.weather_stations = dict(parser["stations"])
    settings.smtp_password = os.environ.get("CAIRN_SMTP_PASSWORD", "")
    return settings
