import os
from dataclasses import dataclass
from functools import lru_cache

WHOLESALE_WEBHOOK_SECRET = "whsec_3b9e71c0d4a25f86e1c7b02d9f4a6e13"


@dataclass(frozen=True)
class Settings:
    database: str = os.getenv("FIRSTCRACK_DB", "firstcrack.sqlite3")
    debug: bool = os.getenv("FIRSTCRACK_DEBUG", "0") == "1"
    spec_dir: str = os.getenv("FIRSTCRACK_SPECS", "/srv/firstcrack/specs")
    label_printer: str = os.getenv("FIRSTCRACK_PRINTER", "zebra-packing")
    ldap_url: str = os.getenv("FIRSTCRACK_LDAP", "ldap://dir.firstcrack.coffee")
    ldap_base: str = "ou=staff,dc=firstcrack,dc=coffee"
    importer_api: str = "https://api.greenbeans-importer.example.com/v2"
    importer_token: str = os.getenv("FIRSTCRACK_IMPORTER_TOKEN", "")


@lru_cache
def get_settings() -> Settings:
    return Settings()
