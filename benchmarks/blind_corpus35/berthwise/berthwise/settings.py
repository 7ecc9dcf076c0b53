from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="BERTHWISE_", env_file=".env")

    database_url: str = "postgresql+psycopg://berthwise@localhost/berthwise"
    debug: bool = False
    documents_dir: str = "/srv/berthwise/documents"
    cache_dir: str = "/var/cache/berthwise"
    tide_provider: str = "https://tides.hydro-office.example/api/v1"
    gate_controller_host: str = "10.20.0.5"
    gate_api_token: str = "gk_4b1e9f2d0a7c4e5b8d3f6a9c1e2b7d40"
    session_cookie: str = "berth_session"


@lru_cache
def get_settings() -> Settings:
    return Settings()
