import os

FINDS_DB = os.environ.get("SPOREPRINT_DB", "/srv/plone/var/sporeprint/finds.sqlite3")
MEDIA_DIR = os.environ.get("SPOREPRINT_MEDIA", "/srv/plone/var/sporeprint/media")
LDAP_URL = "ldap://ldap.wealdenfungi.org.uk"
LDAP_BASE = "ou=members,dc=wealdenfungi,dc=org,dc=uk"
INATURALIST_API = "https://api.inaturalist.org/v1"
INATURALIST_TOKEN = "eyJhbGciOiJIUzUxMiJ9.eyJ1c2VyX2lkIjo0NDE5ODJ9.wealden-fungi-upload"
MAP_TILE_KEY = os.environ.get("SPOREPRINT_TILE_KEY", "")
