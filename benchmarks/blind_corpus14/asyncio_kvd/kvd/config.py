import os

LISTEN_HOST = os.environ.get("KVD_HOST", "0.0.0.0")
LISTEN_PORT = int(os.environ.get("KVD_PORT", "7379"))
DB_PATH = os.environ.get("KVD_DB", "/var/lib/kvd/kv.sqlite3")
USERS_FILE = os.environ.get("KVD_USERS", "/etc/kvd/users")
SNAPSHOT_DIR = "/var/lib/kvd/snapshots"
EXPORT_DIR = "/var/lib/kvd/exports"
SCRIPTS = {
    "rebuild-index": "/opt/kvd/scripts/rebuild_index.sh",
    "rotate-logs": "/opt/kvd/scripts/rotate_logs.sh",
    "gc": "/opt/kvd/scripts/gc.sh",
}

# shared token the CI runners use for the ADMIN command
ADMIN_TOKEN = "kvd-admin-7f3a9c2e51d84b0f"
