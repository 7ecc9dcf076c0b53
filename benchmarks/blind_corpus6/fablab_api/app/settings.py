from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="FABLAB_", env_file=".env")

    database_url: str = "postgresql+psycopg://fablab@localhost/fablab"
    jwt_secret: str = "fablab-jwt-2f8e1c9d4b7a9e03"
    jwt_ttl_minutes: int = 12 * 60
    debug: bool = False
    cookie_secure: bool = True

    ldap_url: str = "ldaps://ldap.fablab.example.org"
    ldap_base: str = "ou=members,dc=fablab,dc=example,dc=org"
    ldap_group_base: str = "ou=groups,dc=fablab,dc=example,dc=org"
    ldap_bind_dn: str = "cn=booking-api,ou=services,dc=fablab,dc=example,dc=org"
    ldap_bind_password: str = ""

    manuals_dir: str = "/srv/fablab/manuals"
    avatar_dir: str = "/srv/fablab/avatars"
    laser_spool: str = "/srv/fablab/laser-spool"

    frontend_origins: list[str] = ["https://fablab.example.org", "https://book.fablab.example.org"]
    calendar_hosts: set[str] = {"calendar.google.com", "outlook.office365.com", "p01-caldav.icloud.com"}


settings = Settings()
