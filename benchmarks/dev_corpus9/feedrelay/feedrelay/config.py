import base64
import os
from dataclasses import dataclass, field


@dataclass
class Config:
    database: str = os.environ.get("FEEDRELAY_DB", "feedrelay.sqlite3")
    session_key: bytes = field(default_factory=lambda: base64.urlsafe_b64decode(os.environ["FEEDRELAY_SESSION_KEY"]))
    fetch_interval: int = int(os.environ.get("FEEDRELAY_INTERVAL", "900"))
    max_feed_bytes: int = 5 * 1024 * 1024
    user_agent: str = "feedrelay/0.9 (+https://github.com/example/feedrelay)"
    public_url: str = os.environ.get("FEEDRELAY_PUBLIC_URL", "https://reader.example.org")
