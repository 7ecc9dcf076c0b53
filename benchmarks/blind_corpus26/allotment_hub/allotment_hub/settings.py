import os
from dataclasses import dataclass, field
from pathlib import Path


def _env_flag(name, default="0"):
    return os.getenv(name, default).strip().lower() in ("1", "true", "yes")


# Signs the member session JWTs issued by /auth/login.
JWT_SECRET = "allot-hub-4b7d2e91c0f3a8e6d5b2c1f0e9a87d6c"


@dataclass
class Settings:
    database_url: str = os.getenv("ALLOT_DATABASE_URL", "sqlite:///./allotments.db")
    documents_dir: Path = Path(os.getenv("ALLOT_DOCS", "/srv/allotments/documents"))
    photos_dir: Path = Path(os.getenv("ALLOT_PHOTOS", "/srv/allotments/photos"))
    debug: bool = _env_flag("ALLOT_DEBUG")
    smtp_password: str = field(default_factory=lambda: os.environ.get("ALLOT_SMTP_PASSWORD", ""))
    ldap_uri: str = os.getenv("ALLOT_LDAP_URI", "ldap://ldap.council.local")
    ldap_base: str = "ou=people,dc=council,dc=local"
    soil_lab_host: str = "results.soil-lab.example.com"
    public_hosts: tuple = ("allotments.example.org", "www.allotments.example.org")
    session_cookie: str = "allot_session"


settings = Settings()
