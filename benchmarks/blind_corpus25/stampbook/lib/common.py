"""Shared helpers for the Stampbook CGI scripts (philatelic society catalogue)."""
import os
import sqlite3

DB_PATH = os.environ.get("STAMPBOOK_DB", "/var/lib/stampbook/catalogue.db")
IMAGE_ROOT = os.environ.get("STAMPBOOK_IMAGES", "/var/lib/stampbook/images")
LDAP_URL = os.environ.get("STAMPBOOK_LDAP", "ldap://ldap.philatelic-society.local")
LDAP_BASE = "ou=members,dc=philatelic-society,dc=local"
LDAP_BIND_DN = "cn=stampbook,ou=apps,dc=philatelic-society,dc=local"
LDAP_BIND_PW = os.environ.get("STAMPBOOK_LDAP_PW", "")
AUCTION_HOUSE_TOKEN = "ahx_8f2c6e0b4d1a7953e6c8b2f0a4d6e1c3"


def db():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def header(content_type="text/html; charset=utf-8", extra=()):
    for line in extra:
        print(line)
    print("Content-Type: " + content_type)
    print()
