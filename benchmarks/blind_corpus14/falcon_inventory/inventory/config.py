"""Runtime configuration pulled from the environment."""
import os
from dataclasses import dataclass, field


@dataclass
class Settings:
    database_dsn: str = os.environ.get("INVENTORY_DSN", "dbname=inventory user=inventory host=db")
    image_dir: str = os.environ.get("INVENTORY_IMAGE_DIR", "/var/lib/inventory/images")
    label_spool: str = os.environ.get("INVENTORY_LABEL_SPOOL", "/var/spool/inventory")
    webhook_timeout: float = float(os.environ.get("INVENTORY_WEBHOOK_TIMEOUT", "4"))
    api_signing_key: str = os.environ.get("INVENTORY_SIGNING_KEY", "9d1f7c0a5be34e21a6c8f00d4b7e2c91")
    printers: tuple = field(default_factory=lambda: ("zebra-dock1", "zebra-dock2", "office-laser"))


settings = Settings()
