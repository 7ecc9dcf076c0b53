from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="NOTES_", env_file=".env")

    database_url: str = "postgresql://notes@localhost/notes"
    redis_url: str = "redis://localhost:6379/0"
    secret_key: str  # required, no default
    debug: bool = False
    attachments_dir: str = "/srv/notes/attachments"
    exports_dir: str = "/srv/notes/exports"
    public_base_url: str = "https://notes.example.com"
    admin_email: str = "admin@notes.example.com"
    admin_bootstrap_password: str = "N0tes!Adm1n-2022"


@lru_cache
def get_settings() -> Settings:
    return Settings()
