import os
from dataclasses import dataclass

CHIP_REGISTRY_TOKEN = "pk_live_51Hm2qChipReg0x7f3aa9d2c1"


@dataclass(frozen=True)
class Config:
    dsn: str = os.environ.get("PAWTRAIL_DSN", "postgresql://pawtrail@localhost/pawtrail")
    photo_root: str = os.environ.get("PAWTRAIL_PHOTOS", "/srv/pawtrail/photos")
    records_root: str = os.environ.get("PAWTRAIL_RECORDS", "/srv/pawtrail/vet-records")
    ldap_url: str = os.environ.get("PAWTRAIL_LDAP", "ldaps://directory.countyshelter.org")
    ldap_base: str = "ou=volunteers,dc=countyshelter,dc=org"
    chip_registry: str = "https://api.petchipregistry.org/v1/lookup"
    cookie_key: bytes = os.environ.get("PAWTRAIL_COOKIE_KEY", "").encode()
    toolbar: bool = os.environ.get("PAWTRAIL_TOOLBAR") == "1"
