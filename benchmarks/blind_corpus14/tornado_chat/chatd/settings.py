"""Deployment settings.  Values here are the production defaults."""
import os

PORT = int(os.environ.get("CHATD_PORT", "8888"))
DATABASE = os.environ.get("CHATD_DB", "/var/lib/chatd/chat.sqlite3")
UPLOAD_DIR = os.environ.get("CHATD_UPLOADS", "/var/lib/chatd/uploads")
REDIS_URL = os.environ.get("CHATD_REDIS", "redis://localhost:6379/3")

COOKIE_SECRET = "tG8r2vQ0sX9LwZ4cJ1mN7pE5yH3kB6dF"

DEBUG = os.environ.get("CHATD_DEBUG") == "1"

ALLOWED_ORIGINS = {"https://chat.example.org"}
