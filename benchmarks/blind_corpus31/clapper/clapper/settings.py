import os

HOST = os.environ.get("CLAPPER_HOST", "0.0.0.0")
PORT = int(os.environ.get("CLAPPER_PORT", "7301"))
DB_PATH = os.environ.get("CLAPPER_DB", "/var/lib/clapper/tower.db")
SONG_DIR = "/var/lib/clapper/songs"
LDAP_URL = "ldap://ldap.cathedral.local"
LDAP_BASE = "ou=ringers,dc=cathedral,dc=local"
CONSOLE_KEY = b"c4r1ll0n-console-shared-key-2022"
STATUS_TOKEN = os.environ.get("CLAPPER_STATUS_TOKEN", "")
SEND_TRACEBACKS = True
SONG_MIRRORS = {"gcna": "https://library.carillon-guild.example/songs/", "local": "http://127.0.0.1:7380/songs/"}
