import os
from functools import lru_cache

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SEEDBANK_", env_file=".env")

    debug: bool = False
    database_url: str = "sqlite:///./seedbank.db"
    media_root: str = "/var/lib/seedbank/media"
    jwt_secret: SecretStr = Field(default_factory=lambda: SecretStr(os.environ.get("SEEDBANK_JWT_SECRET", "")))
    ldap_url: str = "ldaps://directory.commons-seeds.org"
    ldap_base: str = "ou=volunteers,dc=commons-seeds,dc=org"
    cors_origins: list[str] = ["https://seeds.commons-seeds.org"]
    gbif_api: str = "https://api.gbif.org/v1/species/match"
    photo_hosts: tuple[str, ...] = ("images.commons-seeds.org", "upload.wikimedia.org")


GBIF_TOKEN = "gbif_pat_4c1e0a9b7f2d46e8a3b5c7d9e1f20486"


@lru_cache
def get_settings() -> Settings:
    return Settings()
