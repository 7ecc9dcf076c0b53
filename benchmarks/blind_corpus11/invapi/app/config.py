from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="INVAPI_", env_file=".env")

    database_url: str = "postgresql+asyncpg://invapi@localhost/invapi"
    jwt_secret: SecretStr = SecretStr("")
    debug: bool = False
    storage_root: str = "/srv/invapi/files"
    partner_hosts: tuple[str, ...] = ("api.supplier-one.example", "edi.supplier-two.example")


@lru_cache
def get_settings() -> Settings:
    return Settings()
