"""Runtime configuration.

Values are read once at import time from the environment, with defaults
suitable for the container image we ship.
"""
import os

CONFIG = {
    "port": int(os.environ.get("PASTEBIN_PORT", "8088")),
    "db_path": os.environ.get("PASTEBIN_DB", "/var/lib/pastebin/pastes.sqlite3"),
    "store_dir": os.environ.get("PASTEBIN_STORE", "/var/lib/pastebin/raw"),
    "max_paste_bytes": 512 * 1024,
    "public_url": os.environ.get("PASTEBIN_URL", "http://localhost:8088"),
    "gist_api": "https://api.github.com/gists/",
}

# Key used to sign the "delete" links handed out when a paste is created.
DELETE_LINK_KEY = b"9f2c1e77b8a04d6fa3e5b1c08d7e4f21"

LANGUAGES = {
    "python": "python",
    "py": "python",
    "js": "javascript",
    "javascript": "javascript",
    "c": "c",
    "go": "go",
    "sh": "bash",
    "bash": "bash",
    "sql": "sql",
    "text": "text",
}


def reload_from_env():
    """Re-read the environment (used by the SIGHUP handler)."""
    CONFIG["public_url"] = os.environ.get("PASTEBIN_URL", CONFIG["public_url"])
    CONFIG["store_dir"] = os.environ.get("PASTEBIN_STORE", CONFIG["store_dir"])
