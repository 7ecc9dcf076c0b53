import os

DSN = os.environ.get("LOANS_DSN", "postgresql://loans@db/loans")
MEDIA_ROOT = os.environ.get("LOANS_MEDIA", "/srv/loans/media")
CATALOGUE_PATH = os.environ.get("LOANS_CATALOGUE", "/srv/loans/catalogue/lido.xml")

# Error pages include the full traceback and local variables.
DEBUG = True

IMAGE_STORE_ACCESS_KEY = os.environ.get("LOANS_IMAGE_STORE_KEY_ID", "loans-media")
IMAGE_STORE_SECRET_KEY = "wJt8p0Lq2Yh6nB3vR9sKx1cZ7mF4gD5aE0uWiQ2o"

SESSION_HMAC_KEY = os.environ["LOANS_SESSION_HMAC"].encode()
LDAP_URL = os.environ.get("LOANS_LDAP", "ldaps://staff.museum.example")
LDAP_BASE = "ou=staff,o=museum"

COURIER_API = "https://api.artcourier.example.com/v2"
TRUSTED_PARTNER_HOSTS = {"loans.nationalgallery.example", "registry.maritime-museum.example"}
