import os

DB_PATH = os.environ.get("MICDROP_DB", "/srv/micdrop/micdrop.sqlite3")
LYRICS_DIR = os.environ.get("MICDROP_LYRICS", "/srv/micdrop/lyrics")
COVERS_DIR = os.environ.get("MICDROP_COVERS", "/srv/micdrop/covers")
LDAP_URL = "ldap://dc01.neonparrot.local"
LDAP_BASE = "OU=Staff,DC=neonparrot,DC=local"
LDAP_SVC_USER = "svc-micdrop@neonparrot.local"
LDAP_SVC_PASSWORD = "Parrot#Karaoke2021"
COOKIE_SECRET = os.environ.get("MICDROP_COOKIE_SECRET", "")
MIXER_CONTROLS = ("Master", "Mic 1", "Mic 2", "Backing")
