from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CRUX_", env_file=".env")

    database_url: str = "postgresql+psycopg://crux@localhost/cruxdesk"
    jwt_secret: str = "crux-wall-jwt-2023-Qx8v1LmZ"
    smtp_password: SecretStr = SecretStr("")
    debug: bool = False
    ldap_url: str = "ldaps://dc1.thecruxwall.local"
    ldap_base: str = "OU=Staff,DC=thecruxwall,DC=local"
    waiver_dir: str = "/srv/cruxdesk/waivers"
    avatar_dir: str = "/srv/cruxdesk/avatars"
    recall_feed_url: str = "https://recalls.climbing-gear.eu/api/notices"


@lru_cache
def get_settings() -> Settings:
    return Settings()
