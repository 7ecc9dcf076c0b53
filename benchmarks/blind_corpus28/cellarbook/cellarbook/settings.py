from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CELLAR_", env_file=".env")

    db_path: str = "/srv/cellarbook/cellar.sqlite3"
    label_dir: str = "/srv/cellarbook/labels"
    tag_dir: str = "/srv/cellarbook/barrel-tags"
    ldap_url: str = "ldaps://ldap.hollowoakwinery.com"
    ldap_base: str = "ou=people,dc=hollowoakwinery,dc=com"
    weather_api: str = "https://api.open-meteo.com/v1/forecast"
    debug: bool = False
    jwt_secret: str = "h0ll0w-oak-cellar-jwt-2022-secret"
    excise_api_token: str = ""


settings = Settings()
