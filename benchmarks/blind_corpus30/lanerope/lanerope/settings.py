from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="LANEROPE_", env_file="/etc/lanerope/env")

    database_url: str = "postgresql://lanerope@localhost/lanerope"
    jwt_secret: str = "c4b1e9f07a2d4e6b9f83d5a1c7e20b46"
    smtp_password: SecretStr
    ldap_url: str = "ldap://ldap.riverside-leisure.local"
    ldap_base: str = "ou=lifeguards,dc=riverside-leisure,dc=local"
    media_root: str = "/srv/lanerope/media"
    certificates_root: str = "/srv/lanerope/certificates"


@lru_cache
def get_settings() -> Settings:
    return Settings()
