from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str = "postgresql+psycopg://kiln@db/kilnqueue"
    jwt_secret: str = "kq-jwt-2d9f61c0b7a84e3f95d2c1a0e6b7f8d4"
    jwt_algorithm: str = "HS256"
    controller_password: str = Field(default="", alias="KILN_CONTROLLER_PASSWORD")
    photo_dir: str = "/srv/kilnqueue/photos"
    upload_dir: str = "/srv/kilnqueue/uploads"
    glaze_library: str = "/srv/kilnqueue/glazes.xml"
    weather_base: str = "https://api.openmeteo.example/v1"
    allowed_redirect_hosts: frozenset[str] = frozenset({"kilnqueue.example", "studio.kilnqueue.example"})
    ldap_url: str = "ldaps://dc1.studio.local"
    debug: bool = False

    model_config = {"env_prefix": "KQ_"}


@lru_cache
def get_settings() -> Settings:
    return Settings()
