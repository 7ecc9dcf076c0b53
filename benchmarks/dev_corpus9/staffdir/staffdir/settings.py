import os
from datetime import timedelta

SECRET_KEY = os.environ["STAFFDIR_SECRET_KEY"]

LDAP_URI = os.environ.get("STAFFDIR_LDAP_URI", "ldaps://ldap.corp.example.com")
LDAP_BASE = os.environ.get("STAFFDIR_LDAP_BASE", "ou=people,dc=corp,dc=example,dc=com")
LDAP_BIND_DN = os.environ.get("STAFFDIR_LDAP_BIND_DN", "cn=staffdir,ou=services,dc=corp,dc=example,dc=com")
LDAP_BIND_PASSWORD = os.environ.get("STAFFDIR_LDAP_BIND_PASSWORD")

EXPORT_XML = os.environ.get("STAFFDIR_EXPORT", "/var/lib/staffdir/hr-export.xml")

SESSION_COOKIE_NAME = "sd_session"
SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"

REMEMBER_COOKIE_NAME = "sd_remember"
REMEMBER_COOKIE_DURATION = timedelta(days=14)
REMEMBER_COOKIE_SECURE = True
# The SPA shell checks for this cookie to skip the login screen.
REMEMBER_COOKIE_HTTPONLY = False
