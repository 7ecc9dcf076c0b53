import os

DATA_DIR = os.environ.get("PASTEBIN_DATA", "/srv/pastebin/data")
PASTE_DIR = os.path.join(DATA_DIR, "pastes")
COOKIE_SECRET = "pb-cookie-5a0c8f31e27d4b9a"
MAX_PASTE = 512 * 1024
LEXERS = ("python", "javascript", "bash", "sql", "json", "yaml", "text", "c", "go", "rust")
