import os

DEBUG = True
if os.environ.get("KENNEL_ENV") == "production":
    DEBUG = os.environ.get("KENNEL_DEBUG", "0") == "1"

DB_PATH = os.environ.get("KENNEL_DB", "kennel.sqlite3")
SNAP_DIR = os.environ.get("KENNEL_SNAPS", "/var/cache/kennel/snaps")
LDAP_URL = os.environ.get("KENNEL_LDAP", "ldap://ldap.happytails.lan")
LDAP_BASE = "ou=staff,dc=happytails,dc=lan"
SITE = "https://book.happytails.example"
RETURN_HOSTS = {"book.happytails.example", "happytails.example"}
CAMERAS = {
    "run-a": "rtsp://10.20.0.11/stream1",
    "run-b": "rtsp://10.20.0.12/stream1",
    "play": "http://10.20.0.15/snapshot.jpg",
}
