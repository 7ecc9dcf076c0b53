import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Settings:
    database_url: str = field(default_factory=lambda: os.environ.get("HOPPER_DB", "sqlite:///./hopper.db"))
    upload_dir: str = field(default_factory=lambda: os.environ.get("HOPPER_UPLOADS", "/srv/hopper/uploads"))
    log_dir: str = "/var/log/hopper"
    webhook_allowed_hosts: tuple = ("hooks.slack.com", "discord.com", "api.pagerduty.com")
    admin_password_env: str = "HOPPER_ADMIN_PASSWORD"
    state_signing_key: bytes = field(default_factory=lambda: os.environ.get("HOPPER_STATE_KEY", "").encode())


settings = Settings()

OBJECT_STORE_ACCESS_KEY = "AKIAQ4H7OPPER2EXAMPL"
OBJECT_STORE_SECRET_KEY = "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"
