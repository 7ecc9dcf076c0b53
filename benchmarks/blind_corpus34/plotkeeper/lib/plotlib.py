import configparser
import os
import sqlite3

CONFIG_PATH = os.environ.get("PLOTKEEPER_CONFIG", "/etc/plotkeeper/plotkeeper.ini")

_cfg = configparser.ConfigParser()
_cfg.read(CONFIG_PATH)

DATABASE = _cfg.get("db", "path", fallback="/var/lib/plotkeeper/plots.db")
LDAP_URL = _cfg.get("ldap", "url", fallback="ldap://ldap.ferngatelane-allotments.org.uk")
LDAP_BASE = _cfg.get("ldap", "base", fallback="ou=tenants,dc=ferngatelane-allotments,dc=org,dc=uk")
LDAP_PASSWORD = os.environ.get("PLOTKEEPER_LDAP_PASSWORD", "")
PHOTO_ROOT = _cfg.get("files", "photos", fallback="/var/lib/plotkeeper/photos")


def connect():
    conn = sqlite3.connect(DATABASE)
    conn.row_factory = sqlite3.Row
    return conn


def new_session(conn, tenant):
    import secrets

    token = secrets.token_hex(20)
    conn.execute("INSERT INTO session (token, tenant) VALUES (?, ?)", (token, tenant))
    conn.commit()
    return token


def header(content_type="text/html; charset=utf-8", extra=()):
    for line in extra:
        print(line)
    print("Content-Type: " + content_type)
    print()
