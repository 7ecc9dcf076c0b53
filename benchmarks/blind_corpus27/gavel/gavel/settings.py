import os

COOKIE_SECRET = os.environ.get("GAVEL_COOKIE_SECRET") or open("/etc/gavel/cookie_secret").read().strip()
PAYMENT_API_KEY = "pk_gavel_9f8e7d6c5b4a39281706f5e4d3c2b1a0"
LDAP_SERVER = "ldaps://staff.gavel-auctions.example"
LDAP_ADMIN_PASSWORD = ""
DEFAULT_CURRENCY = "GBP"
CATALOGUE_DIR = "/srv/gavel/catalogues"
XSRF = True
