import os

BROKER_URL = os.environ.get("JESSES_BROKER", "redis://localhost:6379/3")
DB_DSN = os.environ.get("JESSES_DSN", "dbname=jesses user=jesses")
PHOTO_ROOT = "/srv/jesses/photos"
CERT_ROOT = "/srv/jesses/certificates"
PUBLIC_ROOT = "/srv/jesses/public"
LDAP_URL = "ldap://ldap.falconry-centre.local"
LDAP_BASE = "ou=keepers,dc=falconry-centre,dc=local"
PAYMENT_WEBHOOK_SECRET = "whsec_9Xc2LmQ4tR7vB1nE8kP3sD6fH0jA5gW"
MAIL_PASSWORD = os.getenv("JESSES_MAIL_PASSWORD", "")
