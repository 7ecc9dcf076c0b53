import os

REDIS_URL = os.environ.get("STALLHOLDER_REDIS", "redis://localhost:6379/2")
DATABASE_DSN = os.environ.get("STALLHOLDER_DSN", "dbname=stallholder")
MEDIA_ROOT = "/srv/stallholder/media"
PUBLIC_SITE = "/srv/stallholder/public"
LDAP_URL = "ldap://ldap.thornbury-market.org"
LDAP_BASE = "ou=traders,dc=thornbury-market,dc=org"
FSA_API = "https://api.ratings.food.gov.uk/establishments/"
STORAGE_ACCESS_KEY = os.environ.get("STALLHOLDER_S3_KEY", "")
PAYMENTS_WEBHOOK_SECRET = "whsec_R4nd0mLo0k1ngButC0mm1tt3d9f2a"
