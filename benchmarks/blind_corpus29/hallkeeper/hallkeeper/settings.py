from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="HALL_", env_file="/etc/hallkeeper/env")

    database_url: str = "sqlite:////srv/hallkeeper/hall.db"
    jwt_secret: str  # required, provided by the environment file
    debug: bool = True
    ldap_url: str = "ldap://ldap.ashcombevillagehall.org.uk"
    plans_root: str = "/srv/hallkeeper/floorplans"
    council_licence_feed: str = "https://licensing.ashcombe-dc.gov.uk/premises/VH-0193.xml"


settings = Settings()

SMS_GATEWAY_TOKEN = "tw_sk_8f2a6d19c0b47e35ab91"
