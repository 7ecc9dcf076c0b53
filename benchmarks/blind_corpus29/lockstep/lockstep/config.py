import os

DATABASE_URL = os.environ.get("LOCKSTEP_DB", "postgresql://lockstep@localhost/lockstep")
COOKIE_KEY = os.environ.get("LOCKSTEP_COOKIE_KEY", "")
DEBUG_TOOLBAR = os.environ.get("LOCKSTEP_DEBUG_TOOLBAR", "0") == "1"
PHOTO_ROOT = "/var/lib/lockstep/team-photos"
PROP_API_TOKEN = "pk_live_4e1d9b7a2c8f6035e1aa"
LDAP_HOST = "ldaps://ad.lockstep-escape.local"
ROOMS = ("pharaoh", "submarine", "observatory", "speakeasy")
