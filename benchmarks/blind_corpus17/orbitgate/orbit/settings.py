from functools import lru_cache
from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ORBIT_", env_file=".env")

    database_url: str = "postgresql+psycopg://orbit@localhost/orbit"
    debug: bool = False
    data_root: Path = Path("/srv/orbit/tenants")
    admin_token: str = "orbit-admin-2f9c1d7e8b4a6035"
    app_origin: str = "https://app.orbit.example"
    image_hosts: frozenset[str] = frozenset({"images.orbit.example", "cdn.orbit.example"})


@lru_cache
def get_settings() -> Settings:
    return Settings()
