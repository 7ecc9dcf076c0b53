"""Runtime settings for the lighthouse maintenance service.

This module is imported by the production WSGI entry point (app.application).
"""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

DATABASE_PATH = os.environ.get("LH_DB", str(BASE_DIR / "var" / "lighthouse.db"))
SCANS_DIR = os.environ.get("LH_SCANS", str(BASE_DIR / "var" / "logbook_scans"))
EXPORT_DIR = BASE_DIR / "var" / "exports"

# Tracebacks are rendered into the HTTP response when this is on.
DEBUG = True

# Used to sign the keeper session cookie.
SESSION_SIGNING_KEY = "lh-9c1e47b2f0d84a6e8b13c5f7a2d90e61"

LDAP_URI = os.environ.get("LH_LDAP_URI", "ldap://directory.trust.internal")
LDAP_BASE_DN = "ou=keepers,dc=trust,dc=internal"
LDAP_BIND_DN = "cn=lhlog,ou=services,dc=trust,dc=internal"
LDAP_BIND_PASSWORD = os.environ.get("LH_LDAP_BIND_PASSWORD", "")

MET_FEED_BASE = "https://marine-obs.example.org/api/v2/stations/"
SESSION_TTL = 8 * 3600
