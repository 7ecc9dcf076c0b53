import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

DATABASE_PATH = os.environ.get("INVENTORY_DB", str(BASE_DIR / "inventory.sqlite3"))
EXPORT_DIR = Path(os.environ.get("INVENTORY_EXPORT_DIR", BASE_DIR / "exports"))
LABEL_PRINTERS = {
    "dock-a": "Zebra_ZD420_DockA",
    "dock-b": "Zebra_ZD420_DockB",
    "office": "Brother_QL_700",
}

# Object storage for product photos. The access key id is not secret on its own,
# the secret key is.
S3_BUCKET = os.environ.get("INVENTORY_S3_BUCKET", "inventory-photos")
S3_ACCESS_KEY_ID = "AKIA4QWX7ZL2M3N5P6RT"
S3_SECRET_ACCESS_KEY = "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"

SESSION_COOKIE = "inv_session"
SESSION_TTL = 60 * 60 * 8

PHOTO_HOSTS = {"images.supplier-one.com", "cdn.acme-parts.net"}
