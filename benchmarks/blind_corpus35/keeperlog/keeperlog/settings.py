import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Settings:
    dsn: str = os.environ.get("KEEPERLOG_DSN", "postgresql://keeperlog@db/keeperlog")
    session_key: bytes = field(default_factory=lambda: bytes.fromhex(os.environ["KEEPERLOG_SESSION_KEY"]))
    ldap_url: str = "ldaps://ldap.marsh-end.zoo"
    ldap_base: str = "ou=people,dc=marsh-end,dc=zoo"
    camera_user: str = "viewer"
    camera_password: str = "Otter-Cam-2024"
    media_dir: str = "/srv/keeperlog/media"
    debug: bool = os.environ.get("KEEPERLOG_DEBUG") == "1"


settings = Settings()
