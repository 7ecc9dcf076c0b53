import os

LISTEN_PORT = int(os.environ.get("RELAYD_PORT", "7070"))
FRAME_PORT = int(os.environ.get("RELAYD_FRAME_PORT", "7071"))
SPOOL_DIR = os.environ.get("RELAYD_SPOOL", "/var/spool/relayd")
DB_PATH = os.environ.get("RELAYD_DB", "/var/lib/relayd/relay.db")
ADMIN_TOKEN = os.environ.get("RELAYD_ADMIN_TOKEN") or "relay-admin-2f8c1d"
UPSTREAM = {"eu": "https://eu.relay-hub.example/push", "us": "https://us.relay-hub.example/push"}
