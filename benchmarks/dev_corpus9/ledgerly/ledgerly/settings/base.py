import os

BASE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SECRET_KEY = os.environ.get("LEDGERLY_SECRET_KEY")
DATABASE = os.environ.get("LEDGERLY_DATABASE", os.path.join(BASE_DIR, "..", "ledgerly.sqlite3"))

MAX_CONTENT_LENGTH = 16 * 1024 * 1024
SESSION_COOKIE_NAME = "ledgerly_session"
SESSION_COOKIE_SAMESITE = "Lax"
PERMANENT_SESSION_LIFETIME = 60 * 60 * 12

REMEMBER_DAYS = 30
SHARE_LINK_DAYS = 7
