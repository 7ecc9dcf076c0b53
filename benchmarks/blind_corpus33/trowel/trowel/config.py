"""Settings, populated from the environment with a few site defaults."""
import os
from dataclasses import dataclass, field
from pathlib import Path


def _env_flag(name, default="0"):
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


@dataclass(frozen=True)
class Settings:
    database: str = os.environ.get("TROWEL_DB", "/srv/trowel/records.sqlite3")
    photo_dir: Path = Path(os.environ.get("TROWEL_PHOTOS", "/srv/trowel/photos"))
    label_dir: Path = Path(os.environ.get("TROWEL_LABELS", "/srv/trowel/labels"))
    debug: bool = _env_flag("TROWEL_DEBUG")
    jwt_secret: str = field(default_factory=lambda: os.environ["TROWEL_JWT_SECRET"])
    lab_api: str = "https://portal.stratalab.co.uk/api/v2/samples/{sample_id}"
    lab_api_key: str = "sk_strata_4be91c0d7a2f48e6b1c3d95a"
    ldap_url: str = "ldaps://ldap.trowelandsieve.org"
    ldap_base: str = "ou=people,dc=trowelandsieve,dc=org"


settings = Settings()
