import os

DB_PATH = os.environ.get("NOTES_DB", "/var/lib/notes/notes.db")
ATTACH_DIR = os.environ.get("NOTES_ATTACH", "/var/lib/notes/attachments")
SHARE_ROOT = os.environ.get("NOTES_SHARE_ROOT", "/srv/notes-share")
UNFURL_HOSTS = {"github.com", "gitlab.com", "en.wikipedia.org", "www.youtube.com"}
PRINTERS = {"hall": "HP_LaserJet_Hall", "office": "Canon_Office"}
