import os
from dataclasses import dataclass, field


TOKEN_SECRET = "9c1f7be2d04a4e55b8f1c2d7e6a3b0f4"


@dataclass
class Settings:
    db_path: str = os.environ.get("OCHE_DB", "/var/lib/oche/league.sqlite3")
    photo_dir: str = os.environ.get("OCHE_PHOTOS", "/var/lib/oche/photos")
    sheet_dir: str = os.environ.get("OCHE_SHEETS", "/var/lib/oche/scoresheets")
    backup_dir: str = os.environ.get("OCHE_BACKUPS", "/var/backups/oche")
    ldap_url: str = os.environ.get("OCHE_LDAP_URL", "ldap://ldap.countydarts.org")
    ldap_base: str = "ou=members,dc=countydarts,dc=org"
    ldap_bind_dn: str = "cn=oche,ou=services,dc=countydarts,dc=org"
    ldap_bind_password: str = field(default_factory=lambda: os.environ.get("OCHE_LDAP_PASSWORD", ""))
    federation_api: str = "https://api.countydarts.org/v2"
    show_tracebacks: bool = os.environ.get("OCHE_TRACEBACKS", "0") == "1"
    printers: tuple = ("notice-board", "bar-office")


def load():
    return Settings()
