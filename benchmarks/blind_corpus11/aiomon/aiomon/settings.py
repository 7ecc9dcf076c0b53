import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Settings:
    dsn: str = field(default_factory=lambda: os.environ.get("AIOMON_DSN", "postgresql://aiomon@localhost/aiomon"))
    alert_secret: str = field(default_factory=lambda: os.environ["AIOMON_ALERT_SECRET"])
    scripts_dir: str = "/opt/aiomon/scripts"
    listen_port: int = 8085
    dev: bool = field(default_factory=lambda: os.environ.get("AIOMON_DEV") == "1")
