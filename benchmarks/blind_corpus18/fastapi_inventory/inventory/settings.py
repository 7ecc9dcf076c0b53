from functools import lru_cache

from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str = "postgresql+psycopg://inventory@db/inventory"
    jwt_secret: str = "inv-jwt-7Qz9!kP2mW4"
    debug: bool = False
    image_root: str = "/srv/inventory/images"
    report_root: str = "/srv/inventory/reports"

    class Config:
        env_prefix = "INVENTORY_"


@lru_cache
def get_settings() -> Settings:
    return Settings()
