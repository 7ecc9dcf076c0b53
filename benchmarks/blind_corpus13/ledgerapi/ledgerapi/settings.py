from functools import lru_cache

from pydantic import AnyHttpUrl, Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="LEDGER_", env_file=".env", extra="ignore")

    database_dsn: str = "postgresql://ledger@localhost:5432/ledger"
    debug: bool = False
    jwt_algorithm: str = "HS256"
    jwt_secret: str = "4f9c1e7ab2d86035e1c4b97a0d3f6e28"
    access_token_minutes: int = 30
    fx_base_url: AnyHttpUrl = AnyHttpUrl("https://fx.internal.ledger.example")
    export_dir: str = "/var/lib/ledger/exports"
    webhook_timeout: float = Field(5.0, ge=0.5, le=30)
    cookie_domain: str | None = None


@lru_cache
def get_settings() -> Settings:
    return Settings()
