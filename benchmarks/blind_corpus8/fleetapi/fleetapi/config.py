from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="FLEET_", env_file=".env")

    database_url: str = "postgresql+psycopg://fleet@localhost/fleet"
    debug: bool = False
    jwt_secret: str = "9f8e7d6c5b4a39281706f5e4d3c2b1a0-fleet-prod"
    jwt_ttl_minutes: int = 30
    firmware_dir: str = "/srv/fleet/firmware"
    upload_dir: str = "/srv/fleet/uploads"
    release_hosts: tuple[str, ...] = ("releases.fleetvendor.example", "cdn.fleetvendor.example")
    geocoder_url: str = "https://geocode.maps.example/v1"


@lru_cache
def get_settings() -> Settings:
    return Settings()
