from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_SECRET_KEY = "qf-9c1d7e2b4a6f8e0d3c5b7a9f1e2d4c6b"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="QF_", env_file=".env")

    database_url: str = "sqlite:///./quotaform.db"
    secret_key: str = DEFAULT_SECRET_KEY
    password_pepper: str = ""
    cookie_secure: bool = True
    token_ttl_hours: int = 12
    public_base_url: str = "https://forms.example.com"


@lru_cache
def get_settings() -> Settings:
    return Settings()
