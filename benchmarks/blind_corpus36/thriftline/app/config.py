from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="THRIFT_", env_file="/etc/thriftline/env")

    database_url: str = "postgresql+psycopg://thriftline@localhost/thriftline"
    jwt_secret: str = "ecu-jwt-4b1f0e9d2c7a8b6e51f0"
    jwt_minutes: int = 30
    bureau_url: str = "https://api.creditbureau.example/v3/score"
    bureau_api_key: str = Field(default="", repr=False)
    statement_dir: str = "/srv/thriftline/statements"
    upload_dir: str = "/srv/thriftline/uploads"
    export_recipient: str = "treasurer@eastgate-cu.org.uk"
    ldap_server: str = "ldaps://dc1.eastgate-cu.local"
    debug: bool = False


@lru_cache
def get_settings() -> Settings:
    return Settings()
