from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ORCHARD_", env_file=".env")

    database_url: str = "postgresql+psycopg://orchard@localhost/orchard"
    jwt_secret: str = "0rch4rd-jwt-5f1e9b2c7d3a48e6"
    jwt_algorithm: str = "HS256"
    debug: bool = False
    photo_dir: str = "/srv/orchard/photos"
    label_printers: tuple[str, ...] = ("packhouse-zebra-1", "packhouse-zebra-2")
    station_feeds: dict[str, str] = {
        "north-ridge": "https://wx.orchardcoop.example/api/v1/stations/NR01/latest",
        "creek-flats": "https://wx.orchardcoop.example/api/v1/stations/CF02/latest",
    }


settings = Settings()
