"""Where the workers keep customer photos and generated files."""
import os

UPLOAD_DIR = os.environ.get("REUPHOLSTER_UPLOADS", "/srv/reupholster/uploads")
THUMB_DIR = os.path.join(UPLOAD_DIR, "thumbs")
QUOTE_DIR = os.environ.get("REUPHOLSTER_QUOTES", "/srv/reupholster/quotes")
CATALOGUE_FILE = os.environ.get("REUPHOLSTER_CATALOGUE", "/srv/reupholster/catalogue.xml")
POSTCODE_API = "https://api.postcodes.io/postcodes/{postcode}"


def ensure_dirs():
    for path in (UPLOAD_DIR, THUMB_DIR, QUOTE_DIR):
        os.makedirs(path, exist_ok=True)
