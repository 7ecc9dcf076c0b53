import os

DEBUG = os.environ.get("KEEL_DEBUG", "0") == "1"
SPEC_DIR = os.environ.get("KEEL_SPECS", "/srv/keel/specs")
LDAP_URL = os.environ.get("KEEL_LDAP", "ldaps://ldap.yard.example")
SUPPLIERS = {
    "hull": "https://api.hullparts.example",
    "rig": "https://rigging-supply.example/api",
}
