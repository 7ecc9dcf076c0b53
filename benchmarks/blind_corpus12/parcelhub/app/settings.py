from functools import lru_cache
from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PARCELHUB_", env_file=".env")

    database_dsn: str = "postgresql://parcelhub@localhost/parcelhub"
    jwt_secret: str
    debug: bool = False
    label_dir: Path = Path("/srv/parcelhub/labels")
    cache_signing_key: bytes
    carrier_webhook_secret: bytes
    public_base_url: str = "https://track.parcelhub.example"


@lru_cache
def get_settings() -> Settings:
    return Settings()  # type: ignore[call-arg]
