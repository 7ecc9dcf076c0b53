import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Settings:
    database_url: str = field(default_factory=lambda: os.environ.get("HARBOR_DB", "sqlite:///harbor.db"))
    media_root: str = field(default_factory=lambda: os.environ.get("HARBOR_MEDIA", "/srv/harbor/media"))
    ldap_uri: str = "ldaps://ldap.harbor.example"
    ldap_base: str = "ou=crew,dc=harbor,dc=example"
    session_secret: str = "hb_sess_4Nf8QzL2vR7xK1mW9pT3"
    weather_base: str = "https://api.tides.example/v3"


def load_settings() -> Settings:
    return Settings()
