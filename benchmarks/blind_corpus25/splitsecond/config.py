import os


class RaceConfig:
    DEBUG = os.getenv("SPLITSECOND_DEBUG", "false").lower() == "true"
    DB_PATH = os.getenv("SPLITSECOND_DB", "race.db")
    RESULTS_DIR = os.getenv("SPLITSECOND_RESULTS", "/srv/splitsecond/results")
    CERT_DIR = os.getenv("SPLITSECOND_CERTS", "/srv/splitsecond/certs")
    LDAP_URL = os.getenv("SPLITSECOND_LDAP", "ldap://staff.race.local")
    LDAP_BASE = "ou=marshals,dc=race,dc=local"
    PHOTO_PARTNER_HOST = "photos.finishline-partner.com"
    PAYMENT_WEBHOOK_SECRET = "whsec_Q2x7fN4pVb91LmKzR0aTy6Ue"
    REDIS_URL = os.getenv("SPLITSECOND_REDIS", "redis://localhost:6379/2")
    PAYMENT_API_KEY = os.getenv("SPLITSECOND_PAYMENT_KEY", "")
