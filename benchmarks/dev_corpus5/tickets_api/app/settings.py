from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="TICKETS_", env_file=".env")

    database_url: str = "postgresql://tickets@localhost/tickets"
    debug: bool = False
    attachments_dir: str = "/var/lib/tickets/attachments"
    public_base_url: str = "https://support.example.com"
    webhook_allowed_hosts: list[str] = ["hooks.slack.com", "hooks.zapier.com", "events.pagerduty.com"]
    otp_ttl_seconds: int = 300
    new_login_ui_ratio: float = 0.1


@lru_cache
def get_settings() -> Settings:
    return Settings()
