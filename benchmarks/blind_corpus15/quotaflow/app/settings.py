from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="QF_", env_file=".env")

    database_dsn: str = "postgresql://quotaflow@db:5432/quotaflow"
    redis_url: str = "redis://cache:6379/0"
    jwt_secret: str = "qf-jwt-4b1e8d2c9a7f6e5d3c2b1a09f8e7d6c5"
    jwt_ttl_seconds: int = 3600
    debug: bool = False
    callback_allowlist: set[str] = {"hooks.slack.com", "events.pagerduty.com"}
    invoice_dir: str = "/srv/quotaflow/invoices"


@lru_cache
def get_settings() -> Settings:
    return Settings()
